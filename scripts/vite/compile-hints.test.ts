import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown'
import {
  COMPILE_HINT,
  compileHints,
  filesWithoutCompileHint,
  HINTED_FROM_BYTES,
  shiftedSourceMap,
  withCompileHint,
} from './compile-hints'

function generateBundle(bundle: OutputBundle): void {
  const hook = compileHints().generateBundle
  if (hook === undefined || typeof hook === 'function') {
    throw new Error('no ordered generateBundle hook')
  }
  Reflect.apply(hook.handler, {}, [{}, bundle, false])
}

/** A chunk's code of `bytes` bytes. */
const codeOf = (call: string, bytes: number) => `${call}\n`.padEnd(bytes, ' ')

describe('V8 compile hints on the large chunks', () => {
  it('puts the hint on the first line, ahead of what Vite wrote at the top', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nexport const a = () => 1\n'
    expect(withCompileHint(code)).toBe(`${COMPILE_HINT}\n${code}`)
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code))
  })

  it('shifts the source map a line down, so every position still maps to its source', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' }
    expect(JSON.parse(shiftedSourceMap(JSON.stringify(map)))).toEqual({
      ...map,
      mappings: ';AAAA;AACA',
    })
    expect(() => shiftedSourceMap('{"version":3}')).toThrow(/compile-hints/)
  })

  it('marks every large chunk and shifts its own map; small chunks and assets stay as they are', () => {
    const entry = codeOf('run()', HINTED_FROM_BYTES)
    const page = codeOf('page()', HINTED_FROM_BYTES * 2)
    const small = codeOf('tiny()', HINTED_FROM_BYTES - 1)
    const chunk = { type: 'chunk', fileName: 'assets/index.js', code: entry } as OutputChunk
    const lazy = { type: 'chunk', fileName: 'assets/page.js', code: page } as OutputChunk
    const piece = { type: 'chunk', fileName: 'assets/piece.js', code: small } as OutputChunk
    const map = {
      type: 'asset',
      fileName: 'assets/index.js.map',
      source: JSON.stringify({ version: 3, sources: [], names: [], mappings: 'AAAA' }),
    } as OutputAsset
    const css = { type: 'asset', fileName: 'assets/index.css', source: 'a{}' } as OutputAsset
    const bundle: OutputBundle = {
      [chunk.fileName]: chunk,
      [lazy.fileName]: lazy,
      [piece.fileName]: piece,
      [map.fileName]: map,
      [css.fileName]: css,
    }
    generateBundle(bundle)
    expect(chunk.code).toBe(`${COMPILE_HINT}\n${entry}`)
    expect(lazy.code).toBe(`${COMPILE_HINT}\n${page}`)
    expect(piece.code).toBe(small)
    expect(JSON.parse(String(map.source))).toMatchObject({ mappings: ';AAAA' })
    expect(css.source).toBe('a{}')
    // A second pass changes nothing.
    generateBundle(bundle)
    expect(chunk.code).toBe(`${COMPILE_HINT}\n${entry}`)
    expect(JSON.parse(String(map.source))).toMatchObject({ mappings: ';AAAA' })
  })
})

describe("the size gate's check of the hint", () => {
  it('names each large built file that does not start with it', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'compile-hints-'))
    const write = (file: string, code: string) => writeFile(join(outDir, 'assets', file), code)
    try {
      await mkdir(join(outDir, 'assets'))
      await write('index.js', withCompileHint(codeOf('run()', HINTED_FROM_BYTES)))
      await write('late.js', `${codeOf('run()', HINTED_FROM_BYTES)}${COMPILE_HINT}\n`)
      await write('piece.js', codeOf('tiny()', HINTED_FROM_BYTES - 1))
      await write('index.css', 'a{}')
      expect(await filesWithoutCompileHint(outDir)).toEqual(['late.js'])
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  })
})
