import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw'
import { apiBases, type ApiBase } from '../../src/api/paths'
import { isUnderBase, urlPattern } from './url-pattern'

const BASES = Object.keys(apiBases).filter((base): base is ApiBase => base in apiBases)

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
    // Only calls under the base wait: the platform's code may be the very module asked for.
    http.all(urlPattern(base, '/*'), async ({ request }) =>
      isUnderBase(request.url, base) ? getResponse(await load(), request) : undefined,
    ),
  )
}
