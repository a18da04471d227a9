import { Temporal } from 'temporal-polyfill'

// Month grids for the date picker. Weeks start on SPEC §9's week start day (Sunday, index 0);
// weekday indexes here count from Sunday = 0 like Date#getDay.

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export function monthOf(date: string): string {
  return Temporal.PlainDate.from(date).toPlainYearMonth().toString()
}

export function shiftMonth(yearMonth: string, months: number): string {
  return Temporal.PlainYearMonth.from(yearMonth).add({ months }).toString()
}

export function shiftDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString()
}

/** The same day of the month in another month, kept inside it (31 Jan → 28 Feb). */
export function sameDayIn(date: string, yearMonth: string): string {
  const month = Temporal.PlainYearMonth.from(yearMonth)
  const day = Math.min(Temporal.PlainDate.from(date).day, month.daysInMonth)
  return month.toPlainDate({ day }).toString()
}

/** Sunday = 0 … Saturday = 6. */
export function weekdayIndex(date: string): number {
  return Temporal.PlainDate.from(date).dayOfWeek % 7
}

/** The first day of the week that contains `date`. */
export function startOfWeek(date: string, weekStart: number): string {
  return shiftDays(date, -((weekdayIndex(date) - weekStart + 7) % 7))
}

/** The weeks of a month, each seven cells long; days outside the month are null. */
export function monthGrid(yearMonth: string, weekStart: number): (string | null)[][] {
  const month = Temporal.PlainYearMonth.from(yearMonth)
  const first = month.toPlainDate({ day: 1 })
  const lead = (weekdayIndex(first.toString()) - weekStart + 7) % 7
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= month.daysInMonth; day++) {
    cells.push(month.toPlainDate({ day }).toString())
  }
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7))
  return weeks
}
