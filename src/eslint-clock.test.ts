import { join } from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// Tests run at a pinned instant (docs/testing.md); the repository's ESLint config stops a test,
// a test helper or the fake platform reading the wall clock instead of the sandbox clock.

const eslint = new ESLint({
  cwd: join(import.meta.dirname, '..'),
  overrideConfig: [tseslint.configs.disableTypeChecked],
})

async function clockErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message)
}

const WALL_CLOCK = 'Tests run at a pinned instant'

describe('the wall-clock check', { timeout: 30_000 }, () => {
  it.each([
    ['Date.now()', 'export const now = Date.now()'],
    ['new Date()', 'export const now = new Date()'],
    ['Temporal.Now', 'export const today = Temporal.Now.plainDateISO()'],
  ])('stops a feature test reading %s', async (_name, code) => {
    expect(await clockErrors('src/routes/-probe.test.tsx', code)).toEqual([
      expect.stringContaining(WALL_CLOCK),
    ])
  })

  it('stops it in the fake platform, test helpers and browser tests too', async () => {
    for (const file of ['mocks/lib/probe.ts', 'src/test/probe.ts', 'e2e/probe.spec.ts']) {
      expect(await clockErrors(file, 'export const now = Date.now()')).toEqual([
        expect.stringContaining(WALL_CLOCK),
      ])
    }
  })

  it('stops fake timers that leave Date real', async () => {
    const code = "vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })"
    expect(await clockErrors('src/lib/probe.test.ts', code)).toEqual([
      expect.stringContaining("add 'Date' to toFake"),
    ])
    const pinned = "vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })"
    expect(await clockErrors('src/lib/probe.test.ts', pinned)).toEqual([])
  })

  it('lets a date be built from a value, the clock helper read the machine, and the app run', async () => {
    expect(
      await clockErrors('src/routes/-probe.test.tsx', "export const d = new Date('2027-03-18')"),
    ).toEqual([])
    expect(
      await clockErrors('mocks/lib/controls.ts', 'export const now = () => Date.now()'),
    ).toEqual([])
    expect(await clockErrors('src/lib/probe.ts', 'export const now = Date.now()')).toEqual([])
  })
})
