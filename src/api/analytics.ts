import { request } from './http'
import { rentalPaths } from './paths'
import { emptySchema } from './schemas/common'
import type { AnalyticsEvent } from './schemas/platform-meta'

/** The analytics event endpoint (its shape is ours: SPEC §7 does not show it). */
export function sendAnalyticsEvents(events: AnalyticsEvent[]) {
  return request({
    base: 'rental',
    path: rentalPaths.analytics,
    method: 'POST',
    body: { events },
    schema: emptySchema,
  })
}
