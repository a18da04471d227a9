import { describe, expect, it } from 'vitest'
import { importCycles, type Manifest } from './bundle-size'

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
