import { Temporal } from 'temporal-polyfill'
import type { CitySettings } from '../../src/api/schemas/configuration'
import { openingHours } from './slots'

/** For tests and probes: a Dubai moment `days` from today at 14:00 (inside business hours every day), as the platform writes it. */
export function dubaiDay(days: number): string {
  return Temporal.Now.zonedDateTimeISO('Asia/Dubai')
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
