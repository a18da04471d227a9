import type { MetricType } from 'web-vitals'
import { track } from './analytics'
import type { WebVitalName } from './analytics-events'
import { env } from './env'
import { whenInteractive } from './when-interactive'

// Core Web Vitals of real visits, as analytics events. The library loads after the page has
// (idle after `load`), so the first load carries none of it; it reads the browser's buffered
// entries, so nothing measured before it arrived is lost.

const REPORTED: ReadonlySet<string> = new Set<WebVitalName>(['LCP', 'INP', 'CLS', 'TTFB'])

function isReported(name: string): name is WebVitalName {
  return REPORTED.has(name)
}

/** Milliseconds to whole numbers; CLS (a unitless score) to three decimals. */
function rounded(metric: MetricType): number {
  return metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value)
}

/** One metric as an event, under the route's template (`/{-$locale}/$city/cars/$listingsId`). */
export function reportWebVital(metric: MetricType, route: string): void {
  if (!isReported(metric.name)) return
  track('web_vital', {
    metric: metric.name,
    value: rounded(metric),
    rating: metric.rating,
    navigationType: metric.navigationType,
    route,
  })
}

/**
 * Starts measuring where events go somewhere: sent in production, listed by the sandbox panel.
 * `routeTemplate` names the page in view when a metric is reported.
 */
export function startWebVitals(routeTemplate: () => string): void {
  if (!env.runsAnalytics && !env.isSandbox) return
  const load = () => {
    import('./web-vitals-observers')
      .then(({ observeWebVitals }) =>
        observeWebVitals((metric) => reportWebVital(metric, routeTemplate())),
      )
      .catch(() => undefined)
  }
  whenInteractive(load)
}
