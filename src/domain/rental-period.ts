import { Temporal } from 'temporal-polyfill'
import type { ProductType } from '../api/schemas/common'
import { isValidIsoDate } from './iso-date'

// The rental period rules of the cars list and the car page (SPEC §5, §9). Dates are calendar
// days in the city's time zone; the URL carries `YYYY-MM-DD` and the platform gets offset
// date-times at the SPEC §9 default times.

/** SPEC §9 default pick-up time. */
export const PICKUP_TIME = '14:00'
/**
 * SPEC §9 default return time for daily rentals. The platform gives daily rentals a 4-hour
 * return grace, so 14:00 → 18:00 on the last day is not an extra day.
 */
export const DAILY_RETURN_TIME = '18:00'
/**
 * Monthly subscriptions have no return grace (every started month is charged), so they end at
 * the hour they started.
 */
export const MONTHLY_RETURN_TIME = PICKUP_TIME

/**
 * The longest rental the platform books: 90 days, or 12 months for a subscription. (The
 * platform does not publish these in city settings; its quote check enforces them.)
 */
export const MAX_RENTAL_PERIODS: Record<ProductType, number> = { DAILY: 90, MONTHLY: 12 }

/**
 * A daily rental may come back up to 4 hours after the hour it started without another day being
 * charged: SPEC §9's default times are a 14:00 pick-up and an 18:00 return.
 */
export const RETURN_GRACE_MINUTES = 4 * 60

/**
 * The periods the platform charges between two moments: days (DAILY: calendar days in the
 * city, so a DST change neither adds nor removes one, plus one for a remainder beyond the grace)
 * or months (MONTHLY: every started month). The platform prices by it and holds a rental to
 * `MAX_RENTAL_PERIODS` by it.
 */
export function chargedPeriods(
  product: ProductType,
  from: string,
  to: string,
  timeZone: string,
): number {
  const start = Temporal.Instant.from(from).toZonedDateTimeISO(timeZone)
  const end = Temporal.Instant.from(to).toZonedDateTimeISO(timeZone)
  if (product === 'DAILY') {
    const span = start.until(end, { largestUnit: 'days' })
    const remainder = span.hours * 60 + span.minutes + (span.seconds > 0 ? 1 : 0)
    return Math.max(1, span.days + (remainder > RETURN_GRACE_MINUTES ? 1 : 0))
  }
  const span = start.until(end, { largestUnit: 'months' })
  const partial = span.days > 0 || span.hours > 0 || span.minutes > 0 ? 1 : 0
  return Math.max(1, span.months + span.years * 12 + partial)
}

/**
 * Whether a rental between two moments is within the longest the platform books, counted as it
 * charges: 90 days from a 14:00 pick-up may come back at 18:00 on the last day, not later.
 */
export function withinLongestRental(
  product: ProductType,
  from: string,
  to: string,
  timeZone: string,
): boolean {
  return chargedPeriods(product, from, to, timeZone) <= MAX_RENTAL_PERIODS[product]
}

export interface RentalRules {
  product: ProductType
  timeZone: string
  /** Days from today within which a rental may start. */
  maxStartDateOffset: number
  /** Days for DAILY, months for MONTHLY. */
  minRentalPeriod: number
  /**
   * The city's public holidays (settings `holidays`, ISO dates): the platform is closed, so a
   * rental can neither start nor end on one.
   */
  holidays?: readonly string[]
}

export interface RentalDates {
  from?: string | undefined
  to?: string | undefined
}

function plainDate(value: string | undefined): Temporal.PlainDate | undefined {
  if (value === undefined || !isValidIsoDate(value)) return undefined
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' })
  } catch {
    return undefined
  }
}

/** Today's date in a time zone, at a given moment. */
export function cityToday(nowMs: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(nowMs)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString()
}

/**
 * The last day a rental may start: `maxStartDateOffset` days after today in the city. The app
 * offers no later start and the platform refuses one.
 */
export function lastStartDate(
  today: Temporal.PlainDate,
  maxStartDateOffset: number,
): Temporal.PlainDate {
  return today.add({ days: maxStartDateOffset })
}

/**
 * The window a rental may start in: from tomorrow to the last start date. With an offset below
 * one day the window is empty (`last` before `first`).
 */
export function startWindow(
  rules: Pick<RentalRules, 'timeZone' | 'maxStartDateOffset'>,
  nowMs: number,
): { first: string; last: string } {
  const today = Temporal.PlainDate.from(cityToday(nowMs, rules.timeZone))
  const first = today.add({ days: 1 })
  const last = lastStartDate(today, Math.max(0, rules.maxStartDateOffset))
  return { first: first.toString(), last: last.toString() }
}

/** Adds whole rental periods: days for DAILY, months for MONTHLY (end of month constrained). */
export function addPeriods(date: string, periods: number, product: ProductType): string {
  const start = Temporal.PlainDate.from(date)
  return (
    product === 'DAILY' ? start.add({ days: periods }) : start.add({ months: periods })
  ).toString()
}

/** The latest return for a pick-up date: the maximum rental length later. */
export function latestReturn(from: string, product: ProductType): string {
  return addPeriods(from, MAX_RENTAL_PERIODS[product], product)
}

/** The earliest return for a pick-up date: the minimum rental period later. */
export function earliestReturn(
  from: string,
  rules: Pick<RentalRules, 'product' | 'minRentalPeriod'>,
) {
  return addPeriods(from, Math.max(1, rules.minRentalPeriod), rules.product)
}

export function compareDates(a: string, b: string): number {
  return Temporal.PlainDate.compare(Temporal.PlainDate.from(a), Temporal.PlainDate.from(b))
}

/**
 * The dates a search may use. `from` is honoured only from tomorrow (city time) up to the max
 * start offset; `to` must be at least the minimum rental period after `from`, and is moved
 * there when it is earlier or missing, and at most the maximum rental length after it. A `to`
 * without a usable `from` is dropped.
 */
export function normaliseRentalDates(
  dates: RentalDates,
  rules: RentalRules,
  nowMs: number,
): RentalDates {
  const from = plainDate(dates.from)
  if (!from) return {}
  const window = startWindow(rules, nowMs)
  const fromText = from.toString()
  if (compareDates(fromText, window.first) < 0 || compareDates(fromText, window.last) > 0) {
    return {}
  }
  const minimumTo = earliestReturn(fromText, rules)
  const to = plainDate(dates.to)
  if (!to || compareDates(to.toString(), minimumTo) < 0) return { from: fromText, to: minimumTo }
  const maximumTo = latestReturn(fromText, rules.product)
  if (compareDates(to.toString(), maximumTo) > 0) return { from: fromText, to: maximumTo }
  return { from: fromText, to: to.toString() }
}

/** Whether two date pairs are the same (both absent counts as the same). */
export function sameDates(a: RentalDates, b: RentalDates): boolean {
  return a.from === b.from && a.to === b.to
}

function atTime(date: string, time: string, timeZone: string): string {
  return Temporal.PlainDate.from(date)
    .toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) })
    .toString({ timeZoneName: 'never', smallestUnit: 'second' })
}

/**
 * The moments the platform is asked about: pick-up at 14:00 on `from`, return on `to` at 18:00
 * (daily) or 14:00 (monthly), as offset date-times in the city's time zone.
 */
export function rentalMoments(
  dates: { from: string; to: string },
  product: ProductType,
  timeZone: string,
): { from: string; to: string } {
  const returnTime = product === 'DAILY' ? DAILY_RETURN_TIME : MONTHLY_RETURN_TIME
  return {
    from: atTime(dates.from, PICKUP_TIME, timeZone),
    to: atTime(dates.to, returnTime, timeZone),
  }
}

/** Whole months from `from` to `to`, a started month counting as one (at least 1). */
export function monthsBetween(from: string, to: string): number {
  const span = Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), {
    largestUnit: 'months',
  })
  return Math.max(1, span.years * 12 + span.months + (span.days > 0 ? 1 : 0))
}

/** Calendar days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' })
    .days
}
