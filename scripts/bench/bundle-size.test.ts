import { describe, expect, it } from 'vitest'
import { importCycles, reachedOnlyFrom, type Manifest } from './bundle-size'

const chunk = (file: string, imports: string[] = []) => ({ file, imports })

describe('importCycles', () => {
  it('finds none where every import leads away (entry, pages, shared pieces)', () => {
    const manifest: Manifest = {
      'index.html': chunk('index.js'),
      cars: chunk('cars.js', ['index.html', '_a', '_b']),
      summary: chunk('summary.js', ['index.html', '_b']),
      _a: chunk('a.js', ['index.html', '_b']),
      _b: chunk('b.js', ['index.html']),
    }
    expect(importCycles(manifest)).toEqual([])
  })

  it('names the files of each loop, direct or around several files', () => {
    const manifest: Manifest = {
      'index.html': chunk('index.js'),
      _a: chunk('a.js', ['index.html', '_b']),
      _b: chunk('b.js', ['_a']),
      _c: chunk('c.js', ['_d']),
      _d: chunk('d.js', ['_e']),
      _e: chunk('e.js', ['_c', 'index.html']),
    }
    const cycles = importCycles(manifest).map((files) => [...files].sort())
    expect(cycles).toHaveLength(2)
    expect(cycles).toContainEqual(['a.js', 'b.js'])
    expect(cycles).toContainEqual(['c.js', 'd.js', 'e.js'])
  })
})

describe('reachedOnlyFrom', () => {
  it("is a lazy chunk's own files, without what the entry or another lazy chunk reaches", () => {
    const manifest: Manifest = {
      'index.html': { file: 'index.js', isEntry: true, dynamicImports: ['sentry', 'cars'] },
      sentry: { file: 'sentry.js', imports: ['index.html', '_core'], dynamicImports: ['replay'] },
      replay: { file: 'replay.js', imports: ['_core', '_rrweb', '_shared'] },
      cars: { file: 'cars.js', imports: ['index.html', '_shared'] },
      _core: chunk('core.js'),
      _rrweb: chunk('rrweb.js'),
      _shared: chunk('shared.js'),
    }
    expect(reachedOnlyFrom(manifest, 'replay')).toEqual(new Set(['replay', '_rrweb']))
    expect(reachedOnlyFrom(manifest, 'cars')).toEqual(new Set(['cars']))
  })
})
