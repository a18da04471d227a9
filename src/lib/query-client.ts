import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '../api/errors'

/**
 * Retries live in the http layer (it honours Retry-After and knows which methods are safe), so
 * Query itself never retries. Every failed call reports its status to `onAuthError` when it is a
 * 401 or 403, so the session can react (SPEC §4: a 403 while a user is held re-reads the user).
 */
export function createQueryClient(
  onAuthError: (status: 401 | 403) => void = () => {},
): QueryClient {
  const report = (error: unknown) => {
    if (
      isApiError(error) &&
      error.kind === 'http' &&
      (error.status === 401 || error.status === 403)
    ) {
      onAuthError(error.status)
    }
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
