import { HttpResponse } from 'msw'
import { rentalPaths } from '../../src/api/paths'
import { analyticsBatchSchema, logEntrySchema } from '../../src/api/schemas/platform-meta'
import { db } from '../db'
import { sandboxNow } from '../lib/controls'
import { noContent, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { sessionUser } from '../lib/session'
import { resolvedFeature } from '../lib/features'

let logSequence = 0

export const platformMetaHandlers = [
  route('get', 'rental', rentalPaths.features, async ({ cookies }) => {
    const user = await sessionUser(cookies)
    const features = db.features.all().map((feature) => resolvedFeature(feature, user?.userId))
    return HttpResponse.json({ features })
  }),

  route('post', 'rental', rentalPaths.logger, async ({ request }) => {
    const entry = await readBody(request, logEntrySchema)
    logSequence += 1
    await db.logs.create({
      ...entry,
      id: `log-${logSequence}`,
      receivedAt: new Date(sandboxNow()).toISOString(),
    })
    return noContent()
  }),

  route('post', 'rental', rentalPaths.analytics, async ({ request }) => {
    const batch = await readBody(request, analyticsBatchSchema)
    for (const event of batch.events) await db.analyticsEvents.create(event)
    return noContent()
  }),
]
