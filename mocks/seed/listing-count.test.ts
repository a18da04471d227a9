import { afterEach, describe, expect, it, vi } from 'vitest'
import { seedListingCount } from './listing-count'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('seedListingCount', () => {
  // Only a written-out `import.meta.env.VITE_SEED_LISTINGS` is replaced by a build (and by this
  // test's transform); a key looked up at run time reads nothing.
  it('follows VITE_SEED_LISTINGS where SEED_LISTINGS is unset', () => {
    vi.stubEnv('SEED_LISTINGS', undefined)
    vi.stubEnv('VITE_SEED_LISTINGS', '120')
    expect(seedListingCount()).toBe(120)
  })
})
