import { Temporal } from 'temporal-polyfill'
import type { TimeSlotAvailability } from '../../src/api/schemas/availability'
import { WEEKDAYS, type DeliveryType, type Weekday } from '../../src/api/schemas/common'
import type { CitySettings } from '../../src/api/schemas/configuration'
import { isFinished } from '../../src/domain/booking-status'
import { SLOT_MINUTES } from '../../src/domain/time-slots'
import type { BookingRecord } from '../db'

// Opening hours and half-hour slots, shared by the business-hours and slot endpoints. Times are
// wall-clock times (HH:mm) in the city's time zone.

export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

function toWallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

function every(fromMinutes: number, lastMinutes: number): string[] {
  const times: string[] = []
  for (let minutes = fromMinutes; minutes <= lastMinutes; minutes += SLOT_MINUTES) {
    times.push(toWallTime(minutes))
  }
  return times
}

/** Self-pickup start times: from opening until the last pickup, an hour before closing. */
export function selfPickupStarts(start: string, end: string): string[] {
  return every(toMinutes(start), toMinutes(end) - 60)
}

/** Door-to-door times: from opening; the last hand-over starts half an hour before closing. */
export function doorToDoorTimes(start: string, end: string): string[] {
  return every(toMinutes(start), toMinutes(end) - SLOT_MINUTES)
}

/** Temporal numbers weekdays from Monday (1) to Sunday (7). */
export function weekdayOf(date: Temporal.PlainDate): Weekday {
  // Temporal counts Monday as 1 and Sunday as 7; the list starts on Sunday.
  return WEEKDAYS[date.dayOfWeek % 7] ?? 'SUNDAY'
}

/** The day's opening hours, or undefined when the city is closed (a holiday or no hours). */
export function openingHours(
  settings: Pick<CitySettings, 'businessHours' | 'holidays'>,
  date: Temporal.PlainDate,
): { start: string; end: string } | undefined {
  if (settings.holidays.includes(date.toString())) return undefined
  return settings.businessHours[weekdayOf(date)]
}

/** The instant (epoch milliseconds) of a wall-clock time on a date in a time zone. */
export function slotEpochMs(date: Temporal.PlainDate, time: string, timezone: string): number {
  return date.toZonedDateTime({ timeZone: timezone, plainTime: Temporal.PlainTime.from(time) })
    .epochMilliseconds
}

/** Bookings that hold their car: every one not finished (cancelled or completed). */
export function holdsCar(booking: Pick<BookingRecord, 'status'>): boolean {
  return !isFinished(booking.status)
}

export interface Interval {
  fromMs: number
  toMs: number
}

export function intervalOf(booking: Pick<BookingRecord, 'from' | 'to'>): Interval {
  return {
    fromMs: Temporal.Instant.from(booking.from).epochMilliseconds,
    toMs: Temporal.Instant.from(booking.to).epochMilliseconds,
  }
}

/** A booking occupies its car over [from, to): a hand-back frees the car at that moment. */
export function covers(interval: Interval, momentMs: number): boolean {
  return interval.fromMs <= momentMs && momentMs < interval.toMs
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.fromMs < b.toMs && b.fromMs < a.toMs
}

/**
 * One day's slots: none when the city is closed, otherwise the delivery type's times, each
 * unavailable once it has passed or when `taken` says so.
 */
export function daySlots(input: {
  date: Temporal.PlainDate
  settings: Pick<CitySettings, 'businessHours' | 'holidays' | 'timezone'>
  deliveryType: DeliveryType
  nowMs: number
  taken: (momentMs: number) => boolean
}): TimeSlotAvailability {
  const { date, settings, deliveryType } = input
  const hours = openingHours(settings, date)
  if (!hours) return { date: date.toString(), deliveryType, closed: true, slots: [] }
  const times =
    deliveryType === 'SELF_PICKUP'
      ? selfPickupStarts(hours.start, hours.end)
      : doorToDoorTimes(hours.start, hours.end)
  return {
    date: date.toString(),
    deliveryType,
    closed: false,
    slots: times.map((time) => {
      const momentMs = slotEpochMs(date, time, settings.timezone)
      return { time, available: momentMs > input.nowMs && !input.taken(momentMs) }
    }),
  }
}
