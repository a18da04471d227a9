// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { featureQueries } from '../api/queries/feature-queries'
import { followSandboxFeatures, SANDBOX_FEATURES_EVENT } from './follow-sandbox-features'

// A flag switched in the sandbox panel must reach the app without a reload: the cached flags
// are marked stale (and refetched where shown) when the sandbox announces the change.

const FLAGS = { features: [{ key: 'payment-revamp', enabled: false }] }

describe('followSandboxFeatures', () => {
  it('invalidates the cached flags on the sandbox’s event, until stopped', () => {
    const queryClient = new QueryClient()
    const key = featureQueries.list().queryKey
    queryClient.setQueryData(key, FLAGS)
    const stop = followSandboxFeatures(queryClient)

    window.dispatchEvent(new CustomEvent('rental-sandbox:other'))
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false)
    window.dispatchEvent(new CustomEvent(SANDBOX_FEATURES_EVENT))
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)

    stop()
    queryClient.setQueryData(key, FLAGS)
    window.dispatchEvent(new CustomEvent(SANDBOX_FEATURES_EVENT))
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false)
  })
})
