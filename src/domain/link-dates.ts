import { Temporal } from 'temporal-polyfill'
import {
  compareDates,
  earliestReturn,
  latestReturn,
  startWindow,
  type RentalDates,
  type RentalRules,
} from './rental-period'
import { isValidIsoDate } from './iso-date'

// A booking link's dates (SPEC §5), reviewed before anything is priced: what the link named is
// kept where it can be, and every date that had to change is changed for a reason the page says.

/** What was changed in a link's dates before the booking could use them, and why. */
export type LinkDateChange =
  | 'fromNotADate'
  | 'fromPast'
  | 'fromTooFar'
  | 'toNotADate'
  | 'toBeforeMinimum'
  | 'toAfterMaximum'
  | 'toKeptLength'

export interface ReviewedLinkDates {
  dates: { from: string; to: string }
  changes: LinkDateChange[]
}

/** The link's trip as days or months and days: what "as long" means for the product. */
function lengthOf(
  from: string,
  to: string,
  product: RentalRules['product'],
): Temporal.Duration | undefined {
  if (compareDates(to, from) <= 0) return undefined
  return Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), {
    largestUnit: product === 'DAILY' ? 'days' : 'months',
  })
}

/**
 * The dates a booking link starts with, and what had to change in them. `dates` holds the
 * link's own text (undefined when it named no such date), so a day that is no date on the
 * calendar (`2026-02-30`) is told apart from one the link left out.
 *
 * A pick-up that is no date, already past or beyond the start window moves to tomorrow. A return
 * the link left out is the shortest rental, silently; one that is no date is the shortest rental.
 * A trip whose pick-up was beyond the window keeps its length; one whose pick-up had passed keeps
 * its return while that still fits (from the shortest to the longest rental after tomorrow), and
 * otherwise its length. What still does not fit moves to the nearer of those bounds. Only these
 * dates are ever priced.
 */
export function reviewLinkDates(
  dates: RentalDates,
  rules: RentalRules,
  nowMs: number,
): ReviewedLinkDates {
  const changes: LinkDateChange[] = []
  const window = startWindow(rules, nowMs)
  // A day this review picks is never one of the city's holidays (the platform is closed, so a
  // rental can neither start nor end on one): it moves to the next open day, or for the longest
  // rental the one before. A day the link itself named is kept; the page says if it is closed.
  const closed = new Set(rules.holidays ?? [])
  const open = (date: string, step: 1 | -1): string =>
    closed.has(date)
      ? open(Temporal.PlainDate.from(date).add({ days: step }).toString(), step)
      : date
  const linkFrom = dates.from !== undefined && isValidIsoDate(dates.from) ? dates.from : undefined
  const linkTo = dates.to !== undefined && isValidIsoDate(dates.to) ? dates.to : undefined

  let from = linkFrom ?? open(window.first, 1)
  if (dates.from !== undefined && linkFrom === undefined) changes.push('fromNotADate')
  else if (compareDates(from, window.first) < 0) changes.push('fromPast')
  else if (compareDates(from, window.last) > 0) changes.push('fromTooFar')
  if (changes.length > 0) from = open(window.first, 1)

  const minimumTo = open(earliestReturn(from, rules), 1)
  const maximumTo = open(latestReturn(from, rules.product), -1)
  const fits = (date: string) =>
    compareDates(date, minimumTo) >= 0 && compareDates(date, maximumTo) <= 0
  if (dates.to === undefined) return { dates: { from, to: minimumTo }, changes }
  if (linkTo === undefined) {
    changes.push('toNotADate')
    return { dates: { from, to: minimumTo }, changes }
  }
  // A trip moved later keeps its length; one cut short by the past keeps its return if it can.
  const length =
    linkFrom !== undefined && from !== linkFrom
      ? lengthOf(linkFrom, linkTo, rules.product)
      : undefined
  const wanted =
    length && (changes.includes('fromTooFar') || !fits(linkTo))
      ? open(Temporal.PlainDate.from(from).add(length).toString(), 1)
      : linkTo
  if (fits(wanted)) {
    if (wanted !== linkTo) changes.push('toKeptLength')
    return { dates: { from, to: wanted }, changes }
  }
  const bound = compareDates(wanted, minimumTo) < 0 ? minimumTo : maximumTo
  changes.push(bound === minimumTo ? 'toBeforeMinimum' : 'toAfterMaximum')
  return { dates: { from, to: bound }, changes }
}
