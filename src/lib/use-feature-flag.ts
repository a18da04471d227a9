import { useQuery } from '@tanstack/react-query'
import { featureQueries } from '../api/queries/feature-queries'
import { isFeatureEnabled, type FeatureKey } from '../domain/features'

/**
 * A flag for the current visitor, as the platform resolved it for their session (per-user
 * overrides included); off until the flags have loaded.
 */
export function useFeatureFlag(key: FeatureKey): boolean {
  const features = useQuery(featureQueries.list())
  return isFeatureEnabled(features.data?.features, key)
}
