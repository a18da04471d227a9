import { Temporal } from 'temporal-polyfill'
import { sandboxNow } from './controls'

// The fake platform's clock is the sandbox clock, which the panel and tests can move.

export function nowInstant(): Temporal.Instant {
  return Temporal.Instant.fromEpochMilliseconds(sandboxNow())
}

export function nowIso(): string {
  return nowInstant().toString()
}

export function nowInZone(timezone: string): Temporal.ZonedDateTime {
  return nowInstant().toZonedDateTimeISO(timezone)
}

/** An offset date-time string as the contract carries it (2026-12-01T14:00:00+04:00). */
export function toOffsetString(moment: Temporal.ZonedDateTime): string {
  return moment.toString({ timeZoneName: 'never', smallestUnit: 'second' })
}

export function parseInstant(value: string): Temporal.Instant {
  return Temporal.Instant.from(value)
}
