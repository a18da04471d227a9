import { describe, expect, it } from 'vitest'
import { sandboxPreloads } from '../vite.config'

// The sandbox build's HTML preloads the two chunks the first platform calls wait for, so they
// download beside the entry instead of after it has run.

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  isEntry: false,
})

describe('sandboxPreloads', () => {
  it('lists the sandbox start and the platform with what they import, never the entry', () => {
    const bundle = {
      'assets/index.js': { ...chunk('assets/index.js', '/app/index.html'), isEntry: true },
      'assets/browser.js': chunk('assets/browser.js', '/app/mocks/browser.ts', [
        'assets/index.js',
        'assets/msw.js',
      ]),
      'assets/msw.js': chunk('assets/msw.js', null),
      'assets/browser-platform.js': chunk(
        'assets/browser-platform.js',
        '/app/mocks/browser-platform.ts',
        ['assets/msw.js', 'assets/db.js'],
      ),
      'assets/db.js': chunk('assets/db.js', null),
      'assets/browser-extras.js': chunk('assets/browser-extras.js', '/app/mocks/browser-extras.ts'),
      'assets/cars.js': chunk('assets/cars.js', '/app/src/routes/cars.tsx'),
      'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css' },
    }
    expect(sandboxPreloads(bundle).sort()).toEqual([
      'assets/browser-platform.js',
      'assets/browser.js',
      'assets/db.js',
      'assets/msw.js',
    ])
  })

  it('adds nothing to a build without the sandbox', () => {
    expect(
      sandboxPreloads({ 'assets/index.js': { ...chunk('assets/index.js', null), isEntry: true } }),
    ).toEqual([])
  })
})
