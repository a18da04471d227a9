import { QueryClient } from '@tanstack/react-query'

/**
 * Retries live in the http layer (it honours Retry-After and knows which methods are safe), so
 * Query itself never retries. A 401 or 403 reaches the session from the http layer too, for every
 * caller (`setAuthFailureHandler`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
