import { queryOptions } from '@tanstack/react-query'
import { getMe } from '../identity'
import { CURRENT_USER_STALE_MS } from './stale-times'

export const identityQueries = {
  me: () =>
    queryOptions({
      queryKey: ['identity', 'me'] as const,
      queryFn: ({ signal }) => getMe(signal),
      staleTime: CURRENT_USER_STALE_MS,
    }),
}
