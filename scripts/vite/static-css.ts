import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

// Panda's css({...}) is a function the browser runs: every call turns a style object into class
// names, at module evaluation and on every render (the first page's profile: ~15 ms of the entry's
// evaluation at 1x, more in each page's chunk). Where the object is written out in full, the
// build runs the same function (the generated styled-system/css) and writes its answer in the
// call's place. Calls with anything computed keep the runtime. Panda's own stylesheet comes from
// the source files, so it is unchanged. (Panda 2's bundler plugin does this as "source
// transforms"; this project is on Panda 1.)

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

/** The local names `css` is imported as from the generated styled-system. */
function cssBindings(program: AstNode): Set<string> {
  const names = new Set<string>()
  for (const statement of program.body as unknown[]) {
    if (!isNode(statement) || statement.type !== 'ImportDeclaration') continue
    const source = (statement.source as { value?: unknown } | undefined)?.value
    if (typeof source !== 'string' || !/(^|\/)styled-system\/css(\/index\.mjs)?$/.test(source))
      continue
    for (const specifier of statement.specifiers as unknown[]) {
      if (!isNode(specifier) || specifier.type !== 'ImportSpecifier') continue
      const imported = specifier.imported as { name?: unknown } | undefined
      const local = specifier.local as { name?: unknown } | undefined
      if (imported?.name === 'css' && typeof local?.name === 'string') names.add(local.name)
    }
  }
  return names
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
 * `code` with every css() call whose arguments are written out replaced by its class names, or
 * undefined when there is none. A local binding that shadows `css` is not told apart: the
 * project's lint keeps `css` for Panda's.
 */
export function inlineStaticCss(
  code: string,
  id: string,
  parse: (code: string) => unknown,
  css: (...styles: never[]) => string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  if (!code.includes('styled-system/css')) return undefined
  const program = parse(code)
  if (!isNode(program)) return undefined
  const names = cssBindings(program)
  if (names.size === 0) return undefined
  const output = new MagicString(code)
  let changed = false
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression' || !isNode(node.callee)) continue
    const callee = node.callee
    if (callee.type !== 'Identifier' || typeof callee.name !== 'string' || !names.has(callee.name))
      continue
    const args = node.arguments as unknown[]
    if (args.length === 0) continue
    const values: StaticValue[] = []
    for (const arg of args) {
      if (!isNode(arg) || arg.type !== 'ObjectExpression') break
      const value = staticValue(arg)
      if (value === NOT_STATIC) break
      values.push(value)
    }
    if (values.length !== args.length) continue
    output.overwrite(node.start, node.end, JSON.stringify(css(...(values as never[]))))
    changed = true
  }
  if (!changed) return undefined
  return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) }
}

/** The build's side of it; the dev server and tests keep the runtime. */
export function staticCss(): Plugin {
  let css: ((...styles: never[]) => string) | undefined
  let root = process.cwd()
  return {
    name: 'rental:static-css',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      // Loaded at build time from the generated folder (`panda codegen` runs before every build).
      const url = pathToFileURL(join(root, 'styled-system/css/index.mjs')).href
      const module: unknown = await import(url)
      const runtime: unknown =
        typeof module === 'object' && module !== null ? Reflect.get(module, 'css') : undefined
      if (typeof runtime !== 'function') throw new Error('styled-system/css has no css()')
      css = (...styles) => String(Reflect.apply(runtime, undefined, styles))
    },
    transform(code, id) {
      if (!css || id.includes('node_modules') || id.includes('/styled-system/')) return undefined
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return undefined
      return inlineStaticCss(code, id, (source) => this.parse(source), css)
    },
  }
}
