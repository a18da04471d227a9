import { describe, expect, it } from 'vitest'
import { monthGrid, sameDayIn, shiftMonth, startOfWeek, weekdayIndex } from './calendar'
import { weekdayOrder } from './week'
import { WEEK_START_DAY } from './locales'

describe('calendar', () => {
  it('starts weeks on Sunday', () => {
    // 1 Dec 2026 is a Tuesday: two empty cells (Sun, Mon) before it.
    const weeks = monthGrid('2026-12', WEEK_START_DAY)
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ])
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks.flat().filter(Boolean)).toHaveLength(31)
    expect(weekdayOrder(WEEK_START_DAY)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('handles a month that starts on the week start and leap years', () => {
    expect(monthGrid('2026-11', 0)[0]?.[0]).toBe('2026-11-01')
    expect(monthGrid('2028-02', 0).flat().filter(Boolean)).toHaveLength(29)
  })

  it('moves by months and weeks', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(weekdayIndex('2026-11-22')).toBe(0)
    expect(startOfWeek('2026-11-25', 0)).toBe('2026-11-22')
    expect(sameDayIn('2027-01-31', '2027-02')).toBe('2027-02-28')
  })
})
