import { useQuery } from '@tanstack/react-query'
import { featureQueries } from '../../../api/queries/feature-queries'
import { isArabicAvailable } from '../../../domain/features'
import { LOCATION_LANGUAGE_OPTIONS } from '../../../domain/locales'
import { env } from '../../../lib/env'

/** The ten options, less Arabic on the internal environment while its flag is off. */
export function useLocationOptions() {
  const internal = env.appEnvironment === 'internal'
  const features = useQuery({ ...featureQueries.list(), enabled: internal })
  const arabic = isArabicAvailable(env.appEnvironment, features.data?.features)
  return arabic
    ? LOCATION_LANGUAGE_OPTIONS
    : LOCATION_LANGUAGE_OPTIONS.filter((option) => option.serverLanguageCode !== 'ar')
}
