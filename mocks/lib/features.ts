import { z } from 'zod/mini'
import type { Feature } from '../../src/api/schemas/platform-meta'
import { FEATURE_KEYS } from '../../src/domain/features'
import { db, type FeatureRecord } from '../db'

/**
 * The flag as it applies to one caller: their override if they have one, else the default.
 * Resolved on the platform so no answer carries anyone else's user id (an anonymous caller gets
 * defaults).
 */
export function resolvedFeature(feature: FeatureRecord, userId: string | undefined): Feature {
  const override = userId
    ? feature.userOverrides?.find((candidate) => candidate.userId === userId)
    : undefined
  return { key: feature.key, enabled: override?.enabled ?? feature.enabled }
}

/** Whether a flag is on for a user; an unknown flag is off. */
export function featureEnabledFor(key: string, userId: string): boolean {
  const feature = db.features.findFirst((q) => q.where({ key }))
  return feature ? resolvedFeature(feature, userId).enabled : false
}

/** `PUT /sandbox/features`: one SPEC §6 flag, for everyone or (with `email`) for one account. */
export const featureBodySchema = z.strictObject({
  key: z.enum(Object.values(FEATURE_KEYS)),
  enabled: z.boolean(),
  email: z.optional(z.string().check(z.maxLength(254))),
})
export type FeatureChange = z.infer<typeof featureBodySchema>

/**
 * Switches a flag: the default everyone gets, or one account's override (which then wins over
 * the default). Answers the flag as stored.
 */
export async function setFeature(
  key: string,
  enabled: boolean,
  userId?: string,
): Promise<FeatureRecord | undefined> {
  const found = db.features.findFirst((q) => q.where({ key }))
  if (!found) return undefined
  return db.features.update((q) => q.where({ key }), {
    data(feature) {
      if (userId === undefined) {
        feature.enabled = enabled
        return
      }
      const others = (feature.userOverrides ?? []).filter((entry) => entry.userId !== userId)
      feature.userOverrides = [...others, { userId, enabled }]
    },
  })
}
