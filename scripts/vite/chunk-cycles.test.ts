import { afterEach, describe, expect, it } from 'vitest'
import { chunkCycles, chunkGraph } from './chunk-cycles'

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports })

/** Runs the plugin's check on a bundle, as the bundler does once the chunks are cut. */
function check(
  bundle: Record<string, ReturnType<typeof chunk> | { type: 'asset'; fileName: string }>,
) {
  const hook = chunkCycles().generateBundle
  if (typeof hook !== 'function') throw new Error('generateBundle is not a function')
  const context = {
    error(message: string): never {
      throw new Error(message)
    },
  }
  Reflect.apply(hook, context, [{}, bundle, false])
}

describe('chunk cycles', () => {
  const exitCode = process.exitCode
  afterEach(() => {
    process.exitCode = exitCode
  })

  it('reads the chunks and their static imports, not the assets', () => {
    expect(
      chunkGraph({
        'a.js': chunk('a.js', ['b.js']),
        'b.js': chunk('b.js', []),
        'a.css': { type: 'asset', fileName: 'a.css' },
      }),
    ).toEqual({
      'a.js': { file: 'a.js', imports: ['b.js'] },
      'b.js': { file: 'b.js', imports: [] },
    })
  })

  it('lets a bundle without loops through', () => {
    expect(() =>
      check({ 'entry.js': chunk('entry.js', ['shared.js']), 'shared.js': chunk('shared.js', []) }),
    ).not.toThrow()
    expect(process.exitCode).toBe(exitCode)
  })

  it('fails the build on files that import each other, naming them, and sets the exit code', () => {
    expect(() =>
      check({
        'entry.js': chunk('entry.js', ['shared-a.js']),
        'shared-a.js': chunk('shared-a.js', ['shared-b.js']),
        'shared-b.js': chunk('shared-b.js', ['shared-a.js']),
      }),
    ).toThrow(/shared-(a|b)\.js <-> shared-(a|b)\.js/)
    expect(process.exitCode).toBe(1)
  })
})
