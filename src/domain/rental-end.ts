import { Temporal } from 'temporal-polyfill'
import type { Booking } from '../api/schemas/payment'

// The end-of-rental nudge: an active rental that ends within the next 24 hours, in the city's
// time (the sandbox clock moves "now").

export const NUDGE_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * SPEC §6: inside the last hour before the handback a customer may not move it unless the
 * feature flag allows it. The app greys the change out and the platform refuses it by this rule.
 */
export const LAST_HOUR_MS = 60 * 60 * 1000

/** Whether `nowMs` falls inside the last hour before the handback due at `to`. */
export function inLastHour(to: string, nowMs: number): boolean {
  const left = Temporal.Instant.from(to).epochMilliseconds - nowMs
  return left > 0 && left <= LAST_HOUR_MS
}

export interface EndingSoon {
  returnAt: Temporal.ZonedDateTime
  minutesLeft: number
  /** The return is today in the city's calendar (else tomorrow). */
  isToday: boolean
}

export function endingSoon(
  booking: Pick<Booking, 'status' | 'to'>,
  nowMs: number,
  timeZone: string,
): EndingSoon | null {
  if (booking.status !== 'ACTIVE') return null
  const returnAt = Temporal.Instant.from(booking.to).toZonedDateTimeISO(timeZone)
  const left = returnAt.epochMilliseconds - nowMs
  if (left <= 0 || left > NUDGE_WINDOW_MS) return null
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone)
  return {
    returnAt,
    minutesLeft: Math.floor(left / 60_000),
    isToday: Temporal.PlainDate.compare(today.toPlainDate(), returnAt.toPlainDate()) === 0,
  }
}
