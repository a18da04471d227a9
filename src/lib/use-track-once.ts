import { useEffect, useRef } from 'react'
import { track } from './analytics'
import type { AnalyticsEventName, AnalyticsEvents } from './analytics-events'

/**
 * Tracks an event once per occurrence of `key` while the component stays mounted: StrictMode's
 * second effect and re-renders send nothing more; a new key (another car, another page of
 * results) is a new occurrence. `properties` undefined means "not yet" (data still loading).
 */
export function useTrackOnce<N extends AnalyticsEventName>(
  name: N,
  key: string,
  properties: AnalyticsEvents[N] | undefined,
): void {
  const sent = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (properties === undefined || sent.current === key) return
    sent.current = key
    track(name, properties)
  }, [name, key, properties])
}
