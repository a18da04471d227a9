import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { bookedDaysIn, nextBookedDay, spansBookedDay, type HeldInterval } from './booked-days'
import { rentalMoments } from './rental-period'

const ms = (zoned: string) => Temporal.ZonedDateTime.from(zoned).epochMilliseconds
const held = (from: string, to: string): HeldInterval => ({ fromMs: ms(from), toMs: ms(to) })
const instant = (offsetDateTime: string) => Temporal.Instant.from(offsetDateTime).epochMilliseconds

const DUBAI = 'Asia/Dubai'
const BUDAPEST = 'Europe/Budapest'

describe('bookedDaysIn', () => {
  it('marks every day a booking touches in Dubai, pick-up and hand-back days included', () => {
    const booking = held('2026-11-21T14:00+04:00[Asia/Dubai]', '2026-11-25T14:00+04:00[Asia/Dubai]')
    expect(bookedDaysIn([booking], DUBAI, { first: '2026-11-01', last: '2026-11-30' })).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ])
  })

  it('frees the day a booking hands back at midnight, and keeps only the range asked for', () => {
    const booking = held('2026-11-20T23:59+04:00[Asia/Dubai]', '2026-11-23T00:00+04:00[Asia/Dubai]')
    expect(bookedDaysIn([booking], DUBAI, { first: '2026-11-21', last: '2026-11-30' })).toEqual([
      '2026-11-21',
      '2026-11-22',
    ])
  })

  it('reads the days in the city’s own calendar', () => {
    // 02:00 in Dubai is 23:00 the evening before in Budapest.
    const booking = {
      fromMs: instant('2026-11-21T02:00+04:00'),
      toMs: instant('2026-11-21T03:00+04:00'),
    }
    const november = { first: '2026-11-01', last: '2026-11-30' }
    expect(bookedDaysIn([booking], DUBAI, november)).toEqual(['2026-11-21'])
    expect(bookedDaysIn([booking], BUDAPEST, november)).toEqual(['2026-11-20'])
  })

  it('follows Budapest’s 25-hour day when the clocks go back', () => {
    // 25 October 2026 lasts 25 hours: 23:30 is still that day, not the next.
    const lateEvening = held(
      '2026-10-25T23:30+01:00[Europe/Budapest]',
      '2026-10-26T00:00+01:00[Europe/Budapest]',
    )
    expect(
      bookedDaysIn([lateEvening], BUDAPEST, { first: '2026-10-20', last: '2026-10-31' }),
    ).toEqual(['2026-10-25'])
  })

  it('follows Budapest’s 23-hour day when the clocks go forward', () => {
    const afterMidnight = held(
      '2026-03-30T00:30+02:00[Europe/Budapest]',
      '2026-03-30T00:45+02:00[Europe/Budapest]',
    )
    expect(
      bookedDaysIn([afterMidnight], BUDAPEST, { first: '2026-03-28', last: '2026-03-31' }),
    ).toEqual(['2026-03-30'])
  })
})

describe('a rental cannot span a booked day', () => {
  const booked = ['2026-11-25', '2026-11-21', '2026-11-22']

  it.each([
    ['2026-11-10', '2026-11-21'],
    ['2026-11-21', '2026-11-22'],
    ['2026-11-22', '2026-11-25'],
    ['2026-11-25', undefined],
    ['2026-11-30', undefined],
  ])('after a pick-up on %s the return must come before %s', (from, next) => {
    expect(nextBookedDay(from, booked)).toBe(next)
  })

  it.each([
    ['2026-11-18', '2026-11-20', false],
    ['2026-11-18', '2026-11-21', true],
    ['2026-11-23', '2026-11-24', false],
    ['2026-11-19', '2026-11-27', true],
    ['2026-11-25', '2026-11-25', true],
  ])('%s to %s takes a booked day: %s', (from, to, expected) => {
    expect(spansBookedDay(from, to, booked)).toBe(expected)
  })

  it.each([
    [DUBAI, '2026-11-14', '2026-11-30'],
    [BUDAPEST, '2026-10-18', '2026-11-03'],
    [BUDAPEST, '2026-03-22', '2026-04-05'],
  ])(
    'in %s, a daily rental made of free days never overlaps a booking (the overlap refusal agrees)',
    (timeZone, first, last) => {
      const day = (offset: number) =>
        Temporal.PlainDate.from(first).add({ days: offset }).toString()
      const bookings = [
        held(`${day(3)}T14:00[${timeZone}]`, `${day(6)}T10:00[${timeZone}]`),
        held(`${day(9)}T20:30[${timeZone}]`, `${day(10)}T08:00[${timeZone}]`),
      ]
      const days = bookedDaysIn(bookings, timeZone, { first, last })
      expect(days).toEqual([day(3), day(4), day(5), day(6), day(9), day(10)])
      const offered: string[] = []
      const refused: string[] = []
      for (let start = 0; day(start) <= last; start++) {
        for (let end = start + 1; day(end) <= last; end++) {
          if (spansBookedDay(day(start), day(end), days)) continue
          offered.push(`${day(start)}/${day(end)}`)
          const moments = rentalMoments({ from: day(start), to: day(end) }, 'DAILY', timeZone)
          const rental = { fromMs: instant(moments.from), toMs: instant(moments.to) }
          if (bookings.some((b) => b.fromMs < rental.toMs && rental.fromMs < b.toMs)) {
            refused.push(`${day(start)}/${day(end)}`)
          }
        }
      }
      expect(offered.length).toBeGreaterThan(5)
      expect(refused).toEqual([])
    },
  )
})
