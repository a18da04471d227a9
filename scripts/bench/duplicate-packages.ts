import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

// Two copies of one library in a build (npm could not share one version between the app and a
// dependency): each copy is downloaded, parsed and run. The build's source maps name every
// module a script holds, so a package reached through two node_modules folders shows there.

export interface DuplicatePackage {
  name: string
  /** The node_modules folders it was bundled from, e.g. `node_modules/web-vitals`. */
  copies: string[]
}

// The last node_modules segment of a path and the package after it (scoped or not).
const PACKAGE = /^(.*node_modules\/)((?:@[^/]+\/)?[^/]+)\//

/** The package a module's path belongs to, with the folder it was installed in; none for app code. */
export function packageOf(source: string): { name: string; folder: string } | undefined {
  const path = source.replaceAll('\\', '/')
  let match: RegExpExecArray | null = null
  // Nested installs (a/node_modules/b/node_modules/c) belong to their innermost package.
  for (let rest = path; ;) {
    const next = PACKAGE.exec(rest)
    if (!next) break
    match = next
    rest = rest.slice(next[1]?.length ?? 0)
  }
  const name = match?.[2]
  if (!name) return undefined
  const folder = path.slice(0, path.lastIndexOf(`node_modules/${name}/`)) + `node_modules/${name}`
  return { name, folder: folder.slice(folder.indexOf('node_modules/')) }
}

/** Every package bundled from more than one folder, from the build's `.js.map` files. */
export async function findDuplicatePackages(outDir: string): Promise<DuplicatePackage[]> {
  const folders = new Map<string, Set<string>>()
  const assets = join(outDir, 'assets')
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js.map')) continue
    const map = JSON.parse(await readFile(join(assets, file), 'utf8')) as { sources?: string[] }
    for (const source of map.sources ?? []) {
      const found = packageOf(source)
      if (!found) continue
      const seen = folders.get(found.name) ?? new Set<string>()
      seen.add(found.folder)
      folders.set(found.name, seen)
    }
  }
  return [...folders]
    .filter(([, copies]) => copies.size > 1)
    .map(([name, copies]) => ({ name, copies: [...copies].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
