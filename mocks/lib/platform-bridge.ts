import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw'
import { apiBases, type ApiBase } from '../../src/api/paths'
import { urlPattern } from './url-pattern'

const BASES = Object.keys(apiBases).filter((base): base is ApiBase => base in apiBases)

/**
 * Whether `url` is under the base itself. A relative base's pattern (`*∕api∕*`) also matches any
 * URL with that segment further in, such as the dev server's own modules (`/rental/src/api/…`):
 * those must never wait for the platform, whose code may be the very module asked for.
 */
function isUnderBase(url: string, base: ApiBase): boolean {
  const root = apiBases[base]
  if (/^https?:\/\//.test(root)) return url.startsWith(`${root}/`)
  return new URL(url).pathname.startsWith(`${root}/`)
}

/**
 * One handler per platform base that hands each call to the platform's own handlers once `load`
 * has them: a call made earlier waits, then gets the same answer (cookies, delays, faults and
 * passthrough included). Calls the platform does not serve fall through to later handlers, and
 * requests outside the bases (translations, assets, the app's modules, the error reporter) never
 * wait for it. This lets the browser start the service worker before the platform's code has
 * even loaded.
 */
export function platformBridge(load: () => Promise<RequestHandler[]>): HttpHandler[] {
  return BASES.map((base) =>
    http.all(urlPattern(base, '/*'), async ({ request }) =>
      isUnderBase(request.url, base) ? getResponse(await load(), request) : undefined,
    ),
  )
}
