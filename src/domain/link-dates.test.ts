import { describe, expect, it } from 'vitest'
import { reviewLinkDates } from './link-dates'
import type { RentalRules } from './rental-period'

const dubaiDaily: RentalRules = {
  product: 'DAILY',
  timeZone: 'Asia/Dubai',
  maxStartDateOffset: 180,
  minRentalPeriod: 1,
}
const dubaiMonthly: RentalRules = { ...dubaiDaily, product: 'MONTHLY' }

// 12:00 in Dubai on 21 Nov 2026: bookings open from 22 Nov 2026 to 20 May 2027.
const now = Date.parse('2026-11-21T08:00:00Z')
const review = (from?: string, to?: string, rules = dubaiDaily) =>
  reviewLinkDates(
    { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) },
    rules,
    now,
  )

describe('reviewLinkDates', () => {
  it('keeps valid dates and says nothing', () => {
    expect(review('2026-11-22', '2026-11-25')).toEqual({
      dates: { from: '2026-11-22', to: '2026-11-25' },
      changes: [],
    })
    // No dates at all: tomorrow for the shortest rental, nothing to explain.
    expect(review()).toEqual({ dates: { from: '2026-11-22', to: '2026-11-23' }, changes: [] })
    expect(review('2026-11-24')).toEqual({
      dates: { from: '2026-11-24', to: '2026-11-25' },
      changes: [],
    })
  })

  it('moves a past pick-up to tomorrow and keeps a return that still fits', () => {
    expect(review('2026-11-10', '2026-11-25')).toEqual({
      dates: { from: '2026-11-22', to: '2026-11-25' },
      changes: ['fromPast'],
    })
  })

  it.each([
    ['a past trip', '2026-11-10', '2026-11-12', { from: '2026-11-22', to: '2026-11-24' }],
    [
      'a trip past the start window',
      '2027-09-01',
      '2027-09-03',
      { from: '2026-11-22', to: '2026-11-24' },
    ],
    [
      'a trip starting a day past the window',
      '2027-05-21',
      '2027-06-10',
      { from: '2026-11-22', to: '2026-12-12' },
    ],
  ])('keeps the length of %s whose return no longer fits', (_, from, to, dates) => {
    const reviewed = review(from, to)
    expect(reviewed.dates).toEqual(dates)
    expect(reviewed.changes[1]).toBe('toKeptLength')
  })

  it('names the reason a pick-up moved', () => {
    expect(review('2026-11-10', '2026-11-12').changes).toEqual(['fromPast', 'toKeptLength'])
    expect(review('2027-09-01', '2027-09-03').changes).toEqual(['fromTooFar', 'toKeptLength'])
    // The window's last day is still open; the day after is not.
    expect(review('2027-05-20', '2027-05-22')).toEqual({
      dates: { from: '2027-05-20', to: '2027-05-22' },
      changes: [],
    })
    expect(review('2027-05-21', '2027-05-22').changes).toEqual(['fromTooFar', 'toKeptLength'])
  })

  it('keeps a subscription’s months when its start moves', () => {
    expect(review('2027-09-01', '2027-11-01', dubaiMonthly)).toEqual({
      dates: { from: '2026-11-22', to: '2027-01-22' },
      changes: ['fromTooFar', 'toKeptLength'],
    })
  })

  it.each([
    ['an impossible', '2026-02-30'],
    ['a wordy', 'soon'],
    ['an empty', ''],
  ])('replaces %s pick-up with tomorrow and says it was no date', (_, from) => {
    // The return still fits after tomorrow: it is the link's, so it is kept.
    expect(review(from, '2026-11-25')).toEqual({
      dates: { from: '2026-11-22', to: '2026-11-25' },
      changes: ['fromNotADate'],
    })
  })

  it('gives an impossible pick-up with a passed return the shortest rental: its length is unknown', () => {
    expect(review('2026-02-30', '2026-03-02')).toEqual({
      dates: { from: '2026-11-22', to: '2026-11-23' },
      changes: ['fromNotADate', 'toBeforeMinimum'],
    })
  })

  it('replaces an impossible return with the shortest rental and says it was no date', () => {
    expect(review('2026-11-24', '2026-11-31')).toEqual({
      dates: { from: '2026-11-24', to: '2026-11-25' },
      changes: ['toNotADate'],
    })
    expect(review(undefined, '2026-13-01')).toEqual({
      dates: { from: '2026-11-22', to: '2026-11-23' },
      changes: ['toNotADate'],
    })
  })

  it.each([
    ['a reversed', '2026-11-25', '2026-11-23'],
    ['an equal', '2026-11-25', '2026-11-25'],
  ])('moves %s return to the shortest rental', (_, from, to) => {
    expect(review(from, to)).toEqual({
      dates: { from, to: '2026-11-26' },
      changes: ['toBeforeMinimum'],
    })
  })

  it('brings a return past the longest rental back to it, moved pick-up or not', () => {
    expect(review('2026-11-22', '2027-11-22')).toEqual({
      dates: { from: '2026-11-22', to: '2027-02-20' },
      changes: ['toAfterMaximum'],
    })
    // A year-long link: the same length is too long too.
    expect(review('2027-09-01', '2028-09-01')).toEqual({
      dates: { from: '2026-11-22', to: '2027-02-20' },
      changes: ['fromTooFar', 'toAfterMaximum'],
    })
  })

  it('keeps a trip shorter than the minimum no shorter than the minimum', () => {
    const rules = { ...dubaiDaily, minRentalPeriod: 3 }
    expect(review('2026-11-10', '2026-11-11', rules)).toEqual({
      dates: { from: '2026-11-22', to: '2026-11-25' },
      changes: ['fromPast', 'toBeforeMinimum'],
    })
  })

  it('never picks a holiday for a day it moves, and keeps one the link named itself', () => {
    const rules = { ...dubaiDaily, holidays: ['2026-11-22', '2026-11-24', '2027-02-21'] }
    // A past pick-up moves to the first open day; its shortest return skips the holiday too.
    expect(review('2026-11-10', '2026-11-12', rules).dates).toEqual({
      from: '2026-11-23',
      to: '2026-11-25',
    })
    // Without a return, the shortest rental ends on an open day.
    expect(review('2026-11-23', undefined, rules).dates).toEqual({
      from: '2026-11-23',
      to: '2026-11-25',
    })
    // The longest rental (90 days) ends the open day before a holiday.
    expect(review('2026-11-21', '2027-12-01', rules).dates).toEqual({
      from: '2026-11-23',
      to: '2027-02-20',
    })
    expect(review('2026-11-23', '2027-12-01', rules).dates).toEqual({
      from: '2026-11-23',
      to: '2027-02-20',
    })
    // A day the link named is its own: kept, and the page says the city is closed then.
    expect(review('2026-11-22', '2026-11-26', rules)).toEqual({
      dates: { from: '2026-11-22', to: '2026-11-26' },
      changes: [],
    })
  })
})
