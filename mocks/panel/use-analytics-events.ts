import { useSyncExternalStore } from 'react'
import { ANALYTICS_WINDOW_EVENT } from '../../src/api/schemas/window-events'
import { analyticsEventSchema, type AnalyticsEvent } from '../../src/api/schemas/platform-meta'

// The app's analytics events as the panel lists them. The app records each one in
// `window.dataLayer` and announces it on the window (src/lib/analytics.ts); the panel, a separate
// bundle that never imports the app, reads them from there.

/** The panel lists the latest events only. */
export const SHOWN_EVENTS = 50

export interface ShownEvent {
  /** The event's place in the data layer: a stable React key. */
  position: number
  event: AnalyticsEvent
}

let cache: { layer: unknown; length: number; shown: readonly ShownEvent[] } = {
  layer: undefined,
  length: 0,
  shown: [],
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(ANALYTICS_WINDOW_EVENT, onChange)
  return () => window.removeEventListener(ANALYTICS_WINDOW_EVENT, onChange)
}

/** Newest first; entries a tracking script put in the data layer (not ours) are skipped. */
function snapshot(): readonly ShownEvent[] {
  const layer: unknown = Reflect.get(window, 'dataLayer')
  const entries: unknown[] = Array.isArray(layer) ? layer : []
  if (layer === cache.layer && entries.length === cache.length) return cache.shown
  const shown: ShownEvent[] = []
  for (let position = entries.length - 1; position >= 0; position--) {
    if (shown.length === SHOWN_EVENTS) break
    const parsed = analyticsEventSchema.safeParse(entries[position])
    if (parsed.success) shown.push({ position, event: parsed.data })
  }
  cache = { layer, length: entries.length, shown }
  return shown
}

export function useAnalyticsEvents(): readonly ShownEvent[] {
  return useSyncExternalStore(subscribe, snapshot)
}
