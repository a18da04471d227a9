import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  citySearch,
  idSearch,
  isoDateSearch,
  linkDateSearch,
  oneOf,
  pageNumberSearch,
  priceSearch,
  redirectSearch,
  searchParams,
  text,
} from './-search'

// The readers behind every route's `validateSearch` (the routes' own tests drive them through
// the router: -shell.test.tsx, malformed and hostile parameters).

const validate = <Out>(
  schema: { '~standard': { validate: (value: unknown) => { value: Out } } },
  value: unknown,
): Out => schema['~standard'].validate(value).value

describe('a route’s search', () => {
  const schema = searchParams({ city: citySearch, listingsId: idSearch, page: pageNumberSearch })

  it('keeps what reads well, as the page uses it', () => {
    expect(validate(schema, { city: 'dubai', listingsId: 42, page: 2 })).toEqual({
      city: 'dubai',
      listingsId: '42',
      page: 2,
    })
  })

  it('turns what is malformed into undefined and leaves out what is missing', () => {
    const search = validate(schema, { city: 'paris', listingsId: '<script>', other: 'x' })
    expect(search).toEqual({ city: undefined, listingsId: undefined })
    expect(Object.keys(search)).toEqual(['city', 'listingsId'])
    expect(validate(schema, null)).toEqual({})
  })

  it('gives links and pages the types of its parameters', () => {
    type Types = NonNullable<(typeof schema)['~standard']['types']>
    expectTypeOf<Types['input']['listingsId']>().toEqualTypeOf<string | number | undefined>()
    expectTypeOf<Types['output']['listingsId']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<Types['output']['city']>().toEqualTypeOf<
      'dubai' | 'abudhabi' | 'alain' | 'sharjah' | 'riyadh' | 'budapest' | undefined
    >()
  })
})

describe('the parameters', () => {
  it('read dates that exist only', () => {
    expect(isoDateSearch.read('2026-12-01')).toBe('2026-12-01')
    expect(isoDateSearch.read('2026-02-30')).toBeUndefined()
    expect(isoDateSearch.read(20261201)).toBeUndefined()
  })

  it('read a booking link’s days as the link wrote them, and anything else as no date', () => {
    expect(linkDateSearch.read('2026-12-01')).toBe('2026-12-01')
    expect(linkDateSearch.read('2026-02-30')).toBe('2026-02-30')
    expect(linkDateSearch.read(undefined)).toBeUndefined()
    for (const value of [20261201, ['2026-12-01', '2026-12-02'], 'x'.repeat(33), { a: 1 }]) {
      expect(linkDateSearch.read(value)).toBe('')
    }
  })

  it('read ids as strings of a safe shape', () => {
    expect(idSearch.read('dxb-001')).toBe('dxb-001')
    expect(idSearch.read(7)).toBe('7')
    expect(idSearch.read('a'.repeat(65))).toBeUndefined()
    expect(idSearch.read('../x')).toBeUndefined()
    expect(idSearch.read(['1'])).toBeUndefined()
  })

  it('read pages as whole numbers from 1 to 1000, prices as finite amounts from 0', () => {
    expect(pageNumberSearch.read(3)).toBe(3)
    for (const bad of [0, 1.5, 1001, '2', Number.NaN])
      expect(pageNumberSearch.read(bad)).toBe(undefined)
    expect(priceSearch.read(0)).toBe(0)
    expect(priceSearch.read(99.5)).toBe(99.5)
    for (const bad of [-1, Number.POSITIVE_INFINITY, '100', 1e13])
      expect(priceSearch.read(bad)).toBe(undefined)
  })

  it('read text within its length, and one of a list', () => {
    expect(redirectSearch.read('/rental/dubai/cars')).toBe('/rental/dubai/cars')
    expect(redirectSearch.read('x'.repeat(2001))).toBeUndefined()
    expect(text(10, 1).read('')).toBeUndefined()
    expect(oneOf(['end']).read('end')).toBe('end')
    expect(oneOf(['end']).read('END')).toBeUndefined()
    expect(citySearch.read('toString')).toBeUndefined()
  })
})
