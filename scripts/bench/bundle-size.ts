import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

// JavaScript sizes of a Vite build, gzipped (level 9, as a CDN would serve them), from its
// manifest: what the first load needs (the entry and its static imports) and everything.

export interface ManifestChunk {
  file: string
  isEntry?: boolean
  src?: string
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

const gzipBytes = async (path: string) => gzipSync(await readFile(path), { level: 9 }).byteLength

async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** A chunk's file and the files of everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

/**
 * The files only `key` reaches: its static closure without what any other entry or lazily loaded
 * chunk reaches. A session that never loads `key` never downloads them.
 */
export function reachedOnlyFrom(manifest: Manifest, key: string): Set<string> {
  const roots = new Set<string>()
  for (const [candidate, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) roots.add(candidate)
    for (const imported of chunk.dynamicImports ?? []) roots.add(imported)
  }
  roots.delete(key)
  const elsewhere = new Set<string>()
  for (const root of roots) staticClosure(manifest, root, elsewhere)
  return new Set([...staticClosure(manifest, key)].filter((file) => !elsewhere.has(file)))
}

async function sizeOf(outDir: string, manifest: Manifest, keys: Iterable<string>) {
  let bytes = 0
  for (const key of keys) {
    const file = manifest[key]?.file
    if (file?.endsWith('.js')) bytes += await gzipBytes(join(outDir, file))
  }
  return bytes
}

/**
 * Files that import each other, directly or around a loop. Cutting shared code by page can give
 * two pieces that each import the other; the browser then runs one before the other has set up
 * what it exports (a machine built with an actor still undefined), so a build must have none.
 */
export function importCycles(manifest: Manifest): string[][] {
  // Tarjan's strongly connected components over the chunks' static imports.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (key: string) => {
    index.set(key, index.size)
    low.set(key, index.size - 1)
    stack.push(key)
    onStack.add(key)
    for (const next of manifest[key]?.imports ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(key, Math.min(low.get(key) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) {
        low.set(key, Math.min(low.get(key) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(key) !== index.get(key)) return
    const component: string[] = []
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member)
      component.push(manifest[member]?.file ?? member)
      if (member === key) break
    }
    if (component.length > 1) cycles.push(component)
  }
  for (const key of Object.keys(manifest)) if (!index.has(key)) visit(key)
  return cycles
}

/**
 * Session replay's module: only a session that records downloads it (src/lib/monitoring.ts), so
 * "all JavaScript, every route" leaves out what only it reaches (decision 017). Measure it as a
 * lazy chunk under this label (`measureBundle`'s `lazy`) and count with `everyRouteBytes`.
 */
export const REPLAY_CHUNK = { replay: 'src/lib/sentry-replay.ts' } as const

/** Every JavaScript file but what only session replay reaches (`REPLAY_CHUNK` measured). */
export function everyRouteBytes(sizes: BundleSizes): number {
  const replay = sizes.lazyOnlyBytes.replay
  if (replay === undefined)
    throw new Error('Measure the bundle with REPLAY_CHUNK to leave replay out')
  return sizes.allBytes - replay
}

export interface BundleSizes {
  /** Entry chunk plus its static imports. */
  firstLoadBytes: number
  /** First load plus the route chunk (and its static imports) a page needs. */
  routeBytes: Record<string, number>
  /** Every JavaScript file of the build. */
  allBytes: number
  /** A lazily loaded chunk and its static imports, without what the first load already has. */
  lazyBytes: Record<string, number>
  /** What only that lazily loaded chunk reaches (`reachedOnlyFrom`). */
  lazyOnlyBytes: Record<string, number>
  /** Chunks that import each other (importCycles): none in a sound build. */
  cycles: string[][]
}

/** `routes` maps a label to a manifest key fragment, e.g. `cars/index.tsx?tsr-split=component`. */
export async function measureBundle(
  outDir: string,
  routes: Record<string, string>,
  lazy: Record<string, string> = {},
): Promise<BundleSizes> {
  const manifest = await readManifest(outDir)
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entry) throw new Error('The build manifest has no entry chunk')
  const first = staticClosure(manifest, entry)
  const routeBytes: Record<string, number> = {}
  for (const [label, fragment] of Object.entries(routes)) {
    const key = Object.keys(manifest).find((candidate) => candidate.includes(fragment))
    if (!key) throw new Error(`No chunk in the manifest matches ${fragment}`)
    routeBytes[label] = await sizeOf(outDir, manifest, staticClosure(manifest, key, new Set(first)))
  }
  const lazyBytes: Record<string, number> = {}
  const lazyOnlyBytes: Record<string, number> = {}
  for (const [label, fragment] of Object.entries(lazy)) {
    const key = Object.keys(manifest).find((candidate) => candidate.includes(fragment))
    if (!key) throw new Error(`No chunk in the manifest matches ${fragment}`)
    const closure = staticClosure(manifest, key)
    lazyBytes[label] = await sizeOf(
      outDir,
      manifest,
      [...closure].filter((file) => !first.has(file)),
    )
    lazyOnlyBytes[label] = await sizeOf(outDir, manifest, reachedOnlyFrom(manifest, key))
  }
  const files = await readdir(join(outDir, 'assets'))
  let allBytes = 0
  for (const file of files) {
    if (file.endsWith('.js')) allBytes += await gzipBytes(join(outDir, 'assets', file))
  }
  return {
    firstLoadBytes: await sizeOf(outDir, manifest, first),
    routeBytes,
    allBytes,
    lazyBytes,
    lazyOnlyBytes,
    cycles: importCycles(manifest),
  }
}
