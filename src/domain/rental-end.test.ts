import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { endingSoon, inLastHour } from './rental-end'

const to = '2026-12-04T14:00:00+04:00'
const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds

describe('endingSoon', () => {
  it('nudges an active rental in its last 24 hours, saying whether it is today', () => {
    expect(
      endingSoon({ status: 'ACTIVE', to }, at('2026-12-04T11:00:00+04:00'), 'Asia/Dubai'),
    ).toMatchObject({ minutesLeft: 180, isToday: true })
    expect(
      endingSoon({ status: 'ACTIVE', to }, at('2026-12-03T14:00:00+04:00'), 'Asia/Dubai'),
    ).toMatchObject({ minutesLeft: 24 * 60, isToday: false })
  })

  it('reads today in the city: 23:30 UTC is already the next day in Dubai', () => {
    expect(
      endingSoon({ status: 'ACTIVE', to }, at('2026-12-03T23:30:00Z'), 'Asia/Dubai')?.isToday,
    ).toBe(true)
  })

  it('stays quiet earlier, after the end, and for rentals that are not under way', () => {
    expect(
      endingSoon({ status: 'ACTIVE', to }, at('2026-12-03T13:59:00+04:00'), 'Asia/Dubai'),
    ).toBeNull()
    expect(endingSoon({ status: 'ACTIVE', to }, at(to), 'Asia/Dubai')).toBeNull()
    expect(
      endingSoon({ status: 'APPROVED', to }, at('2026-12-04T11:00:00+04:00'), 'Asia/Dubai'),
    ).toBeNull()
  })
})

describe('inLastHour', () => {
  it('is the hour before the handback, the handback itself excluded', () => {
    const end = '2026-11-23T11:00:00+04:00'
    const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds
    expect(inLastHour(end, at('2026-11-23T09:59:00+04:00'))).toBe(false)
    expect(inLastHour(end, at('2026-11-23T10:00:00+04:00'))).toBe(true)
    expect(inLastHour(end, at('2026-11-23T10:59:00+04:00'))).toBe(true)
    expect(inLastHour(end, at('2026-11-23T11:00:00+04:00'))).toBe(false)
  })
})
