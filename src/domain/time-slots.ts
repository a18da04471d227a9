import { Temporal } from 'temporal-polyfill'
import type { TimeSlotAvailability } from '../api/schemas/availability'

// The time rules of a booking (SPEC §5, §9), in the city's time zone. The platform says which
// half-hour slots exist and are free; these rules narrow what the customer is offered.

export const SLOT_MINUTES = 30
/** SPEC §9: from 16:00 in the city, today can no longer be booked. */
export const TODAY_CURRENT_HOURS_LIMIT = 16
/** SPEC §5: a same-day start is at least 3 hours away… */
export const SAME_DAY_LEAD_HOURS = 3
/** …and never before noon. */
export const SAME_DAY_EARLIEST = '12:00'
/** SPEC §9: a next-day start asked for from 14:00 today… */
export const NEXT_DAY_NOON_HOUR = 14
/** …starts at 10:00 at the earliest, so the car can be prepared. */
export const NEXT_DAY_BUSINESS_START = '10:00'

export interface Slot {
  time: string
  available: boolean
}

function nowIn(nowMs: number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone)
}

/** Rounds up to the next half hour (SPEC §9: time slots round to 30 minutes). */
export function roundUpToSlot(time: Temporal.PlainTime): Temporal.PlainTime {
  const minutes = time.hour * 60 + time.minute + (time.second > 0 || time.millisecond > 0 ? 1 : 0)
  const rounded = Math.ceil(minutes / SLOT_MINUTES) * SLOT_MINUTES
  if (rounded >= 24 * 60) return Temporal.PlainTime.from('23:59')
  return Temporal.PlainTime.from({ hour: Math.floor(rounded / 60), minute: rounded % 60 })
}

/** What a day allows to start: nothing, from a time on, or any slot. */
export type StartRule = { kind: 'closed' } | { kind: 'from'; time: string } | { kind: 'any' }

/**
 * The earliest start a day allows, given the city's current time: closed for past days (and for
 * today from 16:00), from a time for today and (after 14:00) tomorrow, any slot otherwise.
 */
export function earliestStart(date: string, nowMs: number, timeZone: string): StartRule {
  const now = nowIn(nowMs, timeZone)
  const day = Temporal.PlainDate.from(date)
  const today = now.toPlainDate()
  const order = Temporal.PlainDate.compare(day, today)
  if (order < 0) return { kind: 'closed' }
  if (order === 0) {
    if (now.hour >= TODAY_CURRENT_HOURS_LIMIT) return { kind: 'closed' }
    const lead = now.add({ hours: SAME_DAY_LEAD_HOURS })
    if (!lead.toPlainDate().equals(today)) return { kind: 'closed' }
    const earliest = roundUpToSlot(lead.toPlainTime())
    const noon = Temporal.PlainTime.from(SAME_DAY_EARLIEST)
    const time = Temporal.PlainTime.compare(earliest, noon) < 0 ? noon : earliest
    return { kind: 'from', time: time.toString({ smallestUnit: 'minute' }) }
  }
  if (day.equals(today.add({ days: 1 })) && now.hour >= NEXT_DAY_NOON_HOUR) {
    return { kind: 'from', time: NEXT_DAY_BUSINESS_START }
  }
  return { kind: 'any' }
}

/** The start slots to offer on a day: the platform's, less those the same-day rules forbid. */
export function offeredStartSlots(
  availability: TimeSlotAvailability,
  nowMs: number,
  timeZone: string,
): Slot[] {
  if (availability.closed) return []
  const rule = earliestStart(availability.date, nowMs, timeZone)
  return availability.slots.map((slot) => ({
    ...slot,
    available:
      slot.available && rule.kind !== 'closed' && (rule.kind === 'any' || slot.time >= rule.time),
  }))
}

/** The preferred time when it is free; else the first free one after it; else the last before. */
export function pickTime(slots: readonly Slot[], preferred: string): string | null {
  const free = slots.filter((slot) => slot.available).map((slot) => slot.time)
  if (free.includes(preferred)) return preferred
  return free.find((time) => time > preferred) ?? free.at(-1) ?? null
}

export function isSlotFree(slots: readonly Slot[], time: string | null): boolean {
  return time !== null && slots.some((slot) => slot.time === time && slot.available)
}

/** A wall-clock time on a date in a city, as the contract carries it (with its offset). */
export function zonedMoment(date: string, time: string, timeZone: string): string {
  return Temporal.PlainDate.from(date)
    .toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) })
    .toString({ timeZoneName: 'never', smallestUnit: 'second' })
}

/** A daily rental lasts at least a day: the return is 24 hours or more after the pick-up. */
export function atLeast24Hours(from: string, to: string): boolean {
  return (
    Temporal.Instant.from(from).until(Temporal.Instant.from(to)).total('milliseconds') >=
    24 * 3_600_000
  )
}

/** SPEC §5: whether two moments are more than 24 hours apart. */
export function moreThan24HoursApart(from: string, to: string): boolean {
  const span = Temporal.Instant.from(from).until(Temporal.Instant.from(to))
  return Math.abs(span.total('milliseconds')) > 24 * 3_600_000
}
