import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { endDateProblem } from './end-date'

// When a rental may end: half-hour grid, opening hours of that day (no holiday), after the start,
// not in the past, in the city's time zone.

const hours = { start: '08:00', end: '22:00' }
const settings = {
  timezone: 'Asia/Dubai',
  businessHours: {
    SUNDAY: hours,
    MONDAY: hours,
    TUESDAY: hours,
    WEDNESDAY: hours,
    THURSDAY: hours,
    FRIDAY: hours,
    SATURDAY: hours,
  },
  holidays: ['2026-12-02'],
}
const booking = { from: '2026-11-20T14:00:00+04:00' }
const now = Temporal.Instant.from('2026-11-23T10:00:00+04:00')
const at = (iso: string) => Temporal.Instant.from(iso)

describe('end date rules', () => {
  it.each([
    ['2026-11-26T14:00:00+04:00', undefined],
    ['2026-11-26T14:30:00+04:00', undefined],
    ['2026-11-26T22:00:00+04:00', undefined],
    ['2026-11-26T08:00:00+04:00', undefined],
    ['2026-11-26T03:17:00+04:00', 'OFF_GRID'],
    ['2026-11-26T14:15:00+04:00', 'OFF_GRID'],
    ['2026-11-26T14:00:30+04:00', 'OFF_GRID'],
    ['2026-11-26T03:00:00+04:00', 'OUTSIDE_BUSINESS_HOURS'],
    ['2026-11-26T22:30:00+04:00', 'OUTSIDE_BUSINESS_HOURS'],
    ['2026-12-02T14:00:00+04:00', 'OUTSIDE_BUSINESS_HOURS'],
    // 10:00 UTC is 14:00 in Dubai: the city's clock decides, not the caller's offset.
    ['2026-11-26T10:00:00Z', undefined],
    ['2026-11-20T13:00:00+04:00', 'BEFORE_START'],
    ['2026-11-22T14:00:00+04:00', 'IN_PAST'],
  ] as const)('%s: %s', (end, problem) => {
    expect(endDateProblem(at(end), booking, settings, now)).toBe(problem)
  })
})
