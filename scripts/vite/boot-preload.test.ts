import { describe, expect, it } from 'vitest'
import { bootFiles, type BundleChunk } from './boot-preload'

const chunk = (fileName: string, rest: Partial<BundleChunk> = {}): [string, BundleChunk] => [
  fileName,
  { type: 'chunk', fileName, ...rest },
]

describe('bootFiles', () => {
  const bundle = Object.fromEntries([
    chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/runtime.js'],
      dynamicImports: ['assets/framework.js', 'assets/start-page.js'],
    }),
    chunk('assets/runtime.js'),
    chunk('assets/framework.js', {
      imports: ['assets/react-dom.js', 'assets/runtime.js'],
    }),
    chunk('assets/react-dom.js', { imports: ['assets/index.js'] }),
    chunk('assets/start-page.js', {
      imports: ['assets/react-dom.js', 'assets/shared-1.js'],
      dynamicImports: ['assets/cars.js'],
    }),
    chunk('assets/shared-1.js'),
    chunk('assets/cars.js', { imports: ['assets/shared-2.js'] }),
    chunk('assets/shared-2.js'),
  ])

  it('lists each boot stage with its static imports, once each, without what the entry loads', () => {
    expect(bootFiles(bundle)).toEqual([
      'assets/framework.js',
      'assets/react-dom.js',
      'assets/start-page.js',
      'assets/shared-1.js',
    ])
  })

  it('leaves out what the stages load lazily (pages)', () => {
    const files = bootFiles(bundle)
    expect(files).not.toContain('assets/cars.js')
    expect(files).not.toContain('assets/shared-2.js')
  })
})
