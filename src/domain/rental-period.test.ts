import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  addPeriods,
  chargedPeriods,
  cityToday,
  daysBetween,
  lastStartDate,
  monthsBetween,
  normaliseRentalDates,
  rentalMoments,
  startWindow,
  type RentalRules,
  withinLongestRental,
} from './rental-period'

const at = (iso: string) => Date.parse(iso)

const dubaiDaily: RentalRules = {
  product: 'DAILY',
  timeZone: 'Asia/Dubai',
  maxStartDateOffset: 180,
  minRentalPeriod: 1,
}

describe('the last start date', () => {
  it('is maxStartDateOffset days after today, across a month and a year end', () => {
    const today = Temporal.PlainDate.from('2026-11-21')
    expect(lastStartDate(today, 180).toString()).toBe('2027-05-20')
    expect(lastStartDate(today, 0).toString()).toBe('2026-11-21')
    expect(lastStartDate(Temporal.PlainDate.from('2026-12-31'), 1).toString()).toBe('2027-01-01')
  })
})

describe('the start window', () => {
  it('opens tomorrow in the city, not in UTC', () => {
    // 22:30 UTC on 21 Nov: already 22 Nov in Dubai (UTC+4), still 21 Nov in Budapest (UTC+1).
    const now = at('2026-11-21T22:30:00Z')
    expect(cityToday(now, 'Asia/Dubai')).toBe('2026-11-22')
    expect(cityToday(now, 'Europe/Budapest')).toBe('2026-11-21')
    expect(startWindow({ timeZone: 'Asia/Dubai', maxStartDateOffset: 180 }, now)).toEqual({
      first: '2026-11-23',
      last: '2027-05-21',
    })
    expect(startWindow({ timeZone: 'Europe/Budapest', maxStartDateOffset: 180 }, now).first).toBe(
      '2026-11-22',
    )
  })

  it.each([
    ['Asia/Dubai', '2026-11-22', {}],
    ['Europe/Budapest', '2026-11-22', { from: '2026-11-22', to: '2026-11-23' }],
    ['Asia/Riyadh', '2026-11-22', { from: '2026-11-22', to: '2026-11-23' }],
  ])('in %s, from=%s late on 21 Nov UTC gives %j', (timeZone, from, expected) => {
    const now = at('2026-11-21T20:30:00Z') // 00:30 in Dubai, 23:30 in Riyadh, 21:30 in Budapest
    expect(normaliseRentalDates({ from }, { ...dubaiDaily, timeZone }, now)).toEqual(expected)
  })
})

describe('normaliseRentalDates', () => {
  const now = at('2026-11-21T08:00:00Z') // 12:00 in Dubai

  it('keeps a valid range', () => {
    expect(normaliseRentalDates({ from: '2026-11-22', to: '2026-11-25' }, dubaiDaily, now)).toEqual(
      { from: '2026-11-22', to: '2026-11-25' },
    )
  })

  it('drops a start today or in the past, and its return with it', () => {
    expect(normaliseRentalDates({ from: '2026-11-21', to: '2026-11-25' }, dubaiDaily, now)).toEqual(
      {},
    )
    expect(normaliseRentalDates({ from: '2025-01-01', to: '2025-01-05' }, dubaiDaily, now)).toEqual(
      {},
    )
  })

  it('honours the max start offset, inclusive', () => {
    expect(normaliseRentalDates({ from: '2027-05-20' }, dubaiDaily, now).from).toBe('2027-05-20')
    expect(normaliseRentalDates({ from: '2027-05-21' }, dubaiDaily, now)).toEqual({})
    expect(
      normaliseRentalDates({ from: '2026-11-23' }, { ...dubaiDaily, maxStartDateOffset: 1 }, now),
    ).toEqual({})
  })

  it('moves a return shorter than the minimum daily period to the minimum', () => {
    const rules = { ...dubaiDaily, minRentalPeriod: 3 }
    expect(normaliseRentalDates({ from: '2026-11-22', to: '2026-11-23' }, rules, now)).toEqual({
      from: '2026-11-22',
      to: '2026-11-25',
    })
    expect(normaliseRentalDates({ from: '2026-11-22', to: '2026-11-20' }, rules, now).to).toBe(
      '2026-11-25',
    )
    expect(normaliseRentalDates({ from: '2026-11-22' }, rules, now).to).toBe('2026-11-25')
  })

  it('counts the monthly minimum in months, constrained to the end of a month', () => {
    const monthly: RentalRules = { ...dubaiDaily, product: 'MONTHLY', minRentalPeriod: 1 }
    expect(normaliseRentalDates({ from: '2026-12-01', to: '2026-12-20' }, monthly, now)).toEqual({
      from: '2026-12-01',
      to: '2027-01-01',
    })
    expect(normaliseRentalDates({ from: '2027-01-31' }, monthly, now).to).toBe('2027-02-28')
    expect(
      normaliseRentalDates(
        { from: '2026-12-01', to: '2027-01-15' },
        { ...monthly, minRentalPeriod: 2 },
        now,
      ).to,
    ).toBe('2027-02-01')
  })

  it('shortens a rental beyond the longest the platform books', () => {
    expect(normaliseRentalDates({ from: '2026-12-01', to: '2027-06-01' }, dubaiDaily, now)).toEqual(
      { from: '2026-12-01', to: '2027-03-01' },
    )
    const monthly: RentalRules = { ...dubaiDaily, product: 'MONTHLY' }
    expect(normaliseRentalDates({ from: '2026-12-01', to: '2028-12-01' }, monthly, now).to).toBe(
      '2027-12-01',
    )
  })

  it.each([
    [{ from: '2026-02-30', to: '2026-03-02' }],
    [{ from: '26-12-01' }],
    [{ from: '2026-12-01T14:00' }],
    [{ from: '' }],
    [{ to: '2026-12-05' }],
  ])('falls back to no dates for malformed input %j', (dates) => {
    expect(normaliseRentalDates(dates, dubaiDaily, now)).toEqual({})
  })

  it('replaces a malformed return with the minimum', () => {
    expect(normaliseRentalDates({ from: '2026-12-01', to: '2026-13-01' }, dubaiDaily, now)).toEqual(
      { from: '2026-12-01', to: '2026-12-02' },
    )
  })
})

describe('rentalMoments', () => {
  it('asks for 14:00 → 18:00 city time for daily rentals', () => {
    expect(rentalMoments({ from: '2026-12-01', to: '2026-12-04' }, 'DAILY', 'Asia/Dubai')).toEqual({
      from: '2026-12-01T14:00:00+04:00',
      to: '2026-12-04T18:00:00+04:00',
    })
  })

  it('follows the DST change in Budapest', () => {
    expect(
      rentalMoments({ from: '2027-03-27', to: '2027-03-29' }, 'DAILY', 'Europe/Budapest'),
    ).toEqual({ from: '2027-03-27T14:00:00+01:00', to: '2027-03-29T18:00:00+02:00' })
  })

  it('ends a monthly subscription at the hour it started', () => {
    expect(
      rentalMoments({ from: '2026-12-01', to: '2027-01-01' }, 'MONTHLY', 'Asia/Riyadh'),
    ).toEqual({ from: '2026-12-01T14:00:00+03:00', to: '2027-01-01T14:00:00+03:00' })
  })
})

describe('period arithmetic', () => {
  it('adds days or months', () => {
    expect(addPeriods('2026-12-30', 3, 'DAILY')).toBe('2027-01-02')
    expect(addPeriods('2026-12-31', 2, 'MONTHLY')).toBe('2027-02-28')
  })

  it('counts days and started months', () => {
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2)
    expect(monthsBetween('2026-12-01', '2027-01-01')).toBe(1)
    expect(monthsBetween('2026-12-01', '2027-01-02')).toBe(2)
    expect(monthsBetween('2026-12-01', '2027-12-01')).toBe(12)
  })
})

describe('chargedPeriods', () => {
  it.each([
    ['2026-12-01T14:00:00+04:00', '2026-12-04T14:00:00+04:00', 3],
    ['2026-12-01T14:00:00+04:00', '2026-12-04T18:00:00+04:00', 3],
    ['2026-12-01T14:00:00+04:00', '2026-12-04T18:30:00+04:00', 4],
    ['2026-12-01T14:00:00+04:00', '2026-12-01T20:00:00+04:00', 1],
  ])('DAILY %s → %s is %i days (4-hour return grace)', (from, to, days) => {
    expect(chargedPeriods('DAILY', from, to, 'Asia/Dubai')).toBe(days)
  })

  it('counts days across a DST change by the wall clock in Budapest', () => {
    // 25 Oct 2026 has 25 hours in Budapest; 14:00 to 14:00 is still one day.
    expect(
      chargedPeriods(
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
    expect(chargedPeriods('MONTHLY', from, to, 'Asia/Dubai')).toBe(months)
  })
})

describe('withinLongestRental', () => {
  it.each([
    ['DAILY', '2026-12-02T14:00:00+04:00', '2027-03-02T18:00:00+04:00', true],
    ['DAILY', '2026-12-02T14:00:00+04:00', '2027-03-02T18:30:00+04:00', false],
    ['DAILY', '2026-12-02T14:00:00+04:00', '2027-03-03T14:00:00+04:00', false],
    ['MONTHLY', '2026-12-02T14:00:00+04:00', '2027-12-02T14:00:00+04:00', true],
    ['MONTHLY', '2026-12-02T14:00:00+04:00', '2027-12-02T16:00:00+04:00', false],
  ] as const)('%s %s → %s: %s (90 days or 12 months, as charged)', (product, from, to, within) => {
    expect(withinLongestRental(product, from, to, 'Asia/Dubai')).toBe(within)
  })
})
