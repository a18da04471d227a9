import { Temporal } from 'temporal-polyfill'

// The one instant every test runs at (unit, feature and browser), so "today" — and the seed built
// from it — is the same on every machine on every day. RENTAL_TEST_NOW moves it, to try the suite
// on the days around a holiday, a month end or a year end (`npm run test:dates`).

/** An ordinary working Wednesday morning in Dubai, clear of every seeded holiday. */
export const DEFAULT_TEST_NOW = '2026-11-18T10:00:00+04:00'

export const TEST_NOW_VARIABLE = 'RENTAL_TEST_NOW'

/** The pinned instant: `RENTAL_TEST_NOW` (an ISO date-time with its offset) or the default. */
export function pinnedTestInstant(
  value: string | undefined = process.env[TEST_NOW_VARIABLE],
): Temporal.Instant {
  const wanted = value?.trim() || DEFAULT_TEST_NOW
  try {
    return Temporal.Instant.from(wanted)
  } catch {
    throw new Error(
      `${TEST_NOW_VARIABLE} must be an ISO date-time with an offset, such as ${DEFAULT_TEST_NOW}; got "${wanted}"`,
    )
  }
}
