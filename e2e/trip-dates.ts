import { Temporal } from 'temporal-polyfill'
import { SEED_CITIES, type SeedCity } from '../mocks/seed/cities'

/** A seeded city: its time zone and its holidays (ISO dates), when the platform is closed. */
export function seededCity(cityCode: SeedCity['code']): SeedCity {
  const city = SEED_CITIES.find((candidate) => candidate.code === cityCode)
  if (!city) throw new Error(`No seeded city ${cityCode}`)
  return city
}

/**
 * A trip's pick-up and return dates in a seeded city: pick-up `startDays` after the city's today,
 * return `length` later, both moved later together until neither falls on one of the city's
 * holidays in the seed (UAE National Day…), when the platform is closed and refuses the dates.
 * Without the move a journey that books "the day after tomorrow for three days" fails on the
 * days before a holiday, only because of the date it runs.
 */
export function openTrip(
  cityCode: SeedCity['code'],
  length: { days?: number; months?: number },
  startDays = 2,
): { from: string; to: string } {
  const city = seededCity(cityCode)
  const today = Temporal.Now.plainDateISO(city.timezone)
  for (let shift = 0; shift <= 30; shift++) {
    const from = today.add({ days: startDays + shift })
    const to = from.add(length)
    if (!city.holidays.includes(from.toString()) && !city.holidays.includes(to.toString())) {
      return { from: from.toString(), to: to.toString() }
    }
  }
  throw new Error(`No open trip in ${cityCode} within a month`)
}
