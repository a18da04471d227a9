import { cityByCode, cityBySlug, DEFAULT_CITY, type CityInfo } from './cities'
import { DEFAULT_LOCALE, localeForCity, parseLocaleCode, resolveLocale } from './locales'

// The `redirect` parameter may only lead to a path of this app (under /rental/). Everything
// else (other origins, protocol-relative or backslash forms, encoded variants, javascript: and
// data: URLs, dot segments that climb out of /rental) is refused.

const APP_BASE = '/rental'
const MAX_LENGTH = 2000

/**
 * Returns the app-relative path (without `/rental`, e.g. `/dubai/cars?from=…`) when the value is
 * a safe in-app target, otherwise undefined.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined
  const decoded = fullyDecode(value)
  // Every check runs on the fully decoded form, so encoding cannot smuggle anything past them.
  if (decoded === undefined || !looksLikeAppPath(decoded)) return undefined
  const url = parseSameOrigin(value.trim())
  if (!url || !looksLikeAppPath(url.pathname)) return undefined
  if (url.pathname === APP_BASE || url.pathname.startsWith(`${APP_BASE}/`)) {
    return `${url.pathname.slice(APP_BASE.length) || '/'}${url.search}${url.hash}`
  }
  return appRelativeWithoutBase(url)
}

function looksLikeAppPath(path: string): boolean {
  // Controls and backslashes are never part of our own links.
  if (hasControlOrBackslash(path)) return false
  if (!path.startsWith('/') || path.startsWith('//')) return false
  // A scheme hiding after the slash (`/javascript:…`) or dot segments climbing out of the base.
  if (/^\/[^/?#]*:/.test(path)) return false
  return !/(^|\/)\.\.?(\/|$)/.test(path.split(/[?#]/)[0] ?? '')
}

function hasControlOrBackslash(path: string): boolean {
  for (const char of path) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f || char === '\\') return true
  }
  return false
}

function parseSameOrigin(path: string): URL | undefined {
  try {
    const url = new URL(path, 'https://app.invalid')
    return url.origin === 'https://app.invalid' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * A target given without the base (`/dubai/cars`) is accepted as app-relative, provided its
 * first segment is not another app under the same host.
 */
function appRelativeWithoutBase(url: URL): string | undefined {
  return ALLOWED_APP_ROOTS.test(url.pathname)
    ? `${url.pathname}${url.search}${url.hash}`
    : undefined
}

/** First segments our routes use: a locale prefix, a city, or a page key. */
const ALLOWED_APP_ROOTS =
  /^\/(?:(?:en|ar)-[A-Za-z]{3}\/)?(?:dubai|abudhabi|alain|sharjah|riyadh|budapest|summary|post-booking|myrentals|documents|details|payment-center|login|register|forgot-password|reset-password)(?:\/|$)/

/** Decodes repeatedly (attackers double-encode) until stable; undefined when malformed. */
function fullyDecode(value: string): string | undefined {
  let current = value.trim()
  for (let round = 0; round < 5; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return undefined
    }
    if (next === current) return current
    current = next
  }
  return undefined
}

const LOCALE_PREFIX = /^\/((?:en|ar)-[A-Za-z]{3})(?=\/|$)/

/** The city an app path names: its first segment after the locale, or its `city` parameter. */
function cityNamedBy(path: string): CityInfo | undefined {
  const url = new URL(path.replace(LOCALE_PREFIX, ''), 'https://app.invalid')
  return (
    cityBySlug(url.pathname.split('/')[1]) ?? cityBySlug(url.searchParams.get('city') ?? undefined)
  )
}

/**
 * SPEC §2: after login the customer goes to the redirect target when it is a path of this app,
 * otherwise to the city's cars page, and the locale follows the user's preferred language (the
 * location part of the locale stays).
 *
 * A URL without a locale chose no location (the default, Dubai, by absence): there the
 * customer's own city stands in, unless the page or the target names another city, which the
 * customer was looking at.
 */
export function postLoginPath(input: {
  redirect: unknown
  /** The city the login page names (path or `city`), if any. */
  citySlug: string | undefined
  /** The location of the login page's locale prefix; undefined for a page without one. */
  locationCityCode: string | undefined
  preferredLanguage: 'EN' | 'AR'
  /** The customer's own city, where the platform says. */
  homeCityCode?: string | null | undefined
}): string {
  const redirect = safeRedirectPath(input.redirect)
  const chosen =
    cityByCode(input.locationCityCode) ??
    cityByCode(locationOfPrefix(redirect?.match(LOCALE_PREFIX)?.[1]))
  const named = cityBySlug(input.citySlug) ?? (redirect ? cityNamedBy(redirect) : undefined)
  const home = cityByCode(input.homeCityCode ?? undefined)
  const stand = !chosen && home && (!named || named.code === home.code) ? home : undefined
  const location = chosen ?? stand ?? DEFAULT_CITY
  const target = redirect ?? `/${(named ?? stand ?? location).slug}/cars`
  const withoutPrefix = target.replace(LOCALE_PREFIX, '') || '/'
  const locale = localeForCity(input.preferredLanguage === 'AR' ? 'ar' : 'en', location.code)
  // The default locale has no prefix.
  return locale === DEFAULT_LOCALE ? withoutPrefix : `/${locale}${withoutPrefix}`
}

/** The location of a locale prefix (`ar-AUH` → AUH), if it is one. */
function locationOfPrefix(prefix: string | undefined): string | undefined {
  const code = parseLocaleCode(prefix)
  return code ? resolveLocale({ locale: code }).cityCode : undefined
}
