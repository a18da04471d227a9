import { ANALYTICS_WINDOW_EVENT } from '../api/schemas/window-events'
import type { AnalyticsEvent } from '../api/schemas/platform-meta'
import type { AnalyticsEventName, AnalyticsEvents } from './analytics-events'
import { env } from './env'
import { whenInteractive } from './when-interactive'

// The analytics layer: every event lands in `window.dataLayer` and is announced on the window
// (the sandbox panel lists them); production builds (SPEC §1) also send them in batches to the
// analytics endpoint and load the tracking script, if one is configured.

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

/** A batch goes as soon as this many events wait… */
export const BATCH_SIZE = 20
/** …or this long after the first of them. */
export const FLUSH_DELAY_MS = 2000
/** The endpoint's limit per request (analyticsBatchSchema). */
const MAX_BATCH = 50

let queue: AnalyticsEvent[] = []
/**
 * The endpoint's call and its response schema, loaded with the first event sent rather than with
 * the app's first script (no zod there, docs/performance.md): ready by the time a batch goes,
 * so a flush as the tab is hidden still sends within that moment.
 */
let sender: Promise<typeof import('../api/analytics') | undefined> | undefined
const loadSender = () =>
  (sender ??= import('../api/analytics').catch(() => {
    sender = undefined // the next batch tries again
    return undefined
  }))
let flushTimer: ReturnType<typeof setTimeout> | undefined
let watchingVisibility = false

export function track<N extends AnalyticsEventName>(name: N, properties: AnalyticsEvents[N]): void {
  const event: AnalyticsEvent = { name, properties, timestamp: new Date().toISOString() }
  if (typeof window !== 'undefined') {
    window.dataLayer ??= []
    window.dataLayer.push(event)
    window.dispatchEvent(new CustomEvent(ANALYTICS_WINDOW_EVENT, { detail: event }))
  }
  if (!env.runsAnalytics) return
  watchVisibility()
  void loadSender()
  queue.push(event)
  if (queue.length >= BATCH_SIZE) flush()
  else flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS)
}

/**
 * Sends everything queued, at most MAX_BATCH events a request. Best effort: a failed batch is
 * dropped, never queued again, so a platform that is down cannot make the queue grow, and the
 * other batches still go.
 */
function flush(options: { keepalive?: boolean } = {}): void {
  if (flushTimer !== undefined) clearTimeout(flushTimer)
  flushTimer = undefined
  while (queue.length > 0) {
    const batch = queue.splice(0, MAX_BATCH)
    void loadSender().then((loaded) =>
      loaded?.sendAnalyticsEvents(batch, options).catch(() => undefined),
    )
  }
}

/** The tab is hidden (switched away, closed, the app backgrounded): send what waits now. */
function watchVisibility(): void {
  if (watchingVisibility || typeof document === 'undefined') return
  watchingVisibility = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush({ keepalive: true })
  })
}

/** Loads the third-party tracking script in production builds only. */
/** The third-party tracking script loads once the page is interactive: no customer waits for it. */
export function startTracking(whenReady: (task: () => void) => void = whenInteractive): void {
  if (!env.runsAnalytics || !env.analyticsScriptUrl) return
  const url = env.analyticsScriptUrl
  whenReady(() => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    document.head.append(script)
  })
}

export function resetAnalyticsForTests(): void {
  queue = []
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = undefined
}
