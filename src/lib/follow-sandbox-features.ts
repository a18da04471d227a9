import type { QueryClient } from '@tanstack/react-query'
import { featureQueries } from '../api/queries/feature-queries'

/** The sandbox (mocks/sandbox-api.ts) dispatches this on `window` after a feature flag changed. */
export const SANDBOX_FEATURES_EVENT = 'rental-sandbox:features'

/**
 * Reloads the flags when the sandbox switches one, so a change made in its panel or console
 * shows at once rather than after the flags' five-minute stale time or a page reload.
 */
export function followSandboxFeatures(queryClient: QueryClient): () => void {
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: featureQueries.list().queryKey })
  }
  window.addEventListener(SANDBOX_FEATURES_EVENT, reload)
  return () => window.removeEventListener(SANDBOX_FEATURES_EVENT, reload)
}
