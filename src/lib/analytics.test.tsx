// A .tsx file so it runs in the DOM project: the tracking script is a DOM element.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../mocks/db'
import { resetAnalyticsForTests, startTracking, track } from './analytics'

const env = vi.hoisted(() => ({ runsAnalytics: false, analyticsScriptUrl: '' }))
vi.mock('./env', () => ({ env }))

afterEach(() => {
  resetAnalyticsForTests()
  window.dataLayer = []
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove())
  vi.useRealTimers()
})

describe('analytics', () => {
  it('outside production only fills the data layer: nothing is sent, no script loads', async () => {
    env.runsAnalytics = false
    env.analyticsScriptUrl = 'https://tracker.test/t.js'
    vi.useFakeTimers()
    track('Car viewed', { listingsId: 'dxb-001' })
    startTracking()
    await vi.advanceTimersByTimeAsync(5000)
    expect(window.dataLayer?.map((event) => event.name)).toEqual(['Car viewed'])
    expect(db.analyticsEvents.count()).toBe(0)
    expect(document.head.querySelector('script[src="https://tracker.test/t.js"]')).toBeNull()
  })

  it('in production sends events in one batch and loads the tracking script', async () => {
    env.runsAnalytics = true
    env.analyticsScriptUrl = 'https://tracker.test/t.js'
    track('Car viewed', { listingsId: 'dxb-001' })
    track('Dates chosen')
    startTracking()
    await vi.waitFor(() => expect(db.analyticsEvents.count()).toBe(2), { timeout: 4000 })
    expect(db.analyticsEvents.all().map((event) => event.name)).toEqual([
      'Car viewed',
      'Dates chosen',
    ])
    expect(document.head.querySelector('script[src="https://tracker.test/t.js"]')).not.toBeNull()
  })
})
