import { relative } from 'node:path'
import { z } from 'zod/mini'

// Which of a browser build's files a prerendered page needs to become interactive beyond the
// entry: the files the entry imports, then the code of the routes it shows and what that code
// imports. The page's loader asks for them (scripts/prerender/html.ts) once the page has painted,
// one preload link per task: asked for by the app, the bundler's preload helper added them all in
// one task, a few milliseconds each on a phone.

const buildChunksSchema = z.object({
  /** The build's base path, as the files are asked for ('/rental/'). */
  base: z.string(),
  chunks: z.array(
    z.object({
      file: z.string(),
      /** The files it imports statically. */
      imports: z.array(z.string()),
      isEntry: z.boolean(),
      /** The route whose component it is (a TanStack route id), if it is one. */
      route: z.optional(z.string()),
    }),
  ),
})
export type BuildChunks = z.infer<typeof buildChunksSchema>
type BuildChunk = BuildChunks['chunks'][number]

/** What a chunk of the bundler's output says about itself (Rollup's and Rolldown's shape). */
interface OutputChunkLike {
  type: 'chunk' | 'asset'
  fileName: string
  imports?: readonly string[]
  isEntry?: boolean
  facadeModuleId?: string | null
}

/** Whether a module is a route's component, as TanStack Router's plugin splits it off. */
export function isRouteComponentModule(moduleId: string): boolean {
  const [, query = ''] = moduleId.split('?')
  return query.split('&').includes('tsr-split=component')
}

/**
 * The route a module is the component of, from TanStack Router's file conventions: the router
 * plugin splits each route file's component into `<file>?tsr-split=component`, and the file's
 * path under src/routes is the route's id (`index` ends it with `/`, `route` is its folder).
 */
export function routeOfComponentModule(moduleId: string, routesDir: string): string | undefined {
  if (!isRouteComponentModule(moduleId)) return undefined
  const [path = ''] = moduleId.split('?')
  const name = relative(routesDir, path)
    .split('\\')
    .join('/')
    .replace(/\.[jt]sx?$/, '')
  if (name.startsWith('..')) return undefined
  if (name === 'index' || name.endsWith('/index')) return `/${name.slice(0, -'index'.length)}`
  if (name === 'route' || name.endsWith('/route')) return `/${name.slice(0, -'/route'.length)}`
  return `/${name}`
}

/** The build's chunks as the prerender step reads them (vite.config.ts writes them). */
export function buildChunks(
  bundle: Record<string, OutputChunkLike>,
  base: string,
  routesDir: string,
): BuildChunks {
  const chunks: BuildChunk[] = []
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue
    const route = output.facadeModuleId
      ? routeOfComponentModule(output.facadeModuleId, routesDir)
      : undefined
    chunks.push({
      file: output.fileName,
      imports: [...(output.imports ?? [])],
      isEntry: output.isEntry === true,
      ...(route === undefined ? {} : { route }),
    })
  }
  return { base, chunks }
}

/**
 * The files a page showing `routes` (its matches' ids, root first) loads as it becomes
 * interactive, besides the entry. First what the entry imports (React DOM is a file of its own,
 * vite.config.ts): the prerendered page has no preload links for them, and found only once the
 * entry has arrived, they would cost a round trip after it. Then each route's component and what
 * it imports, the deepest route first.
 */
export function firstPageFiles(build: BuildChunks, routes: readonly string[]): string[] {
  const byFile = new Map(build.chunks.map((chunk) => [chunk.file, chunk]))
  const closure = (start: readonly string[], into: Set<string>) => {
    const stack = [...start]
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (into.has(file)) continue
      into.add(file)
      stack.push(...(byFile.get(file)?.imports ?? []))
    }
    return into
  }
  const entries = build.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file)
  const withEntry = closure(entries, new Set())
  const files = [...withEntry].filter((file) => !entries.includes(file))
  for (const route of [...routes].reverse()) {
    const component = build.chunks.find((chunk) => chunk.route === route)
    if (!component) continue
    const before = new Set(withEntry)
    for (const file of closure([component.file], withEntry)) {
      if (!before.has(file)) files.push(file)
    }
  }
  return files.map((file) => `${build.base}${file}`)
}

/** Reads the chunks vite.config.ts wrote, refusing anything else. */
export function parseBuildChunks(text: string): BuildChunks {
  return buildChunksSchema.parse(JSON.parse(text))
}
