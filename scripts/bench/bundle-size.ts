import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

// JavaScript sizes of a Vite build, gzipped (level 9, as a CDN would serve them), from its
// manifest: what the first load needs (the entry and its static imports) and everything.

interface ManifestChunk {
  file: string
  isEntry?: boolean
  src?: string
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

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

async function sizeOf(outDir: string, manifest: Manifest, keys: Iterable<string>) {
  let bytes = 0
  for (const key of keys) {
    const file = manifest[key]?.file
    if (file?.endsWith('.js')) bytes += await gzipBytes(join(outDir, file))
  }
  return bytes
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
  for (const [label, fragment] of Object.entries(lazy)) {
    const key = Object.keys(manifest).find((candidate) => candidate.includes(fragment))
    if (!key) throw new Error(`No chunk in the manifest matches ${fragment}`)
    const closure = staticClosure(manifest, key)
    lazyBytes[label] = await sizeOf(
      outDir,
      manifest,
      [...closure].filter((file) => !first.has(file)),
    )
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
  }
}
