import { sendAnalyticsEvents } from '../api/analytics'
import type { AnalyticsEvent } from '../api/schemas/platform-meta'
import { env } from './env'

// The analytics layer: every event lands in `window.dataLayer`; production builds also send
// batches to the analytics endpoint and load the tracking script, if one is configured.

type Properties = AnalyticsEvent['properties']

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

let queue: AnalyticsEvent[] = []
let flushTimer: ReturnType<typeof setTimeout> | undefined

export function track(name: string, properties: Properties = {}): void {
  const event: AnalyticsEvent = { name, properties, timestamp: new Date().toISOString() }
  if (typeof window !== 'undefined') {
    window.dataLayer ??= []
    window.dataLayer.push(event)
  }
  if (!env.runsAnalytics) return
  queue.push(event)
  flushTimer ??= setTimeout(() => void flush(), 2000)
}

async function flush(): Promise<void> {
  flushTimer = undefined
  const events = queue.splice(0, 50)
  if (events.length === 0) return
  try {
    await sendAnalyticsEvents(events)
  } catch {
    // Analytics are best effort.
  }
  if (queue.length > 0) flushTimer = setTimeout(() => void flush(), 2000)
}

/** Loads the third-party tracking script in production builds only. */
export function startTracking(): void {
  if (!env.runsAnalytics || !env.analyticsScriptUrl) return
  const script = document.createElement('script')
  script.src = env.analyticsScriptUrl
  script.async = true
  document.head.append(script)
}

export function resetAnalyticsForTests(): void {
  queue = []
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = undefined
}
