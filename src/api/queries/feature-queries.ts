import { queryOptions } from '@tanstack/react-query'
import { featureCalls } from './platform-calls'
import { MINUTE_MS } from './stale-times'

export const featureQueries = {
  list: () =>
    queryOptions({
      queryKey: ['features'] as const,
      queryFn: async ({ signal }) => (await featureCalls()).getFeatures(signal),
      staleTime: 5 * MINUTE_MS,
    }),
}
