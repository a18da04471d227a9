// A .tsx file so it runs in the DOM project: the tracking script is a DOM element.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { db } from '../../mocks/db'
import { injectFault } from '../../mocks/testing'
import { ANALYTICS_WINDOW_EVENT } from '../api/schemas/window-events'
import type { AnalyticsEvent } from '../api/schemas/platform-meta'
import {
  BATCH_SIZE,
  FLUSH_DELAY_MS,
  resetAnalyticsForTests,
  startTracking,
  track,
} from './analytics'

const env = vi.hoisted(() => ({ runsAnalytics: false, analyticsScriptUrl: '' }))
vi.mock('./env', () => ({ env }))

/** The analytics POSTs the app made, each with its keepalive flag and its number of events. */
function analyticsCalls(fetchSpy: { mock: { calls: unknown[][] } }) {
  return fetchSpy.mock.calls.flatMap(([input, init]) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.includes('/analytics/events')) return []
    const options = init as RequestInit | undefined
    const text = typeof options?.body === 'string' ? options.body : '{"events":[]}'
    const body = JSON.parse(text) as { events: AnalyticsEvent[] }
    return [{ keepalive: options?.keepalive === true, size: body.events.length }]
  })
}

const viewCar = (listingId: string) =>
  track('car_viewed', { listingId, city: 'dubai', product: 'DAILY' })

let fetchSpy: MockInstance<typeof fetch>

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})

afterEach(() => {
  resetAnalyticsForTests()
  window.dataLayer = []
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove())
  fetchSpy.mockRestore()
  vi.useRealTimers()
})

describe('analytics', () => {
  it('outside production records events for the sandbox panel but sends nothing and loads no script', async () => {
    env.runsAnalytics = false
    env.analyticsScriptUrl = 'https://tracker.test/t.js'
    vi.useFakeTimers()
    const announced: unknown[] = []
    const listen = (event: Event) => announced.push((event as CustomEvent).detail)
    window.addEventListener(ANALYTICS_WINDOW_EVENT, listen)
    viewCar('dxb-001')
    startTracking((task) => task())
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 3)
    window.removeEventListener(ANALYTICS_WINDOW_EVENT, listen)

    expect(window.dataLayer?.map((event) => event.name)).toEqual(['car_viewed'])
    expect(announced).toEqual([
      expect.objectContaining({
        name: 'car_viewed',
        properties: { listingId: 'dxb-001', city: 'dubai', product: 'DAILY' },
      }),
    ])
    expect(analyticsCalls(fetchSpy)).toEqual([])
    expect(db.analyticsEvents.count()).toBe(0)
    expect(document.head.querySelector('script[src="https://tracker.test/t.js"]')).toBeNull()
  })

  it('in production waits FLUSH_DELAY_MS, then sends one batch, and loads the tracking script once the page is interactive', async () => {
    env.runsAnalytics = true
    env.analyticsScriptUrl = 'https://tracker.test/t.js'
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    viewCar('dxb-001')
    track('booking_started', { listingId: 'dxb-001', product: 'DAILY' })
    const waiting: (() => void)[] = []
    startTracking((task) => waiting.push(task))
    expect(document.head.querySelector('script[src="https://tracker.test/t.js"]')).toBeNull()
    waiting.forEach((task) => task())
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 1)
    expect(analyticsCalls(fetchSpy)).toEqual([])

    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(db.analyticsEvents.count()).toBe(2))
    expect(analyticsCalls(fetchSpy)).toEqual([{ keepalive: false, size: 2 }])
    expect(db.analyticsEvents.all().map((event) => event.name)).toEqual([
      'car_viewed',
      'booking_started',
    ])
    expect(document.head.querySelector('script[src="https://tracker.test/t.js"]')).not.toBeNull()
  })

  it('sends a full batch at once, without waiting for the timer', async () => {
    env.runsAnalytics = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    for (let index = 0; index < BATCH_SIZE + 1; index++) viewCar(`dxb-${index}`)
    await vi.waitFor(() => expect(db.analyticsEvents.count()).toBe(BATCH_SIZE))
    expect(analyticsCalls(fetchSpy)).toEqual([{ keepalive: false, size: BATCH_SIZE }])

    // The one left over goes with the timer.
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS)
    await vi.waitFor(() => expect(db.analyticsEvents.count()).toBe(BATCH_SIZE + 1))
    expect(analyticsCalls(fetchSpy)).toHaveLength(2)
  })

  it('sends what waits with keepalive as soon as the tab is hidden', async () => {
    env.runsAnalytics = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    viewCar('dxb-001')
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    visibility.mockRestore()
    await vi.waitFor(() => expect(db.analyticsEvents.count()).toBe(1))
    expect(analyticsCalls(fetchSpy)).toEqual([{ keepalive: true, size: 1 }])
  })

  it('drops a batch the platform refused, silently, and still sends the next one', async () => {
    env.runsAnalytics = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    injectFault('analytics', { kind: 'status', status: 503 }, 1)
    for (let index = 0; index < BATCH_SIZE; index++) viewCar(`lost-${index}`)
    await vi.waitFor(() => expect(analyticsCalls(fetchSpy)).toHaveLength(1))

    viewCar('kept')
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS)
    await vi.waitFor(() => expect(db.analyticsEvents.count()).toBe(1))
    // The refused batch is not queued again: the queue cannot grow while the platform is down.
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 5)
    expect(analyticsCalls(fetchSpy).map((call) => call.size)).toEqual([BATCH_SIZE, 1])
    expect(db.analyticsEvents.all().map((event) => event.properties.listingId)).toEqual(['kept'])
  })
})
