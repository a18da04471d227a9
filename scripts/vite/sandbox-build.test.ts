import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  resolveSandbox,
  sandboxBuild,
  sandboxDefine,
  sandboxInProductionError,
  type SandboxChoice,
} from './sandbox-build'

const build = (mode: string, env: Record<string, string | undefined> = {}) =>
  resolveSandbox({ command: 'build', mode, env })

describe('which builds carry the sandbox', () => {
  it('leaves it out of a plain build and keeps it in the dev server, tests and the demo modes', () => {
    expect(build('production').sandbox).toBe(false)
    expect(build('staging').sandbox).toBe(false)
    expect(build('e2e').sandbox).toBe(true)
    expect(build('sandbox').sandbox).toBe(true)
    expect(resolveSandbox({ command: 'serve', mode: 'development', env: {} }).sandbox).toBe(true)
    expect(resolveSandbox({ command: 'serve', mode: 'test', env: {} }).sandbox).toBe(true)
  })

  it('follows VITE_SANDBOX when it is set, in any mode', () => {
    expect(build('production', { VITE_SANDBOX: 'true' })).toEqual({
      sandbox: true,
      reason: 'VITE_SANDBOX=true',
    })
    expect(build('e2e', { VITE_SANDBOX: 'false' }).sandbox).toBe(false)
    expect(build('production', { VITE_SANDBOX: '' }).sandbox).toBe(false)
    const dev = resolveSandbox({
      command: 'serve',
      mode: 'development',
      env: { VITE_SANDBOX: 'false' },
    })
    expect(dev.sandbox).toBe(false)
  })

  it('refuses a value that is neither true nor false instead of guessing', () => {
    expect(() => build('production', { VITE_SANDBOX: 'off' })).toThrow(/"true" or "false"/)
    expect(() => build('production', { VITE_SANDBOX: '0' })).toThrow(/"true" or "false"/)
  })

  it('hands the app a value its `!== "false"` checks can fold', () => {
    expect(sandboxDefine(build('production'))).toEqual({
      'import.meta.env.VITE_SANDBOX': '"false"',
    })
    expect(sandboxDefine(build('e2e'))).toEqual({ 'import.meta.env.VITE_SANDBOX': '"true"' })
  })
})

describe('the production environment never carries the sandbox', () => {
  it('stops the build, saying why the sandbox is on and how to build either way', () => {
    const error = sandboxInProductionError(
      build('production', { VITE_SANDBOX: 'true' }),
      'production',
    )
    expect(error).toMatch(/^VITE_APP_ENV=production with the sandbox on \(VITE_SANDBOX=true\)/)
    expect(error).toContain('VITE_SANDBOX=false')
    expect(error).toContain('npm run build:sandbox')
    expect(sandboxInProductionError(build('e2e'), 'production')).toContain(
      'a build in mode "e2e" is a sandbox build',
    )
  })

  it('lets every other pair through', () => {
    expect(sandboxInProductionError(build('production'), 'production')).toBeUndefined()
    expect(sandboxInProductionError(build('e2e'), undefined)).toBeUndefined()
    expect(sandboxInProductionError(build('e2e'), 'internal')).toBeUndefined()
    expect(sandboxInProductionError(build('sandbox'), 'sandbox')).toBeUndefined()
  })

  it('fails as the configuration resolves, before anything is built', () => {
    const plugin = sandboxBuild(build('production', { VITE_SANDBOX: 'true' }), 'production')
    const configResolved = plugin.configResolved
    expect(typeof configResolved).toBe('function')
    if (typeof configResolved !== 'function') return
    expect(() => {
      Reflect.apply(configResolved, {}, [{}])
    }).toThrow(/VITE_APP_ENV=production/)
  })
})

describe('the sandbox workers in the output', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  async function writeOutput(choice: SandboxChoice): Promise<string[]> {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-build-'))
    for (const file of ['index.html', 'mockServiceWorker.js', 'sandbox-worker.js', 'favicon.svg']) {
      await writeFile(join(dir, file), '')
    }
    const writeBundle = sandboxBuild(choice, undefined).writeBundle
    if (typeof writeBundle !== 'function') throw new Error('writeBundle is not a function')
    await Reflect.apply(writeBundle, {}, [{ dir }, {}])
    return (await readdir(dir)).sort()
  }

  it('are removed from a build without the sandbox', async () => {
    expect(await writeOutput(build('production'))).toEqual(['favicon.svg', 'index.html'])
  })

  it('stay in a sandbox build', async () => {
    expect(await writeOutput(build('e2e'))).toEqual([
      'favicon.svg',
      'index.html',
      'mockServiceWorker.js',
      'sandbox-worker.js',
    ])
  })
})
