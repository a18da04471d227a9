import { Temporal } from 'temporal-polyfill'
import type { ProductType } from '../api/schemas/common'

// One-tap extend: a daily rental by one day, a monthly subscription by one calendar month, at the
// same wall-clock time in the city (a DST change moves neither the day nor the hour).

export function extendedEnd(to: string, product: ProductType, timeZone: string): string {
  const end = Temporal.Instant.from(to).toZonedDateTimeISO(timeZone)
  return end
    .add(product === 'MONTHLY' ? { months: 1 } : { days: 1 })
    .toString({ timeZoneName: 'never', smallestUnit: 'second' })
}

/** The city's calendar date and wall time of a moment: `{ date: '2026-12-01', time: '14:00' }`. */
export function cityDateTime(iso: string, timeZone: string): { date: string; time: string } {
  const local = Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone)
  return {
    date: local.toPlainDate().toString(),
    time: local.toPlainTime().toString({ smallestUnit: 'minute' }),
  }
}
