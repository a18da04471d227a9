import { request } from './http'
import { rentalPaths } from './paths'
import { emptySchema } from './schemas/common'
import type { AnalyticsEvent } from './schemas/platform-meta'

/**
 * The analytics event endpoint (its shape is ours: SPEC §7 does not show it). `keepalive` lets a
 * batch sent as the tab is hidden outlive the page.
 */
export function sendAnalyticsEvents(
  events: AnalyticsEvent[],
  options: { keepalive?: boolean } = {},
) {
  return request({
    base: 'rental',
    path: rentalPaths.analytics,
    method: 'POST',
    body: { events },
    schema: emptySchema,
    keepalive: options.keepalive,
  })
}
