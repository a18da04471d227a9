import { Temporal } from 'temporal-polyfill'
import type { CitySettings } from '../../src/api/schemas/configuration'
import { SEED_CITIES } from '../seed/cities'
import { openingHours } from './slots'
import { nowInZone } from './time'

/** The seed's Dubai holidays (UAE National Day…): the platform is closed all day on them. */
const DUBAI_HOLIDAYS: readonly string[] =
  SEED_CITIES.find((city) => city.code === 'DXB')?.holidays ?? []

/**
 * For tests and probes: a Dubai moment `days` from the sandbox clock's today at 14:00, as the
 * platform writes it.
 * Inside business hours on every day but the seed's holidays: a request that must be valid
 * takes its days from `openDubaiDays`.
 */
export function dubaiDay(days: number): string {
  return nowInZone('Asia/Dubai')
    .startOfDay()
    .add({ days })
    .with({ hour: 14 })
    .toString({ timeZoneName: 'never' })
}

/**
 * For tests: 14:00 in Dubai on the first day the city is open at least `days` after `iso` (the
 * seed has holidays, e.g. UAE National Day), so a handback time is accepted whatever today is.
 */
export function openDubaiDayAfter(
  iso: string,
  days: number,
  settings: Pick<CitySettings, 'businessHours' | 'holidays'> | undefined,
): string {
  let date = Temporal.Instant.from(iso).toZonedDateTimeISO('Asia/Dubai').toPlainDate().add({ days })
  while (settings && !openingHours(settings, date)) date = date.add({ days: 1 })
  return date
    .toZonedDateTime({ timeZone: 'Asia/Dubai', plainTime: '14:00' })
    .toString({ timeZoneName: 'never' })
}

/**
 * For tests and probes: how many days to move a set of Dubai days (`offsets` from today, read
 * through `day`) later together so that none is one of the seed's holidays (a rental from today
 * + 2 to today + 5 ends on UAE National Day from late November).
 */
export function openShift(
  offsets: readonly number[],
  day: (days: number) => string = dubaiDay,
): number {
  for (let shift = 0; shift <= 30; shift++) {
    if (offsets.every((days) => !DUBAI_HOLIDAYS.includes(day(days + shift).slice(0, 10)))) {
      return shift
    }
  }
  throw new Error(`No open Dubai days ${offsets.join(', ')} days from now within a month`)
}

/** `fromDays` and `toDays` from today at 14:00, moved together off the seed's holidays. */
export function openDubaiDays(
  fromDays: number,
  toDays: number,
  day: (days: number) => string = dubaiDay,
): { from: string; to: string } {
  const shift = openShift([fromDays, toDays], day)
  return { from: day(fromDays + shift), to: day(toDays + shift) }
}
