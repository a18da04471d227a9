import type { ResolveModulePreloadDependenciesFn, Rollup, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  isRouteComponentChunk,
  isSandboxChunk,
  sandboxImportsWithoutPreloads,
} from './sandbox-preloads'

function chunk(fileName: string, moduleIds: string[]): Rollup.OutputChunk {
  const facadeModuleId = moduleIds[0] ?? null
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    facadeModuleId,
  } as Partial<Rollup.OutputChunk> as Rollup.OutputChunk
}

/** The plugin's preload filter after it has seen a bundle, as Vite calls both. */
function filterAfter(bundle: Rollup.OutputChunk[]): ResolveModulePreloadDependenciesFn {
  const plugin = sandboxImportsWithoutPreloads()
  const config = (plugin.config as () => UserConfig)()
  const preload = config.build?.modulePreload
  if (typeof preload !== 'object' || !preload.resolveDependencies) throw new Error('no filter')
  const generate = plugin.generateBundle
  if (typeof generate !== 'object') throw new Error('no generateBundle hook')
  const files: Rollup.OutputBundle = Object.fromEntries(
    bundle.map((output) => [output.fileName, output]),
  )
  ;(generate.handler as (options: unknown, bundle: Rollup.OutputBundle) => void)({}, files)
  return preload.resolveDependencies
}

describe("the sandbox's imports without preload links", () => {
  it('tells sandbox code from the app by its modules', () => {
    expect(isSandboxChunk(['/app/mocks/browser.ts', '/app/node_modules/msw/lib/core.mjs'])).toBe(
      true,
    )
    expect(isSandboxChunk(['C:\\app\\mocks\\db.ts'])).toBe(true)
    expect(isSandboxChunk(['/app/src/app/main.tsx', '/app/node_modules/react/index.js'])).toBe(
      false,
    )
  })

  it("tells a page's own code by TanStack Router's split of its component", () => {
    expect(isRouteComponentChunk('/app/src/routes/$city/cars/index.tsx?tsr-split=component')).toBe(
      true,
    )
    expect(isRouteComponentChunk('/app/src/api/configuration.ts')).toBe(false)
    expect(isRouteComponentChunk(null)).toBe(false)
  })

  it("keeps the links of a page's own code and drops every other script's", () => {
    const resolve = filterAfter([
      chunk('assets/browser-abc.js', ['/app/mocks/browser.ts']),
      chunk('assets/index-def.js', ['/app/src/app/main.tsx']),
      chunk('assets/configuration-ghi.js', ['/app/src/api/configuration.ts']),
      chunk('assets/cars-jkl.js', ['/app/src/routes/$city/cars/index.tsx?tsr-split=component']),
    ])
    const deps = ['assets/db-1.js', 'assets/shared-2.js', 'assets/sonner-3.css']
    // The sandbox's stages, the sandbox itself and the platform calls go without.
    expect(
      resolve('assets/db-1.js', deps, { hostId: 'assets/browser-abc.js', hostType: 'js' }),
    ).toEqual(['assets/sonner-3.css'])
    expect(
      resolve('assets/browser-abc.js', deps, { hostId: 'assets/index-def.js', hostType: 'js' }),
    ).toEqual(['assets/sonner-3.css'])
    expect(
      resolve('assets/configuration-ghi.js', deps, {
        hostId: 'assets/index-def.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/sonner-3.css'])
    // A page's code, and what the page's markup names, keep theirs.
    expect(
      resolve('assets/cars-jkl.js', deps, { hostId: 'assets/index-def.js', hostType: 'js' }),
    ).toEqual(deps)
    expect(
      resolve('assets/index-def.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps)
  })
})
