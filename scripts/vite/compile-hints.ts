import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

// V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a script whose
// first line is this magic comment has all its functions compiled eagerly, on a background
// thread while it streams in. Without it V8 compiles each function on the main thread the first
// time it is called, and on a page's start nearly every function of the app's files is: creating
// the router, setting up i18next, hydrating and starting the session each began by compiling
// their code: about a fifth of the main thread's CPU after the first paint, in traces of the
// cars page (decision 020). The files loaded later (a dialog's code, the booking
// machine) are compiled the same way as they arrive, so their first use is not held up either.
// The hint costs about 40 bytes gzipped per file, so the many small files, whose compiling is
// little work anyway, go without it.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Files from this size up carry the hint: nearly all of the app's code is in them. */
export const HINTED_FROM_BYTES = 8 * 1024

/** The chunk with the hint as its very first line, where V8 looks for it. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`
}

/** The chunk's source map shifted one line down, past the hint's line. */
export function shiftedSourceMap(source: string): string {
  const map: unknown = JSON.parse(source)
  if (typeof map !== 'object' || map === null || !('mappings' in map)) {
    throw new Error('A source map without mappings: check scripts/vite/compile-hints.ts')
  }
  const { mappings } = map
  if (typeof mappings !== 'string') throw new Error('A source map whose mappings are not text')
  return JSON.stringify({ ...map, mappings: `;${mappings}` })
}

export function compileHints(): Plugin {
  return {
    name: 'rental-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own last rewrite, which puts its preload map at the top of a chunk.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.length < HINTED_FROM_BYTES) continue
          if (file.code.startsWith(COMPILE_HINT)) continue
          file.code = withCompileHint(file.code)
          const map = bundle[`${file.fileName}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') {
            map.source = shiftedSourceMap(map.source)
          }
        }
      },
    },
  }
}

/** The build's large JavaScript files that do not start with the hint (`npm run size` fails on any). */
export async function filesWithoutCompileHint(outDir: string): Promise<string[]> {
  const assets = join(outDir, 'assets')
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'))
  const missing: string[] = []
  for (const file of files) {
    const code = await readFile(join(assets, file), 'utf8')
    const hinted = code.startsWith(`${COMPILE_HINT}\n`)
    if (!hinted && code.length >= HINTED_FROM_BYTES) missing.push(file)
  }
  return missing
}
