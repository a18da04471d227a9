import type { Plugin } from 'vite'

// Each dynamic import of the sandbox's code (mocks/browser.ts loads the platform in some twenty
// stages, then the panel) asked Vite's preload helper to add a <link rel=modulepreload> for every
// file the imported one needs: 65 links on the sandbox build's cars page, against 17 in a
// production build. Inserting a link costs the main thread about a millisecond (4 at a phone's
// 4× slower CPU), in the very tasks the staged start keeps short. The sandbox's code comes from
// the same server as the app, its stages load in dependency order (most of what a stage needs is
// already in), so its imports go without preload links and the browser fetches what is left as
// it reads each file. The app's own imports, the sandbox's first chunk among them, keep theirs.

const SANDBOX_MODULE = /[\\/]mocks[\\/]/

/** Whether a built chunk holds sandbox code (its dynamic imports then skip preload links). */
export function isSandboxChunk(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => SANDBOX_MODULE.test(id))
}

export function sandboxImportsWithoutPreloads(): Plugin {
  const sandboxChunks = new Set<string>()
  return {
    name: 'rental-sandbox-imports-without-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
            hostType === 'js' && sandboxChunks.has(hostId) ? [] : dependencies,
        },
      },
    }),
    // Before Vite writes the preload lists (its own generateBundle), with the files' final names.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type === 'chunk' && isSandboxChunk(output.moduleIds)) {
            sandboxChunks.add(fileName)
          }
        }
      },
    },
  }
}
