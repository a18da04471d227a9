import { z } from 'zod/mini'
import { built } from './built'

/**
 * A feature flag as it applies to the caller (SPEC §6). The platform resolves per-user overrides
 * for the session's user, so the answer never lists who else has a flag on.
 */
export const featureSchema = built(() => z.object({ key: z.string(), enabled: z.boolean() }))
export type Feature = z.infer<typeof featureSchema>

export const featuresResponseSchema = built(() => z.object({ features: z.array(featureSchema) }))

export const logTypeSchema = built(() => z.enum(['error', 'warn', 'info']))

/** SPEC §7 logger body. */
export const logEntrySchema = built(() =>
  z.object({
    msg: z.string().check(z.minLength(1), z.maxLength(500)),
    type: logTypeSchema,
    additional: z.object({
      label: z.string().check(z.maxLength(200)),
      userAgent: z.string().check(z.maxLength(500)),
      deviceInfo: z.string().check(z.maxLength(500)),
    }),
  }),
)
export type LogEntry = z.infer<typeof logEntrySchema>

export const analyticsEventSchema = built(() =>
  z.object({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    timestamp: z.iso.datetime({ offset: true }),
  }),
)
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

export const analyticsBatchSchema = built(() =>
  z.object({
    events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(50)),
  }),
)
