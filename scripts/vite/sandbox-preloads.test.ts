import type { ResolveModulePreloadDependenciesFn, Rollup, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { isSandboxChunk, sandboxImportsWithoutPreloads } from './sandbox-preloads'

function chunk(fileName: string, moduleIds: string[]): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds } as Partial<Rollup.OutputChunk> as Rollup.OutputChunk
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

  it("drops the links of imports made by the sandbox's files and keeps the app's", () => {
    const resolve = filterAfter([
      chunk('assets/browser-abc.js', ['/app/mocks/browser.ts']),
      chunk('assets/index-def.js', ['/app/src/app/main.tsx']),
    ])
    const deps = ['assets/db-1.js', 'assets/shared-2.js']
    expect(
      resolve('assets/db-1.js', deps, { hostId: 'assets/browser-abc.js', hostType: 'js' }),
    ).toEqual([])
    expect(
      resolve('assets/browser-abc.js', deps, { hostId: 'assets/index-def.js', hostType: 'js' }),
    ).toEqual(deps)
    expect(
      resolve('assets/index-def.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps)
  })
})
