import { describe, expect, it } from 'vitest'
import { cityDateTime, extendedEnd } from './extend'

describe('extendedEnd', () => {
  it('adds a day to a daily rental at the same time in the city', () => {
    expect(extendedEnd('2026-12-04T14:00:00+04:00', 'DAILY', 'Asia/Dubai')).toBe(
      '2026-12-05T14:00:00+04:00',
    )
  })

  it('adds a calendar month to a subscription, clamping to the month’s last day', () => {
    expect(extendedEnd('2026-01-31T10:00:00+04:00', 'MONTHLY', 'Asia/Dubai')).toBe(
      '2026-02-28T10:00:00+04:00',
    )
  })

  it('keeps the wall time across a DST change (Budapest, last Sunday of March)', () => {
    expect(extendedEnd('2026-03-28T18:00:00+01:00', 'DAILY', 'Europe/Budapest')).toBe(
      '2026-03-29T18:00:00+02:00',
    )
  })
})

describe('cityDateTime', () => {
  it('reads the date and wall time in the city, not in UTC', () => {
    expect(cityDateTime('2026-12-04T22:30:00Z', 'Asia/Dubai')).toEqual({
      date: '2026-12-05',
      time: '02:30',
    })
  })
})
