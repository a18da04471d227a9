import type { Feature } from '../../src/api/schemas/platform-meta'
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
