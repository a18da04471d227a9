// The first load's requests that can start from the HTML, before the app's script has arrived:
// the page language's strings and, with a real platform, the session check and a cars page's
// settings and first page of cars. The build inlines this file into index.html (vite.config.ts,
// `earlyRequests`), so it imports nothing; src/app/early/first-requests.test.ts and the cars route
// test prove that the URLs are exactly the ones the app then asks for (src/api/early-responses.ts
// hands each answer to the first call of the same URL).

export interface EarlyConfig {
  /** The app's base path, `/rental/`. */
  base: string
  buildId: string
  /** The platform API base as the app resolves it (`/api` or an absolute URL). */
  platformApi: string
  /** City slug → city code. */
  cities: Record<string, string>
  /** Whether the platform answers from the network (false in the sandbox: its worker does). */
  platform: boolean
  pageSize: number
}

export interface EarlyRequest {
  /** The key the app asks with: the translations' path as written, an API call's full URL. */
  key: string
  url: string
  credentials: 'include' | 'same-origin'
  accept?: string
}

const LOCALE = /^(en|ar)-[a-z]{3}$/i

/**
 * A path as the app reads it: the language its locale prefix names (English without one), and
 * the segments after that prefix (none for a path outside `base`).
 */
export function readPath(
  pathname: string,
  base: string,
): { language: 'en' | 'ar'; segments: string[] } {
  if (!pathname.startsWith(base)) return { language: 'en', segments: [] }
  const segments = pathname.slice(base.length).split('/').filter(Boolean)
  const locale = segments[0] !== undefined && LOCALE.test(segments[0]) ? segments.shift() : ''
  return { language: locale?.toLowerCase().startsWith('ar') ? 'ar' : 'en', segments }
}

/** The city code of a cars list's path segments (`dubai/cars`), or undefined for another page. */
export function carsListCity(
  segments: readonly string[],
  cities: EarlyConfig['cities'],
): string | undefined {
  const [slug, page] = segments
  if (slug === undefined || page !== 'cars' || segments.length !== 2) return undefined
  return cities[slug.toLowerCase()]
}

/** Search parameters that change the first listings call; with any of them the app decides. */
const SEARCH_DEPENDENT = ['from', 'to', 'minPrice', 'maxPrice', 'sort']

export function firstRequests(
  location: { origin: string; pathname: string; search: string },
  phone: boolean,
  config: EarlyConfig,
  /** The page is prerendered for here: its data is in the HTML, only strings and session load. */
  hydrating = false,
): EarlyRequest[] {
  if (!location.pathname.startsWith(config.base)) return []
  const { language, segments } = readPath(location.pathname, config.base)
  const translations = `${config.base}locales/${language}/common.json?v=${config.buildId}`
  const requests: EarlyRequest[] = [
    { key: translations, url: translations, credentials: 'same-origin' },
  ]
  if (!config.platform) return requests

  const api = (path: string, query: [string, string | number][] = []): EarlyRequest => {
    const url = new URL(config.platformApi + path, location.origin)
    for (const [name, value] of query) url.searchParams.set(name, String(value))
    return { key: url.href, url: url.href, credentials: 'include', accept: 'application/json' }
  }
  requests.push(api('/identity/me/details'))
  if (hydrating) return requests

  const city = carsListCity(segments, config.cities)
  if (!city) return requests
  const search = new URLSearchParams(location.search)
  if (SEARCH_DEPENDENT.some((name) => search.has(name))) return requests
  const asked = search.get('product')
  if (asked !== null && asked !== 'DAILY' && asked !== 'MONTHLY') return requests
  // SPEC §4: DAILY on wide screens, MONTHLY on phones.
  const product = asked ?? (phone ? 'MONTHLY' : 'DAILY')
  const settingsProduct = product === 'DAILY' ? 'daily' : 'subscription'
  requests.push(api(`/configuration/products/${settingsProduct}/cities/${city}/settings/active`))
  requests.push(
    api('/availability/listings', [
      ['cityCode', city],
      ['product', product],
      ['pageSize', config.pageSize],
      ['page', 1],
    ]),
  )
  return requests
}
