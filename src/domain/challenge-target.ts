import { parseLocaleCode } from './locales'

const APP_BASE = '/rental/'

/** The locale segment of an app path (`/rental/ar-DXB/summary` → `ar-DXB`), if any. */
function localeOf(path: string): string | undefined {
  if (!path.startsWith(APP_BASE)) return undefined
  return parseLocaleCode(path.slice(APP_BASE.length).split(/[/?#]/)[0])
}

/**
 * Where a 3-D Secure or wallet redirect goes: the platform's URL, told where to come back to
 * unless it already says (a wallet intent carries the return URL it was created with). A URL
 * of this app stays a path, so the sandbox's challenge page is reached without a reload of origin,
 * and in the customer's language: it takes the locale of the page it returns to.
 */
export function challengeTarget(url: string, returnUrl: string, origin: string): string {
  const target = new URL(url, origin)
  if (!target.searchParams.has('returnUrl')) target.searchParams.set('returnUrl', returnUrl)
  if (target.origin !== origin) return target.href
  const locale = localeOf(target.searchParams.get('returnUrl') ?? '')
  if (locale && !localeOf(target.pathname) && target.pathname.startsWith(APP_BASE)) {
    target.pathname = `${APP_BASE}${locale}/${target.pathname.slice(APP_BASE.length)}`
  }
  return `${target.pathname}${target.search}${target.hash}`
}
