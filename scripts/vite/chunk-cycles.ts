import type { Plugin } from 'vite'
import { importCycles, type Manifest } from '../bench/bundle-size'

// Cutting shared code by page can leave two files that import each other; the browser then runs
// one before the other has set up its exports, and a machine is built with an actor still
// undefined: the page waits for ever and nothing reports it (a sandbox build once stalled the
// checkout after 3-D Secure that way). Every build (production, sandbox, browser tests, the
// configured one) fails on such a loop instead of shipping it.

/** The chunks of a bundle as the manifest shape importCycles reads: each file and its imports. */
export function chunkGraph(
  bundle: Record<string, { type: string; fileName: string; imports?: readonly string[] }>,
): Manifest {
  const graph: Manifest = {}
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue
    graph[output.fileName] = { file: output.fileName, imports: [...(output.imports ?? [])] }
  }
  return graph
}

export function chunkCycles(): Plugin {
  return {
    name: 'rental-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycles = importCycles(chunkGraph(bundle))
      if (cycles.length === 0) return
      // A plugin's error can be caught and only logged on its way out (Panda's codegen watches
      // for uncaught exceptions), so the exit code is set here too: CI must see the failure.
      process.exitCode = 1
      this.error(
        'These files import each other, so one would run before the other is ready: ' +
          cycles.map((files) => files.join(' <-> ')).join('; ') +
          ". Lower the shared group's entriesAwareMergeThreshold in vite.config.ts (0 cannot make a loop).",
      )
    },
  }
}
