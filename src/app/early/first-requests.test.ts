import { describe, expect, it } from 'vitest'
import { firstRequests, readPath, type EarlyConfig } from './first-requests'

// Which requests index.html starts for a URL. That they are exactly the app's own first calls is
// proved against the real routes in src/routes/-early-requests.test.tsx.

const CONFIG: EarlyConfig = {
  base: '/rental/',
  buildId: 'abc123',
  platformApi: '/api',
  cities: { dubai: 'DXB', riyadh: 'RUH', budapest: 'BUD' },
  platform: true,
  pageSize: 10,
}
const ORIGIN = 'https://cars.example'

function urls(path: string, phone = false, config = CONFIG): string[] {
  const url = new URL(path, ORIGIN)
  return firstRequests(
    { origin: ORIGIN, pathname: url.pathname, search: url.search },
    phone,
    config,
  ).map((request) => request.url)
}

describe('firstRequests', () => {
  it('starts only the strings and the session on a page prerendered for here: its data is in the HTML', () => {
    const url = new URL('/rental/ar-DXB/dubai/cars', ORIGIN)
    const requests = firstRequests(
      { origin: ORIGIN, pathname: url.pathname, search: url.search },
      true,
      CONFIG,
      true,
    )
    expect(requests.map((request) => request.url)).toEqual([
      '/rental/locales/ar/common.json?v=abc123',
      `${ORIGIN}/api/identity/me/details`,
    ])
  })

  it('starts a cars page’s strings, session, settings and first cars (DAILY on a desktop)', () => {
    expect(urls('/rental/dubai/cars')).toEqual([
      '/rental/locales/en/common.json?v=abc123',
      `${ORIGIN}/api/identity/me/details`,
      `${ORIGIN}/api/configuration/products/daily/cities/DXB/settings/active`,
      `${ORIGIN}/api/availability/listings?cityCode=DXB&product=DAILY&pageSize=10&page=1`,
    ])
  })

  it('asks for MONTHLY on a phone, as the page does (SPEC §4), and follows ?product=', () => {
    expect(urls('/rental/ar-DXB/riyadh/cars', true)).toEqual([
      '/rental/locales/ar/common.json?v=abc123',
      `${ORIGIN}/api/identity/me/details`,
      `${ORIGIN}/api/configuration/products/subscription/cities/RUH/settings/active`,
      `${ORIGIN}/api/availability/listings?cityCode=RUH&product=MONTHLY&pageSize=10&page=1`,
    ])
    expect(urls('/rental/budapest/cars?product=DAILY', true).at(-1)).toBe(
      `${ORIGIN}/api/availability/listings?cityCode=BUD&product=DAILY&pageSize=10&page=1`,
    )
  })

  it('leaves searches the page must compute itself, and other pages’ data, to the app', () => {
    const stringsAndSession = [
      '/rental/locales/en/common.json?v=abc123',
      `${ORIGIN}/api/identity/me/details`,
    ]
    for (const path of [
      '/rental/dubai/cars?from=2026-12-10&to=2026-12-12',
      '/rental/dubai/cars?minPrice=200',
      '/rental/dubai/cars?sort=priceAsc',
      '/rental/dubai/cars?product=weekly',
      '/rental/dubai/cars/dxb-001',
      '/rental/paris/cars',
      '/rental/myrentals',
      '/rental/',
    ]) {
      expect(urls(path), path).toEqual(stringsAndSession)
    }
  })

  it('asks only for the strings in the sandbox, whose worker answers the platform’s calls', () => {
    expect(urls('/rental/ar-AUH/dubai/cars', false, { ...CONFIG, platform: false })).toEqual([
      '/rental/locales/ar/common.json?v=abc123',
    ])
  })

  it('sends the session cookie to the platform only, with the platform’s base', () => {
    const requests = firstRequests(
      { origin: ORIGIN, pathname: '/rental/dubai/cars', search: '' },
      false,
      { ...CONFIG, platformApi: 'https://platform.example/api' },
    )
    expect(
      requests.map((request) => [new URL(request.url, ORIGIN).origin, request.credentials]),
    ).toEqual([
      [ORIGIN, 'same-origin'],
      ['https://platform.example', 'include'],
      ['https://platform.example', 'include'],
      ['https://platform.example', 'include'],
    ])
  })

  it('asks nothing outside the app', () => {
    expect(urls('/other/dubai/cars')).toEqual([])
  })
})

describe('the language a path names', () => {
  const pathLanguage = (pathname: string, base: string) => readPath(pathname, base).language

  it('is Arabic under an Arabic locale prefix, English otherwise', () => {
    expect(pathLanguage('/rental/ar-RUH/profile', '/rental/')).toBe('ar')
    expect(pathLanguage('/rental/AR-dxb/summary', '/rental/')).toBe('ar')
    expect(pathLanguage('/rental/en-DXB/summary', '/rental/')).toBe('en')
    expect(pathLanguage('/rental/rentals', '/rental/')).toBe('en')
    expect(pathLanguage('/rental/arabic/x', '/rental/')).toBe('en')
    expect(pathLanguage('/elsewhere/ar-DXB/x', '/rental/')).toBe('en')
  })
})
