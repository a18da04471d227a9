import { describe, expect, it } from 'vitest'
import { USER_CACHE_TTL_MS } from '../../../machines/auth/auth.machine'
import { configurationQueries } from './configuration-queries'

// SPEC §9 timing, in literal minutes so a changed constant fails here.
const MINUTE = 60_000

describe('stale times', () => {
  it('keeps city settings for 5 minutes and business hours for 10', () => {
    expect(configurationQueries.citySettings('DAILY', 'DXB').staleTime).toBe(5 * MINUTE)
    expect(configurationQueries.citySettings('MONTHLY', 'RUH').staleTime).toBe(5 * MINUTE)
    expect(configurationQueries.businessHours('DXB', 'SELF_PICKUP').staleTime).toBe(10 * MINUTE)
    expect(configurationQueries.businessHours('AUH', 'DOOR_TO_DOOR').staleTime).toBe(10 * MINUTE)
  })

  it('re-reads the signed-in user after 10 minutes', () => {
    expect(USER_CACHE_TTL_MS).toBe(10 * MINUTE)
  })
})
