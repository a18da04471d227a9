import { describe, expect, it } from 'vitest'
import { buildChunks, firstPageFiles, parseBuildChunks, routeOfComponentModule } from './chunks'

// Which files a prerendered page's loader asks for: what the entry imports, then its routes' code.

const ROUTES = '/app/src/routes'

describe('the route a module is the component of', () => {
  it('follows TanStack Router’s file conventions', () => {
    const of = (file: string) => routeOfComponentModule(`${ROUTES}/${file}`, ROUTES)
    expect(of('{-$locale}/$city/cars/index.tsx?tsr-split=component')).toBe(
      '/{-$locale}/$city/cars/',
    )
    expect(of('{-$locale}/$city/cars/$listingsId.tsx?tsr-split=component')).toBe(
      '/{-$locale}/$city/cars/$listingsId',
    )
    expect(of('{-$locale}/$city/route.tsx?tsr-split=component')).toBe('/{-$locale}/$city')
    expect(of('index.tsx?tsr-split=component')).toBe('/')
  })

  it('is none for a module that is not a route’s component', () => {
    const of = (file: string) => routeOfComponentModule(`${ROUTES}/${file}`, ROUTES)
    expect(of('{-$locale}/$city/cars/index.tsx')).toBeUndefined()
    expect(of('{-$locale}/$city/cars/index.tsx?tsr-split=errorComponent')).toBeUndefined()
    expect(routeOfComponentModule('/app/src/lib/a.ts?tsr-split=component', ROUTES)).toBeUndefined()
  })
})

const BUILD = buildChunks(
  {
    'assets/index.js': {
      type: 'chunk',
      fileName: 'assets/index.js',
      imports: ['assets/react.js'],
      isEntry: true,
      facadeModuleId: '/app/index.html',
    },
    'assets/react.js': { type: 'chunk', fileName: 'assets/react.js', imports: [] },
    'assets/cars.js': {
      type: 'chunk',
      fileName: 'assets/cars.js',
      imports: ['assets/shared-a.js', 'assets/react.js'],
      facadeModuleId: `${ROUTES}/{-$locale}/$city/cars/index.tsx?tsr-split=component`,
    },
    'assets/car.js': {
      type: 'chunk',
      fileName: 'assets/car.js',
      imports: ['assets/shared-a.js', 'assets/gallery.js'],
      facadeModuleId: `${ROUTES}/{-$locale}/$city/cars/$listingsId.tsx?tsr-split=component`,
    },
    'assets/shared-a.js': {
      type: 'chunk',
      fileName: 'assets/shared-a.js',
      imports: ['assets/shared-b.js'],
    },
    'assets/shared-b.js': { type: 'chunk', fileName: 'assets/shared-b.js', imports: [] },
    'assets/gallery.js': { type: 'chunk', fileName: 'assets/gallery.js', imports: [] },
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  },
  '/rental/',
  ROUTES,
)

describe('the files a prerendered page loads to hydrate', () => {
  it('are what the entry imports, then its route’s code and everything that imports', () => {
    expect(
      firstPageFiles(BUILD, ['__root__', '/{-$locale}/$city', '/{-$locale}/$city/cars/']),
    ).toEqual([
      '/rental/assets/react.js',
      '/rental/assets/cars.js',
      '/rental/assets/shared-a.js',
      '/rental/assets/shared-b.js',
    ])
  })

  it('name each file once, the deepest route’s first', () => {
    const files = firstPageFiles(BUILD, [
      '/{-$locale}/$city/cars/',
      '/{-$locale}/$city/cars/$listingsId',
    ])
    expect(files.slice(0, 2)).toEqual(['/rental/assets/react.js', '/rental/assets/car.js'])
    expect(files).toHaveLength(new Set(files).size)
    expect(files).toContain('/rental/assets/cars.js')
    expect(files).toContain('/rental/assets/gallery.js')
  })

  it('are only what the entry imports for routes without code of their own', () => {
    expect(firstPageFiles(BUILD, ['__root__', '/{-$locale}/account'])).toEqual([
      '/rental/assets/react.js',
    ])
  })

  it('come through the file vite.config.ts writes, and nothing else is read', () => {
    expect(parseBuildChunks(JSON.stringify(BUILD))).toEqual(BUILD)
    expect(() => parseBuildChunks('{"base":"/","chunks":[{"file":1}]}')).toThrow()
  })
})
