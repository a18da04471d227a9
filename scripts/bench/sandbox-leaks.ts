import { readdir, readFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import { SANDBOX_PUBLIC_FILES } from '../vite/sandbox-build'

// What a build without the sandbox must not ship (docs/sandbox.md): its console API, its
// passwordless login and fault injection, its control endpoints and its service workers. Only
// what a browser runs is read (scripts and pages); source maps quote comments that may name these.

export const SANDBOX_MARKERS: readonly string[] = [
  'rentalSandbox',
  'loginAs',
  'injectFault',
  'mockServiceWorker',
  '/sandbox/controls',
  '/sandbox/login',
  '/sandbox/scenario',
  '/sandbox/faults',
  '/sandbox/reset',
]

const RUNS_IN_BROWSER = /\.(js|mjs|html)$/

export interface SandboxLeak {
  file: string
  marker: string
}

/** Every sandbox file and every marker in the scripts and pages of a build, by file. */
export async function findSandboxLeaks(outDir: string): Promise<SandboxLeak[]> {
  const leaks: SandboxLeak[] = []
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const file = relative(outDir, path)
    if (SANDBOX_PUBLIC_FILES.includes(basename(file)))
      leaks.push({ file, marker: 'the file itself' })
    if (!RUNS_IN_BROWSER.test(entry.name)) continue
    const text = await readFile(path, 'utf8')
    for (const marker of SANDBOX_MARKERS) {
      if (text.includes(marker)) leaks.push({ file, marker })
    }
  }
  return leaks.sort((a, b) => a.file.localeCompare(b.file))
}
