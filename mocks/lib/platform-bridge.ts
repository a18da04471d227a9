import { getResponse, http, HttpHandler, type RequestHandler } from 'msw'
import { apiBases, type ApiBase } from '../../src/api/paths'
import { isUnderBase, urlPattern } from './url-pattern'
import { sandboxYield } from './yield-to-main'

const BASES = Object.keys(apiBases).filter((base): base is ApiBase => base in apiBases)

/** A path's first parameter (`:id`, not a port) or wildcard: what comes before it is literal. */
const FIRST_VARIABLE = /\*|:(?=[A-Za-z_])/

/**
 * What a handler's URL must contain, lower-cased (MSW matches paths case-insensitively), or
 * undefined where that cannot be told (a RegExp or predicate). A leading `*` matches anything, so
 * its literal part may sit anywhere; an absolute pattern's must start the URL. A trailing slash
 * is dropped: MSW matches with or without it.
 */
function literalOf(path: unknown): { text: string; anywhere: boolean } | undefined {
  if (typeof path !== 'string') return undefined
  const anywhere = path.startsWith('*')
  const rest = anywhere ? path.slice(1) : path
  const text = rest.split(FIRST_VARIABLE)[0]?.replace(/\/$/, '').toLowerCase() ?? ''
  return { text, anywhere }
}

/**
 * The handlers that could answer `request`: a cheap look at each HTTP handler's method and the
 * literal part of its path, before MSW parses the URL (compiling a pattern) and the cookies for
 * each of them in turn, which made every call a long task on a slow phone. Only handlers that
 * cannot match are left out, in order, so MSW's answer is the one it would give over them all.
 */
export function candidateHandlers(
  handlers: readonly RequestHandler[],
  request: Request,
): RequestHandler[] {
  const url = new URL(request.url)
  const address = `${url.origin}${url.pathname}`.toLowerCase()
  return handlers.filter((handler) => {
    if (!(handler instanceof HttpHandler)) return true
    const { method, path } = handler.info
    if (typeof method === 'string' && method.toUpperCase() !== request.method.toUpperCase()) {
      return false
    }
    if (method instanceof RegExp && !method.test(request.method)) return false
    const literal = literalOf(path)
    if (!literal) return true
    return literal.anywhere ? address.includes(literal.text) : address.startsWith(literal.text)
  })
}

/**
 * One handler per platform base that hands each call to the platform's own handlers once `load`
 * has them: a call made earlier waits, then gets the same answer (cookies, delays, faults and
 * passthrough included). Calls the platform does not serve fall through to later handlers, and
 * requests outside the bases (translations, assets, the app's modules, the error reporter) never
 * wait for it. This lets the browser start the service worker before the platform's code has
 * even loaded.
 *
 * A call gives the browser its turn (`yieldBetween`) before the platform's handler runs and again
 * before MSW serialises the answer for the worker. The first page's calls are all held until the
 * platform has loaded and then resumed together: in one task, they were a long one on a phone.
 */
export function platformBridge(
  load: () => Promise<RequestHandler[]>,
  yieldBetween: () => Promise<void> = sandboxYield,
): HttpHandler[] {
  return BASES.map((base) =>
    // Only calls under the base wait: the platform's code may be the very module asked for.
    http.all(urlPattern(base, '/*'), async ({ request }) => {
      if (!isUnderBase(request.url, base)) return undefined
      const platformHandlers = await load()
      await yieldBetween()
      const response = await getResponse(candidateHandlers(platformHandlers, request), request)
      await yieldBetween()
      return response
    }),
  )
}
