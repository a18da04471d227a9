import type { Plugin } from 'vite'
import { isRouteComponentModule } from '../prerender/chunks'

// In a sandbox build, a script's dynamic import asks Vite's preload helper for a
// <link rel=modulepreload> only when it imports a page's own code (stylesheets are always
// loaded). Every other one went without:
// - The sandbox's code (mocks/browser.ts loads the platform in some twenty stages, then the
//   panel) asked for 65 links on the cars page, against 17 in a production build.
// - The app's platform calls (src/api/queries/platform-calls.ts) asked again for the schema files
//   the sandbox's stages had already run, in the task that refreshes the page's data once it is
//   interactive.
// Inserting a link costs the main thread about a millisecond (4 at a phone's 4× slower CPU), in
// the very tasks the staged start keeps short. A sandbox build's files all come from the same
// server as the page, its stages load in dependency order, so the browser fetches what is left
// of an import as it reads each file. A page's code keeps its links: following a link to another
// page does not wait a round trip per file it needs.

const SANDBOX_MODULE = /[\\/]mocks[\\/]/

/** Whether a built chunk holds sandbox code. */
export function isSandboxChunk(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => SANDBOX_MODULE.test(id))
}

/** Whether a built chunk is a route's component (a page's own code). */
export function isRouteComponentChunk(facadeModuleId: string | null | undefined): boolean {
  return facadeModuleId ? isRouteComponentModule(facadeModuleId) : false
}

export function sandboxImportsWithoutPreloads(): Plugin {
  const pageChunks = new Set<string>()
  return {
    name: 'rental-sandbox-imports-without-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          // A stylesheet stays: the helper loads it, before the import resolves, only if listed.
          resolveDependencies: (file, dependencies, { hostType }) =>
            hostType === 'js' && !pageChunks.has(file)
              ? dependencies.filter((dependency) => dependency.endsWith('.css'))
              : dependencies,
        },
      },
    }),
    // Before Vite writes the preload lists (its own generateBundle), with the files' final names.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const [fileName, output] of Object.entries(bundle)) {
          if (
            output.type === 'chunk' &&
            !isSandboxChunk(output.moduleIds) &&
            isRouteComponentChunk(output.facadeModuleId)
          ) {
            pageChunks.add(fileName)
          }
        }
      },
    },
  }
}
