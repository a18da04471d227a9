import type { ConfigEnv, Plugin, PluginOption, UserConfig } from 'vite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import viteConfig from '../../vite.config'

// The project's own vite.config.ts, asked for a build's or the dev server's configuration: the
// sandbox choice reaches the app's code, and the production check is in the build.

const configFor = (command: ConfigEnv['command'], mode: string): UserConfig =>
  viteConfig({ command, mode })

const sandboxIn = (command: ConfigEnv['command'], mode: string): unknown =>
  configFor(command, mode).define?.['import.meta.env.VITE_SANDBOX']

const isPlugin = (option: PluginOption): option is Plugin =>
  typeof option === 'object' && option !== null && 'name' in option

/** What the build does as its configuration resolves: the sandbox check throws there. */
async function resolveBuild(mode: string): Promise<void> {
  const plugin = (configFor('build', mode).plugins ?? [])
    .filter(isPlugin)
    .find((candidate) => candidate.name === 'rental:sandbox-build')
  if (typeof plugin?.configResolved !== 'function') throw new Error('no sandbox check in the build')
  await Reflect.apply(plugin.configResolved, {}, [{}])
}

describe('vite.config.ts', () => {
  beforeEach(() => {
    // Vitest exports the test run's own define as environment variables; start from none.
    vi.stubEnv('VITE_SANDBOX', undefined)
    vi.stubEnv('VITE_APP_ENV', undefined)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('builds without the sandbox unless asked, and with it for the e2e build and the dev server', () => {
    expect(sandboxIn('build', 'production')).toBe('"false"')
    expect(sandboxIn('build', 'e2e')).toBe('"true"')
    expect(sandboxIn('build', 'sandbox')).toBe('"true"')
    expect(sandboxIn('serve', 'development')).toBe('"true"')
    vi.stubEnv('VITE_SANDBOX', 'true')
    expect(sandboxIn('build', 'production')).toBe('"true"')
  })

  it('refuses a production-environment build with the sandbox on', async () => {
    vi.stubEnv('VITE_APP_ENV', 'production')
    await expect(resolveBuild('production')).resolves.toBeUndefined()
    await expect(resolveBuild('e2e')).rejects.toThrow(/VITE_APP_ENV=production with the sandbox on/)
    vi.stubEnv('VITE_SANDBOX', 'true')
    await expect(resolveBuild('production')).rejects.toThrow(/\(VITE_SANDBOX=true\)/)
  })
})
