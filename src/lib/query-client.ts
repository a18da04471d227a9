import { QueryClient } from '@tanstack/react-query'

/**
 * Retries live in the http layer (it honours Retry-After and knows which methods are safe), so
 * Query itself never retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
