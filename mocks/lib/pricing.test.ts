import { describe, expect, it } from 'vitest'
import { periodsBetween } from './pricing'

describe('periodsBetween', () => {
  it.each([
    ['2026-12-01T14:00:00+04:00', '2026-12-04T14:00:00+04:00', 3],
    ['2026-12-01T14:00:00+04:00', '2026-12-04T18:00:00+04:00', 3],
    ['2026-12-01T14:00:00+04:00', '2026-12-04T18:30:00+04:00', 4],
    ['2026-12-01T14:00:00+04:00', '2026-12-01T20:00:00+04:00', 1],
  ])('DAILY %s → %s is %i days (4-hour return grace)', (from, to, days) => {
    expect(periodsBetween('DAILY', from, to, 'Asia/Dubai')).toBe(days)
  })

  it('counts days across a DST change by the wall clock in Budapest', () => {
    // 25 Oct 2026 has 25 hours in Budapest; 14:00 to 14:00 is still one day.
    expect(
      periodsBetween(
        'DAILY',
        '2026-10-24T14:00:00+02:00',
        '2026-10-25T14:00:00+01:00',
        'Europe/Budapest',
      ),
    ).toBe(1)
  })

  it.each([
    ['2026-12-01T14:00:00+04:00', '2027-01-01T14:00:00+04:00', 1],
    ['2026-12-01T14:00:00+04:00', '2027-01-02T14:00:00+04:00', 2],
    ['2026-12-01T14:00:00+04:00', '2027-03-01T14:00:00+04:00', 3],
  ])('MONTHLY %s → %s is %i months', (from, to, months) => {
    expect(periodsBetween('MONTHLY', from, to, 'Asia/Dubai')).toBe(months)
  })
})
