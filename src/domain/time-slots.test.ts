import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  earliestStart,
  moreThan24HoursApart,
  offeredStartSlots,
  pickTime,
  roundUpToSlot,
  zonedMoment,
} from './time-slots'

/** Epoch ms of a wall-clock moment in a zone. */
const at = (iso: string, timeZone: string) =>
  Temporal.PlainDateTime.from(iso).toZonedDateTime(timeZone).epochMilliseconds

describe('earliestStart across time zones', () => {
  it.each([
    // zone, now (city wall clock), day, expected
    ['Asia/Dubai', '2026-12-01T07:10', '2026-12-01', '12:00'], // lead 10:10 is before noon
    ['Asia/Dubai', '2026-12-01T10:10', '2026-12-01', '13:30'], // 13:10 rounds up to 13:30
    ['Asia/Dubai', '2026-12-01T12:00', '2026-12-01', '15:00'],
    ['Asia/Dubai', '2026-12-01T15:59', '2026-12-01', '19:00'],
    ['Asia/Dubai', '2026-12-01T16:00', '2026-12-01', 'closed'], // today-current-hours limit
    ['Asia/Dubai', '2026-12-01T09:00', '2026-11-30', 'closed'],
    ['Asia/Dubai', '2026-12-01T13:59', '2026-12-02', null],
    ['Asia/Dubai', '2026-12-01T14:00', '2026-12-02', '10:00'], // next-day noon hour → business start
    ['Asia/Dubai', '2026-12-01T20:00', '2026-12-03', null],
    ['Asia/Riyadh', '2026-12-01T11:40', '2026-12-01', '15:00'],
    ['Europe/Budapest', '2026-10-25T09:15', '2026-10-25', '12:30'], // DST day: lead is 12:15 wall time
    ['Europe/Budapest', '2026-03-29T10:00', '2026-03-29', '13:00'],
  ])('%s at %s, %s → %s', (zone, now, day, expected) => {
    const rule = earliestStart(day, at(now, zone), zone)
    const simple = rule.kind === 'from' ? rule.time : rule.kind === 'closed' ? 'closed' : null
    expect(simple).toBe(expected)
  })

  it('uses the city clock, not the browser clock: 22:00 in Budapest is already tomorrow in Dubai', () => {
    const now = at('2026-12-01T22:00', 'Europe/Budapest') // 01:00 on 2 Dec in Dubai
    expect(earliestStart('2026-12-01', now, 'Asia/Dubai')).toEqual({ kind: 'closed' })
    expect(earliestStart('2026-12-02', now, 'Asia/Dubai')).toEqual({ kind: 'from', time: '12:00' })
  })
})

describe('offeredStartSlots', () => {
  const day = {
    date: '2026-12-01',
    closed: false,
    slots: ['09:00', '11:30', '12:00', '12:30', '13:30', '14:00'].map((time) => ({
      time,
      available: time !== '14:00',
    })),
  }

  it('offers only what the platform has free and the same-day rules allow', () => {
    const offered = offeredStartSlots(day, at('2026-12-01T09:45', 'Asia/Dubai'), 'Asia/Dubai')
    expect(offered.filter((slot) => slot.available).map((slot) => slot.time)).toEqual(['13:30'])
  })

  it('offers everything free on a later day, and nothing on a closed one', () => {
    const later = offeredStartSlots(
      { ...day, date: '2026-12-05' },
      at('2026-12-01T09:45', 'Asia/Dubai'),
      'Asia/Dubai',
    )
    expect(later.filter((slot) => slot.available)).toHaveLength(5)
    expect(offeredStartSlots({ ...day, closed: true, slots: [] }, 0, 'Asia/Dubai')).toEqual([])
  })
})

describe('pickTime', () => {
  const slots = ['10:00', '12:00', '14:00', '18:00'].map((time) => ({
    time,
    available: time !== '14:00',
  }))
  it.each([
    ['12:00', '12:00'],
    ['14:00', '18:00'],
    ['19:00', '18:00'],
  ])('prefers %s → %s', (preferred, expected) => {
    expect(pickTime(slots, preferred)).toBe(expected)
  })
  it('has nothing to pick on a full day', () => {
    expect(pickTime([{ time: '10:00', available: false }], '10:00')).toBeNull()
  })
})

describe('moments', () => {
  it('rounds up to half hours', () => {
    expect(roundUpToSlot(Temporal.PlainTime.from('10:00')).toString()).toBe('10:00:00')
    expect(roundUpToSlot(Temporal.PlainTime.from('10:01')).toString()).toBe('10:30:00')
    expect(roundUpToSlot(Temporal.PlainTime.from('10:30:01')).toString()).toBe('11:00:00')
  })

  it('writes wall-clock times with the city offset, DST included', () => {
    expect(zonedMoment('2026-12-01', '14:00', 'Asia/Dubai')).toBe('2026-12-01T14:00:00+04:00')
    expect(zonedMoment('2026-07-01', '14:00', 'Europe/Budapest')).toBe('2026-07-01T14:00:00+02:00')
    expect(zonedMoment('2026-12-01', '14:00', 'Europe/Budapest')).toBe('2026-12-01T14:00:00+01:00')
  })

  it('tells whether two moments are more than 24 hours apart', () => {
    expect(moreThan24HoursApart('2026-12-01T14:00:00+04:00', '2026-12-02T14:00:00+04:00')).toBe(
      false,
    )
    expect(moreThan24HoursApart('2026-12-01T14:00:00+04:00', '2026-12-02T14:30:00+04:00')).toBe(
      true,
    )
    // 24 wall-clock hours across the autumn DST change are 25 real hours.
    expect(moreThan24HoursApart('2026-10-24T14:00:00+02:00', '2026-10-25T14:00:00+01:00')).toBe(
      true,
    )
  })
})
