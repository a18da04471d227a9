import type { Temporal } from 'temporal-polyfill'
import { SEED_CITIES, type SeedCity } from '../seed/cities'

/** A seeded city: its time zone and its holidays (ISO dates), when the platform is closed. */
export function seededCity(cityCode: SeedCity['code']): SeedCity {
  const city = SEED_CITIES.find((candidate) => candidate.code === cityCode)
  if (!city) throw new Error(`No seeded city ${cityCode}`)
  return city
}

/**
 * A trip's pick-up and return dates: pick-up `startDays` after `today`, return `length` later,
 * both moved later together until neither falls on a holiday of any of the seeded `cityCodes`,
 * when the platform is closed and refuses the dates. Without the move a test that books "the day
 * after tomorrow for three days" fails on the days before a holiday, only because of its date.
 */
export function openTripFrom(
  today: Temporal.PlainDate,
  cityCodes: readonly SeedCity['code'][],
  length: { days?: number; months?: number },
  startDays = 2,
): { from: string; to: string } {
  const holidays = cityCodes.flatMap((code) => seededCity(code).holidays)
  for (let shift = 0; shift <= 30; shift++) {
    const from = today.add({ days: startDays + shift })
    const to = from.add(length)
    if (!holidays.includes(from.toString()) && !holidays.includes(to.toString())) {
      return { from: from.toString(), to: to.toString() }
    }
  }
  throw new Error(`No open trip in ${cityCodes.join(', ')} within a month`)
}
