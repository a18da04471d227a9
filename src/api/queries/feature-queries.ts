import { queryOptions } from '@tanstack/react-query'
import { getFeatures } from '../features'
import { MINUTE_MS } from './stale-times'

export const featureQueries = {
  list: () =>
    queryOptions({
      queryKey: ['features'] as const,
      queryFn: ({ signal }) => getFeatures(signal),
      staleTime: 5 * MINUTE_MS,
    }),
}
