import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findDuplicatePackages, packageOf } from './duplicate-packages'

describe('packageOf', () => {
  it('names the innermost package of a module, scoped or not, and nothing for app code', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toEqual({
      name: 'react-dom',
      folder: 'node_modules/react-dom',
    })
    expect(
      packageOf('../../node_modules/@sentry/browser-utils/node_modules/web-vitals/dist/a.js'),
    ).toEqual({
      name: 'web-vitals',
      folder: 'node_modules/@sentry/browser-utils/node_modules/web-vitals',
    })
    expect(packageOf('../../node_modules/@sentry/core/build/esm/scope.js')?.name).toBe(
      '@sentry/core',
    )
    expect(packageOf('../../src/lib/web-vitals.ts')).toBeUndefined()
  })
})

describe('findDuplicatePackages', () => {
  let dir = ''
  const map = (name: string, sources: string[]) =>
    writeFile(join(dir, 'assets', name), JSON.stringify({ version: 3, sources, mappings: '' }))
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'duplicate-packages-'))
    await mkdir(join(dir, 'assets'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('finds nothing when every package comes from one folder', async () => {
    await map('index.js.map', ['../../node_modules/web-vitals/dist/web-vitals.js'])
    await map('sentry.js.map', [
      '../../node_modules/web-vitals/dist/web-vitals.js',
      '../../node_modules/@sentry/browser-utils/build/esm/index.js',
    ])
    expect(await findDuplicatePackages(dir)).toEqual([])
  })

  it('names a package bundled from two folders, across files', async () => {
    await map('web-vitals.js.map', ['../../node_modules/web-vitals/dist/web-vitals.js'])
    await map('sentry.js.map', [
      '../../node_modules/@sentry/browser-utils/node_modules/web-vitals/dist/web-vitals.js',
    ])
    expect(await findDuplicatePackages(dir)).toEqual([
      {
        name: 'web-vitals',
        copies: [
          'node_modules/@sentry/browser-utils/node_modules/web-vitals',
          'node_modules/web-vitals',
        ],
      },
    ])
  })
})
