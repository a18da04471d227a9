import { describe, expect, it } from 'vitest'
import { firstLoadFiles, importCycles, type Manifest } from './bundle-size'

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

describe('firstLoadFiles', () => {
  it('counts the entry and its boot stages with their static imports, not what they load lazily', () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'index.js',
        isEntry: true,
        imports: ['_runtime'],
        dynamicImports: ['src/boot/framework.ts', '_app'],
      },
      _runtime: chunk('runtime.js'),
      'src/boot/framework.ts': {
        ...chunk('framework.js', ['_react-dom']),
        src: 'src/boot/framework.ts',
      },
      '_react-dom': chunk('react-dom.js'),
      // A stage merged into a group's file has no source of its own in the manifest.
      _app: {
        ...chunk('app.js', ['_react-dom', '_shared']),
        dynamicImports: ['cars', 'mocks/browser.ts'],
      },
      _shared: chunk('shared.js'),
      cars: chunk('cars.js', ['_cars-piece']),
      '_cars-piece': chunk('cars-piece.js'),
      'mocks/browser.ts': { ...chunk('browser.js'), src: 'mocks/browser.ts' },
    }
    expect([...firstLoadFiles(manifest)].map((key) => manifest[key]?.file).sort()).toEqual([
      'app.js',
      'framework.js',
      'index.js',
      'react-dom.js',
      'runtime.js',
      'shared.js',
    ])
  })
})
