import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

// Panda's css({...}) is a function the browser runs: every call turns a style object into class
// names, at module evaluation and on every render (the first page's profile: ~15 ms of the entry's
// evaluation at 1x, more in each page's chunk). Where the object is written out in full, the
// build runs the same function (the generated styled-system/css) and writes its answer in the
// call's place. The same goes for config recipes (`button({ variant: 'outline' })`, `field()`):
// with every call of a page written out, neither the runtime nor the recipes reach its JavaScript
// (the first load: ~5 KB gz). Calls with anything computed keep the runtime. Panda's own
// stylesheet comes from the source files, so it is unchanged. (Panda 2's bundler plugin does this
// as "source transforms"; this project is on Panda 1.)

interface AstNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue }

const NOT_STATIC = Symbol('not static')

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && 'type' in value && 'start' in value

/** The value an expression always has, or NOT_STATIC when it depends on anything. */
function staticValue(node: AstNode): StaticValue | typeof NOT_STATIC {
  switch (node.type) {
    case 'Literal': {
      const value = node.value
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return value
      return value === null && node.raw === 'null' ? null : NOT_STATIC
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis
      if (!Array.isArray(node.expressions) || node.expressions.length > 0) return NOT_STATIC
      if (!Array.isArray(quasis) || quasis.length !== 1 || !isNode(quasis[0])) return NOT_STATIC
      const cooked: unknown = (quasis[0].value as { cooked?: unknown } | undefined)?.cooked
      return typeof cooked === 'string' ? cooked : NOT_STATIC
    }
    case 'UnaryExpression': {
      if (node.operator !== '-' || !isNode(node.argument)) return NOT_STATIC
      const value = staticValue(node.argument)
      return typeof value === 'number' ? -value : NOT_STATIC
    }
    case 'ArrayExpression': {
      const items: StaticValue[] = []
      for (const element of node.elements as unknown[]) {
        if (!isNode(element)) return NOT_STATIC
        const value = staticValue(element)
        if (value === NOT_STATIC) return NOT_STATIC
        items.push(value)
      }
      return items
    }
    case 'ObjectExpression': {
      const object: Record<string, StaticValue> = {}
      for (const property of node.properties as unknown[]) {
        if (!isNode(property) || property.type !== 'Property') return NOT_STATIC
        if (property.kind !== 'init' || property.computed || property.method) return NOT_STATIC
        if (property.shorthand || !isNode(property.key) || !isNode(property.value))
          return NOT_STATIC
        const key = property.key
        const name =
          key.type === 'Identifier' && typeof key.name === 'string'
            ? key.name
            : key.type === 'Literal' && typeof key.value === 'string'
              ? key.value
              : undefined
        if (name === undefined || name === '__proto__') return NOT_STATIC
        const value = staticValue(property.value)
        if (value === NOT_STATIC) return NOT_STATIC
        object[name] = value
      }
      return object
    }
    default:
      return NOT_STATIC
  }
}

/** What the build can run in a call's place: Panda's css() and its config recipes, by name. */
export interface StyleRuntime {
  css: StyleFunction
  recipes: Readonly<Record<string, StyleFunction>>
}
type StyleFunction = (...styles: never[]) => string

const CSS_MODULE = /(^|\/)styled-system\/css(\/index\.mjs)?$/
const RECIPES_MODULE = /(^|\/)styled-system\/recipes(\/index\.mjs)?$/

/** The file of styled-system/css each of its exports lives in. */
const CSS_FILES: Readonly<Record<string, string>> = {
  css: 'css.mjs',
  mergeCss: 'css.mjs',
  assignCss: 'css.mjs',
  cx: 'cx.mjs',
  cva: 'cva.mjs',
  getCompoundVariantCss: 'cva.mjs',
  assertCompoundVariant: 'cva.mjs',
  sva: 'sva.mjs',
}

interface StyleImport {
  node: AstNode
  /** The folder imported, without `/index.mjs`. */
  folder: string
  recipes: boolean
  specifiers: { imported: string; local: string }[]
}

/** The imports of the generated styled-system's css and recipes, each named import simple. */
function styleImports(program: AstNode): StyleImport[] {
  const imports: StyleImport[] = []
  for (const statement of program.body as unknown[]) {
    if (!isNode(statement) || statement.type !== 'ImportDeclaration') continue
    const source = (statement.source as { value?: unknown } | undefined)?.value
    if (typeof source !== 'string') continue
    const recipes = RECIPES_MODULE.test(source)
    if (!recipes && !CSS_MODULE.test(source)) continue
    const specifiers: StyleImport['specifiers'] = []
    for (const specifier of statement.specifiers as unknown[]) {
      if (!isNode(specifier) || specifier.type !== 'ImportSpecifier') {
        specifiers.length = 0
        break
      }
      const imported = (specifier.imported as { name?: unknown } | undefined)?.name
      const local = (specifier.local as { name?: unknown } | undefined)?.name
      if (typeof imported !== 'string' || typeof local !== 'string') continue
      specifiers.push({ imported, local })
    }
    if (specifiers.length === 0) continue
    imports.push({
      node: statement,
      folder: source.replace(/\/index\.mjs$/, ''),
      recipes,
      specifiers,
    })
  }
  return imports
}

/**
 * The local names of css() and of each recipe imported from the generated styled-system, with
 * the function each stands for; and whether a recipe may be called with no arguments.
 */
function styleBindings(
  imports: StyleImport[],
  runtime: StyleRuntime,
): Map<string, { run: StyleFunction; bare: boolean }> {
  const names = new Map<string, { run: StyleFunction; bare: boolean }>()
  for (const { recipes, specifiers } of imports) {
    for (const { imported, local } of specifiers) {
      const run = recipes ? runtime.recipes[imported] : imported === 'css' ? runtime.css : undefined
      if (run) names.set(local, { run, bare: recipes })
    }
  }
  return names
}

/**
 * An import of the styled-system's index rewritten as imports of the files it re-exports, less
 * what no longer has a use: importing the index runs all of css() and every recipe (top-level
 * code), wherever only `cx` is left.
 */
function rewriteImport(
  styleImport: StyleImport,
  unused: ReadonlySet<string>,
  runtime: StyleRuntime,
): string {
  const byFile = new Map<string, string[]>()
  for (const { imported, local } of styleImport.specifiers) {
    if (unused.has(local)) continue
    const file = styleImport.recipes
      ? runtime.recipes[imported] && /^[a-z]+$/.test(imported)
        ? `${imported}.mjs`
        : 'index.mjs'
      : (CSS_FILES[imported] ?? 'index.mjs')
    const names = byFile.get(file) ?? []
    names.push(imported === local ? imported : `${imported} as ${local}`)
    byFile.set(file, names)
  }
  return [...byFile]
    .map(
      ([file, names]) =>
        `import { ${names.join(', ')} } from ${JSON.stringify(`${styleImport.folder}/${file}`)};`,
    )
    .join(' ')
}

/** Every node under `node`, depth first. */
function* walk(node: AstNode): Generator<AstNode> {
  yield node
  for (const key of Object.keys(node)) {
    const child = node[key]
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) yield* walk(item)
    } else if (isNode(child)) yield* walk(child)
  }
}

/**
 * `code` with every css() or recipe call whose arguments are written out replaced by its class
 * names and its styled-system imports taken from the files that define them, or undefined when
 * it imports nothing of the styled-system. A local binding that shadows one of those names is not
 * told apart: the project's lint keeps them for Panda's.
 */
export function inlineStaticCss(
  code: string,
  id: string,
  parse: (code: string) => unknown,
  runtime: StyleRuntime,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  if (!code.includes('styled-system/')) return undefined
  const program = parse(code)
  if (!isNode(program)) return undefined
  const imports = styleImports(program)
  if (imports.length === 0) return undefined
  const names = styleBindings(imports, runtime)
  const output = new MagicString(code)
  const inlined = new Map<string, number>()
  const references = new Map<string, number>()
  // Names that are not uses of a binding: `event.button`, `{ button: 1 }`, and the imports'
  // own names. A parent is walked before its children, so they are known by then.
  const notReferences = new Set<unknown>()
  for (const node of walk(program)) {
    if (node.type === 'MemberExpression' && node.computed !== true) notReferences.add(node.property)
    if (node.type === 'Property' && node.computed !== true && node.shorthand !== true)
      notReferences.add(node.key)
    if (node.type === 'ImportSpecifier') notReferences.add(node.imported).add(node.local)
    if (node.type === 'Identifier' && typeof node.name === 'string' && !notReferences.has(node)) {
      references.set(node.name, (references.get(node.name) ?? 0) + 1)
    }
    if (node.type !== 'CallExpression' || !isNode(node.callee)) continue
    const callee = node.callee
    if (callee.type !== 'Identifier' || typeof callee.name !== 'string') continue
    const binding = names.get(callee.name)
    if (!binding) continue
    const args = node.arguments as unknown[]
    if (args.length === 0 && !binding.bare) continue
    const values: StaticValue[] = []
    for (const arg of args) {
      if (!isNode(arg) || arg.type !== 'ObjectExpression') break
      const value = staticValue(arg)
      if (value === NOT_STATIC) break
      values.push(value)
    }
    if (values.length !== args.length) continue
    output.overwrite(node.start, node.end, JSON.stringify(binding.run(...(values as never[]))))
    inlined.set(callee.name, (inlined.get(callee.name) ?? 0) + 1)
  }
  // A name whose every use was a call now inlined has no use left.
  const unused = new Set(
    [...inlined].filter(([name, count]) => references.get(name) === count).map(([name]) => name),
  )
  for (const styleImport of imports) {
    output.overwrite(
      styleImport.node.start,
      styleImport.node.end,
      rewriteImport(styleImport, unused, runtime),
    )
  }
  return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) }
}

/** The functions a generated module exports, each callable with any styles. */
async function exportedStyleFunctions(url: string): Promise<Record<string, StyleFunction>> {
  const module: unknown = await import(url)
  const functions: Record<string, StyleFunction> = {}
  if (typeof module !== 'object' || module === null) return functions
  for (const name of Object.keys(module)) {
    const value: unknown = Reflect.get(module, name)
    if (typeof value === 'function')
      functions[name] = (...styles) => String(Reflect.apply(value, undefined, styles))
  }
  return functions
}

/** The build's side of it; the dev server and tests keep the runtime. */
export function staticCss(): Plugin {
  let runtime: StyleRuntime | undefined
  let root = process.cwd()
  return {
    name: 'rental:static-css',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      // Loaded at build time from the generated folder (`panda codegen` runs before every build).
      const fromRoot = (path: string) => pathToFileURL(join(root, path)).href
      const { css } = await exportedStyleFunctions(fromRoot('styled-system/css/index.mjs'))
      if (!css) throw new Error('styled-system/css has no css()')
      const recipes = await exportedStyleFunctions(fromRoot('styled-system/recipes/index.mjs'))
      runtime = { css, recipes }
    },
    transform(code, id) {
      if (!runtime || id.includes('node_modules') || id.includes('/styled-system/'))
        return undefined
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return undefined
      return inlineStaticCss(code, id, (source) => this.parse(source), runtime)
    },
  }
}
