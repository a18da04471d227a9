import type { Temporal } from 'temporal-polyfill'
import { openTripFrom, seededCity } from '../mocks/lib/open-trip'
import { pinnedTestInstant } from '../mocks/lib/test-clock'
import type { SeedCity } from '../mocks/seed/cities'

export { seededCity }

/**
 * Today in a seeded city at the pinned instant, the day the page's clock starts at (fixtures.ts);
 * a journey is far shorter than what is left of that day at the default instant.
 */
export function pinnedToday(cityCode: SeedCity['code']): Temporal.PlainDate {
  return pinnedTestInstant().toZonedDateTimeISO(seededCity(cityCode).timezone).toPlainDate()
}

/** A trip in a seeded city, `startDays` after its pinned today, off the seed's holidays. */
export function openTrip(
  cityCode: SeedCity['code'],
  length: { days?: number; months?: number },
  startDays = 2,
): { from: string; to: string } {
  return openTripFrom(pinnedToday(cityCode), [cityCode], length, startDays)
}
