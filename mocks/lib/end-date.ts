import { Temporal } from 'temporal-polyfill'
import type { CitySettings } from '../../src/api/schemas/configuration'
import { SLOT_MINUTES } from '../../src/domain/time-slots'
import { openingHours, toMinutes } from './slots'

// When a rental may end (PATCH end-date): on the half-hour grid, within the city's opening
// hours of that day (no holiday), after the start and not in the past, all in the city's time
// zone. Answers the field error code, or undefined when the end is fine.

export type EndDateProblem = 'OFF_GRID' | 'OUTSIDE_BUSINESS_HOURS' | 'BEFORE_START' | 'IN_PAST'

export function endDateProblem(
  end: Temporal.Instant,
  booking: { from: string },
  settings: Pick<CitySettings, 'timezone' | 'businessHours' | 'holidays'>,
  now: Temporal.Instant,
): EndDateProblem | undefined {
  if (Temporal.Instant.compare(end, Temporal.Instant.from(booking.from)) <= 0) return 'BEFORE_START'
  if (Temporal.Instant.compare(end, now) <= 0) return 'IN_PAST'
  const local = end.toZonedDateTimeISO(settings.timezone)
  if (local.second !== 0 || local.millisecond !== 0 || local.minute % SLOT_MINUTES !== 0)
    return 'OFF_GRID'
  const hours = openingHours(settings, local.toPlainDate())
  const minutes = local.hour * 60 + local.minute
  if (!hours || minutes < toMinutes(hours.start) || minutes > toMinutes(hours.end))
    return 'OUTSIDE_BUSINESS_HOURS'
  return undefined
}
