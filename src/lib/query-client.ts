import { QueryClient } from '@tanstack/react-query'

/**
 * Retries live in the http layer (it honours Retry-After and knows which methods are safe), so
 * Query itself never retries. A 401 or 403 reaches the session from the http layer too, for every
 * caller (`setAuthFailureHandler`).
 *
 * A failed query is not asked again just because a component mounted (`retryOnMount`): a route's
 * loader starts the page's first calls, and the page mounting onto that failure showed it and then
 * sent the same request again. The page's "Try again" and the next navigation's loader ask anew.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
