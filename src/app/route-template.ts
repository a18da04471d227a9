import type { AppRouter } from './router'

/**
 * The template of the route in view (`/{-$locale}/$city/cars/$listingsId`), never its URL. Until
 * the router's first load has settled it has no matches, yet the page already has a route: the
 * one its address matches (a metric of the page's own load, such as TTFB, is reported then).
 */
export function routeTemplate(router: AppRouter): string {
  const settled = router.state.matches.at(-1)
  if (settled) return settled.fullPath
  const { pathname, search } = router.state.location
  return router.matchRoutes(pathname, search).at(-1)?.fullPath ?? ''
}
