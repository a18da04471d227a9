import { describe, expect, it } from 'vitest'
import { postLoginPath, safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/rental/dubai/cars', '/dubai/cars'],
    [
      '/rental/dubai/cars?from=2026-12-01&to=2026-12-05',
      '/dubai/cars?from=2026-12-01&to=2026-12-05',
    ],
    ['/rental/booking/123', '/booking/123'],
    ['/rental/ar-DXB/myrentals', '/ar-DXB/myrentals'],
    ['/rental/', '/'],
    ['/dubai/cars', '/dubai/cars'],
    ['/ar-RUH/summary?city=riyadh', '/ar-RUH/summary?city=riyadh'],
  ])('allows %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    'https://evil.example',
    'http://evil.example/rental/dubai/cars',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/javascript:alert(1)',
    '/rental/../admin',
    '/rental/%2e%2e/admin',
    '/other-app/',
    '/admin',
    'rental/dubai/cars',
    '/rental/dubai\tcars',
    '%E0%A4%A',
    '',
    'x'.repeat(3000),
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined()
  })

  it('refuses non-strings', () => {
    expect(safeRedirectPath(['/rental/dubai/cars'])).toBeUndefined()
    expect(safeRedirectPath(42)).toBeUndefined()
  })
})

describe('postLoginPath', () => {
  const base = { citySlug: 'dubai', locationCityCode: 'DXB', preferredLanguage: 'EN' as const }

  it('follows a safe redirect and keeps its query', () => {
    expect(postLoginPath({ ...base, redirect: '/rental/myrentals?tab=past' })).toBe(
      '/myrentals?tab=past',
    )
  })

  it('falls back to the cars page of the city for a missing or hostile redirect', () => {
    expect(postLoginPath({ ...base, redirect: undefined })).toBe('/dubai/cars')
    expect(postLoginPath({ ...base, redirect: 'https://evil.example', citySlug: 'riyadh' })).toBe(
      '/riyadh/cars',
    )
    expect(postLoginPath({ ...base, redirect: '//evil.example' })).toBe('/dubai/cars')
  })

  it('switches the locale to the preferred language, keeping the location', () => {
    expect(postLoginPath({ ...base, redirect: '/rental/myrentals', preferredLanguage: 'AR' })).toBe(
      '/ar-DXB/myrentals',
    )
    expect(
      postLoginPath({
        ...base,
        redirect: '/ar-AUH/summary?city=abudhabi',
        locationCityCode: 'AUH',
      }),
    ).toBe('/en-AUH/summary?city=abudhabi')
    expect(postLoginPath({ ...base, redirect: '/rental/ar-DXB/dubai/cars' })).toBe('/dubai/cars')
  })

  describe('from a page without a locale (no location chosen)', () => {
    const bare = {
      citySlug: undefined,
      locationCityCode: undefined,
      preferredLanguage: 'EN' as const,
    }

    it("lands in the customer's own city, in their language", () => {
      expect(postLoginPath({ ...bare, redirect: undefined, homeCityCode: 'RUH' })).toBe(
        '/en-RUH/riyadh/cars',
      )
      expect(
        postLoginPath({
          ...bare,
          redirect: undefined,
          homeCityCode: 'RUH',
          preferredLanguage: 'AR',
        }),
      ).toBe('/ar-RUH/riyadh/cars')
      expect(
        postLoginPath({ ...bare, redirect: '/rental/payment-center', homeCityCode: 'RUH' }),
      ).toBe('/en-RUH/payment-center')
      expect(postLoginPath({ ...bare, redirect: '/rental/riyadh/cars', homeCityCode: 'RUH' })).toBe(
        '/en-RUH/riyadh/cars',
      )
    })

    it('keeps Dubai for a Dubai customer, and for anyone whose city the platform does not say', () => {
      expect(postLoginPath({ ...bare, redirect: undefined, homeCityCode: 'DXB' })).toBe(
        '/dubai/cars',
      )
      expect(postLoginPath({ ...bare, redirect: undefined, homeCityCode: null })).toBe(
        '/dubai/cars',
      )
      expect(postLoginPath({ ...bare, redirect: '/rental/myrentals' })).toBe('/myrentals')
    })

    it('goes to a city without a locale of its own (Budapest) with the default locale', () => {
      expect(postLoginPath({ ...bare, redirect: undefined, homeCityCode: 'BUD' })).toBe(
        '/budapest/cars',
      )
    })

    it('keeps another city the page or the target names, and the location a target chose', () => {
      expect(
        postLoginPath({ ...bare, redirect: '/rental/dubai/cars/dxb-004', homeCityCode: 'RUH' }),
      ).toBe('/dubai/cars/dxb-004')
      expect(
        postLoginPath({ ...bare, redirect: '/rental/summary?city=sharjah', homeCityCode: 'RUH' }),
      ).toBe('/summary?city=sharjah')
      expect(
        postLoginPath({ ...bare, redirect: undefined, citySlug: 'abudhabi', homeCityCode: 'RUH' }),
      ).toBe('/abudhabi/cars')
      expect(
        postLoginPath({ ...bare, redirect: '/rental/ar-AUH/myrentals', homeCityCode: 'RUH' }),
      ).toBe('/en-AUH/myrentals')
    })
  })

  it("ignores the customer's own city where the page's locale chose a location", () => {
    expect(postLoginPath({ ...base, redirect: undefined, homeCityCode: 'RUH' })).toBe('/dubai/cars')
  })
})
