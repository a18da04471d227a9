import { Temporal } from 'temporal-polyfill'

// The days a car is already booked, in its city's calendar, and the rule that a rental cannot
// span one. A day counts as booked when an open booking holds the car at any moment of it (city
// time). A rental runs from its pick-up day to its return day, so one made only of free days
// cannot overlap a booking: the calendar and the platform's overlap refusal, which read the same
// held intervals, never disagree about a range the calendar offers.

/** A booking's hold on its car, [fromMs, toMs): the hand-back frees the car at that moment. */
export interface HeldInterval {
  fromMs: number
  toMs: number
}

/** The days of `first`…`last` (inclusive, `YYYY-MM-DD`) that any held interval touches, in order. */
export function bookedDaysIn(
  held: readonly HeldInterval[],
  timeZone: string,
  range: { first: string; last: string },
): string[] {
  const days: string[] = []
  const last = Temporal.PlainDate.from(range.last)
  let day = Temporal.PlainDate.from(range.first)
  // A day's bounds come from the zone's start of day, so a 23- or 25-hour day keeps its length.
  let startMs = day.toZonedDateTime({ timeZone }).epochMilliseconds
  while (Temporal.PlainDate.compare(day, last) <= 0) {
    const next = day.add({ days: 1 })
    const endMs = next.toZonedDateTime({ timeZone }).epochMilliseconds
    if (held.some((interval) => interval.fromMs < endMs && startMs < interval.toMs)) {
      days.push(day.toString())
    }
    day = next
    startMs = endMs
  }
  return days
}

/** The first booked day after `from`, where choosing a return must stop; undefined when none. */
export function nextBookedDay(from: string, booked: Iterable<string>): string | undefined {
  let next: string | undefined
  // ISO calendar dates order as strings.
  for (const day of booked) {
    if (day > from && (next === undefined || day < next)) next = day
  }
  return next
}

/** Whether a rental from `from` to `to` (both days included) would take a booked day. */
export function spansBookedDay(from: string, to: string, booked: Iterable<string>): boolean {
  for (const day of booked) {
    if (day >= from && day <= to) return true
  }
  return false
}

/** The first and last day of a `YYYY-MM` month: what the calendar asks about at a time. */
export function monthSpan(yearMonth: string): { from: string; to: string } {
  const month = Temporal.PlainYearMonth.from(yearMonth)
  return {
    from: month.toPlainDate({ day: 1 }).toString(),
    to: month.toPlainDate({ day: month.daysInMonth }).toString(),
  }
}
