import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { instantsAroundSeedDates } from './test-dates'

describe('the instants npm run test:dates tries', () => {
  const pinned = Temporal.Instant.from('2026-11-18T10:00:00+04:00')

  it('takes the days around each seed holiday, the month end and the year end, in order', () => {
    const instants = instantsAroundSeedDates([{ holidays: ['2027-03-20'] }], pinned)
    expect(instants).toEqual([
      '2026-11-30T09:00:00+04:00',
      '2026-12-31T09:00:00+04:00',
      '2027-03-17T09:00:00+04:00',
      '2027-03-19T09:00:00+04:00',
      '2027-03-20T09:00:00+04:00',
      '2027-03-21T09:00:00+04:00',
    ])
  })

  it('tries a day shared by two cities once', () => {
    const instants = instantsAroundSeedDates(
      [{ holidays: ['2027-05-27'] }, { holidays: ['2027-05-27'] }],
      pinned,
    )
    expect(instants.filter((instant) => instant.startsWith('2027-05-27'))).toHaveLength(1)
  })
})
