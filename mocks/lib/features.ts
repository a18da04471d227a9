import { z } from 'zod/mini'
import { built } from '../../src/api/schemas/built'
import type { Feature } from '../../src/api/schemas/platform-meta'
import { FEATURE_KEYS, type FeatureKey } from '../../src/domain/features'
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

/**
 * `PUT /sandbox/features`: one SPEC §6 flag, for everyone or (with `email`) for one account.
 * `enabled: null` removes that account's override, so it follows the default again; the default
 * itself is always on or off.
 */
export const featureBodySchema = built(() =>
  z
    .strictObject({
      key: z.enum(Object.values(FEATURE_KEYS)),
      enabled: z.nullable(z.boolean()),
      email: z.optional(z.string().check(z.maxLength(254))),
    })
    .check(
      z.refine((change) => change.enabled !== null || change.email !== undefined, {
        message: 'enabled: null clears one account’s override and needs its email',
        path: ['enabled'],
      }),
    ),
)
export type FeatureChange = z.infer<typeof featureBodySchema>

/** A flag as the sandbox panel shows it: the default, and one account's override if any. */
export interface FeatureState {
  key: FeatureKey
  enabled: boolean
  /** The account's own setting, which wins over the default; null when it follows the default. */
  override: boolean | null
}

/** Every SPEC §6 flag in FEATURE_KEYS order, with `userId`'s override when given. */
export function featureStates(userId?: string): FeatureState[] {
  return Object.values(FEATURE_KEYS).flatMap((key) => {
    const feature = db.features.findFirst((q) => q.where({ key }))
    if (!feature) return []
    const override = userId
      ? feature.userOverrides?.find((candidate) => candidate.userId === userId)
      : undefined
    return [{ key, enabled: feature.enabled, override: override?.enabled ?? null }]
  })
}

/**
 * Switches a flag: the default everyone gets, or one account's override (which then wins over
 * the default); `null` for an account removes its override. Answers the flag as stored.
 */
export async function setFeature(
  key: string,
  enabled: boolean | null,
  userId?: string,
): Promise<FeatureRecord | undefined> {
  const found = db.features.findFirst((q) => q.where({ key }))
  if (!found) return undefined
  return db.features.update((q) => q.where({ key }), {
    data(feature) {
      if (userId === undefined) {
        // The default has no "follow" state; featureBodySchema refuses null without an account.
        if (enabled !== null) feature.enabled = enabled
        return
      }
      const others = (feature.userOverrides ?? []).filter((entry) => entry.userId !== userId)
      feature.userOverrides = enabled === null ? others : [...others, { userId, enabled }]
    },
  })
}
