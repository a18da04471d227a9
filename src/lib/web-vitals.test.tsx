// A .tsx file so it runs in the DOM project: reporting waits for the page's `load`.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetAnalyticsForTests } from './analytics'
import { startWebVitals } from './web-vitals'

const env = vi.hoisted(() => ({ runsAnalytics: false, isSandbox: true, analyticsScriptUrl: '' }))
vi.mock('./env', () => ({ env }))

// The library's observers, replaced by ones that report the metric they are given at once.
const library = vi.hoisted(() => {
  const metric = (name: string, value: number, rating = 'good') => ({
    name,
    value,
    rating,
    delta: value,
    id: `v5-${name}`,
    entries: [],
    navigationType: 'navigate',
  })
  const observer = (name: string, value: number, rating?: string) =>
    vi.fn((report: (metric: unknown) => void) => report(metric(name, value, rating)))
  return {
    onLCP: observer('LCP', 2512.4, 'needs-improvement'),
    onINP: observer('INP', 87.6),
    onCLS: observer('CLS', 0.123456, 'needs-improvement'),
    onTTFB: observer('TTFB', 301.2),
    onFCP: observer('FCP', 900),
  }
})
vi.mock('web-vitals', () => library)

afterEach(() => {
  resetAnalyticsForTests()
  window.dataLayer = []
  vi.clearAllMocks()
})

const vitals = () => (window.dataLayer ?? []).filter((event) => event.name === 'web_vital')

describe('web vitals', () => {
  it('reports LCP, INP, CLS and TTFB once the page has loaded, under the route template', async () => {
    env.runsAnalytics = false
    env.isSandbox = true
    let route = '/{-$locale}/$city/cars/'
    startWebVitals(() => route)
    route = '/{-$locale}/$city/cars/$listingsId'
    window.dispatchEvent(new Event('load'))

    await vi.waitFor(() => expect(vitals()).toHaveLength(4))
    expect(vitals().map((event) => event.properties)).toEqual([
      {
        metric: 'LCP',
        value: 2512,
        rating: 'needs-improvement',
        navigationType: 'navigate',
        route: '/{-$locale}/$city/cars/$listingsId',
      },
      { metric: 'INP', value: 88, rating: 'good', navigationType: 'navigate', route },
      {
        metric: 'CLS',
        value: 0.123,
        rating: 'needs-improvement',
        navigationType: 'navigate',
        route,
      },
      { metric: 'TTFB', value: 301, rating: 'good', navigationType: 'navigate', route },
    ])
    expect(library.onFCP).not.toHaveBeenCalled()
  })

  it('loads nothing where events go nowhere (neither production nor the sandbox)', async () => {
    env.runsAnalytics = false
    env.isSandbox = false
    startWebVitals(() => '/')
    window.dispatchEvent(new Event('load'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(library.onLCP).not.toHaveBeenCalled()
    expect(vitals()).toEqual([])
  })
})
