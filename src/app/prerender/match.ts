// Shared by the app (src/app/prerender/hydration.ts) and the inlined first script
// (src/app/early/start-early-requests.ts), so it imports nothing.

/** What a prerendered page was drawn for. */
export interface PrerenderTarget {
  /** The path, `/rental/dubai/cars`. */
  path: string
  /** Drawn for a phone (MONTHLY by default, SPEC §4) or a wide screen (DAILY). */
  phone: boolean
}

/**
 * Whether a prerendered page can be hydrated where it has opened: the same path with no query
 * string (filters, dates and pages are not prerendered) on the kind of screen it was drawn for.
 */
export function matchesPrerender(
  target: PrerenderTarget,
  where: { pathname: string; search: string },
  phone: boolean,
): boolean {
  return target.path === where.pathname && where.search === '' && target.phone === phone
}

export const PRERENDER_META = 'rental-prerendered'
/** Set on <html> by the first script when a prerendered page cannot be hydrated where it opened. */
export const PRERENDER_STALE_ATTRIBUTE = 'data-prerender-stale'
