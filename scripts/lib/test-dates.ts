import { Temporal } from 'temporal-polyfill'
import type { SeedCity } from '../../mocks/seed/cities'

// The instants at which `npm run test:dates` runs the unit and feature tests: the days around
// each holiday in the seed (where a booking "in two days for three days" starts to land on a
// closed day), a month end and a year end, each at 09:00 in Dubai.

const TIME_AND_OFFSET = 'T09:00:00+04:00'

/** Every instant to try, in date order, without repeats. */
export function instantsAroundSeedDates(
  cities: readonly Pick<SeedCity, 'holidays'>[],
  pinned: Temporal.Instant,
): string[] {
  const days = new Set<string>()
  for (const holiday of cities.flatMap((city) => city.holidays)) {
    const date = Temporal.PlainDate.from(holiday)
    for (const offset of [-3, -1, 0, 1]) days.add(date.add({ days: offset }).toString())
  }
  const today = pinned.toZonedDateTimeISO('Asia/Dubai').toPlainDate()
  const monthEnd = today.with({ day: today.daysInMonth })
  days.add(monthEnd.toString())
  days.add(today.with({ month: 12, day: 31 }).toString())
  return [...days].sort().map((day) => `${day}${TIME_AND_OFFSET}`)
}
