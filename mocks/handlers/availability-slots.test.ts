import { Temporal } from 'temporal-polyfill'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { login, logout } from '../../src/api/auth'
import { getBookingSlots, getBusinessHours, getListingSlots } from '../../src/api/availability'
import type { TimeSlotAvailability } from '../../src/api/schemas/availability'
import type { DeliveryType } from '../../src/api/schemas/common'
import { db } from '../db'
import { resetControls } from '../lib/controls'
import { server } from '../node'
import { seedDatabase } from '../seed'
import { PERSONA_PASSWORD } from '../seed/personas'
import { setSandboxTime } from '../testing'

// Pick-up and return slots through the client functions. The sandbox clock is pinned to Monday
// 2026-11-16 09:00 in Dubai before seeding, so the customer's upcoming booking holds dxb-001 from
// Sat 21 Nov 14:00 to Wed 25 Nov 14:00; 2 December is a UAE holiday. Dubai opens 08:00–22:00.

const NOW = Temporal.ZonedDateTime.from('2026-11-16T09:00:00+04:00[Asia/Dubai]')
const customer = { email: 'customer@rental.test', password: PERSONA_PASSWORD }
const upcoming = 'bkg-customer-upcoming'

function pinClock(at: Temporal.ZonedDateTime): void {
  setSandboxTime(at.toInstant())
}

function times(day: TimeSlotAvailability, available: boolean): string[] {
  return day.slots.filter((slot) => slot.available === available).map((slot) => slot.time)
}

function dubaiSlots(listingId: string, date: string, deliveryType: DeliveryType = 'DOOR_TO_DOOR') {
  return getListingSlots({ listingId, date, cityCode: 'DXB', deliveryType })
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  resetControls()
  pinClock(NOW)
  await seedDatabase(90)
})
afterEach(async () => {
  server.resetHandlers()
  resetControls()
  // MSW's cookie jar outlives a test; logging out keeps a session from leaking into the next.
  await logout()
})
afterAll(() => server.close())

describe('GET /availability/time-slot-availability/listing/:listingId', () => {
  it('offers door-to-door slots every half hour while the city is open', async () => {
    const day = await dubaiSlots('dxb-004', '2026-11-30')
    expect(day).toMatchObject({ date: '2026-11-30', deliveryType: 'DOOR_TO_DOOR', closed: false })
    expect(day.slots).toHaveLength(28)
    expect(day.slots[0]).toEqual({ time: '08:00', available: true })
    expect(day.slots.at(-1)).toEqual({ time: '21:30', available: true })
  })

  it('offers the self-pickup start times of the business hours', async () => {
    const day = await dubaiSlots('dxb-004', '2026-11-30', 'SELF_PICKUP')
    const hours = await getBusinessHours({ cityCode: 'DXB', deliveryType: 'SELF_PICKUP' })
    expect(times(day, true)).toEqual(hours.selfPickupAvailability.businessHoursByDayOfWeek.MONDAY)
    expect(times(day, true).at(-1)).toBe('21:00')
  })

  it('follows the weekday’s hours in the city’s own time zone', async () => {
    const friday = await getListingSlots({
      listingId: 'ruh-001',
      date: '2026-11-20',
      cityCode: 'RUH',
      deliveryType: 'DOOR_TO_DOOR',
    })
    expect(friday.slots[0]?.time).toBe('14:00')

    pinClock(Temporal.ZonedDateTime.from('2026-11-30T10:10:00+01:00[Europe/Budapest]'))
    const budapest = await getListingSlots({
      listingId: 'bud-001',
      date: '2026-11-30',
      cityCode: 'BUD',
      deliveryType: 'DOOR_TO_DOOR',
    })
    expect(times(budapest, false)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00'])
  })

  it('closes on holidays', async () => {
    await expect(dubaiSlots('dxb-004', '2026-12-02')).resolves.toEqual({
      date: '2026-12-02',
      deliveryType: 'DOOR_TO_DOOR',
      closed: true,
      slots: [],
    })
  })

  it('marks past slots unavailable, by the sandbox clock', async () => {
    expect(times(await dubaiSlots('dxb-004', '2026-11-16'), false)).toEqual([
      '08:00',
      '08:30',
      '09:00',
    ])
    pinClock(NOW.with({ hour: 12, minute: 10 }))
    const later = await dubaiSlots('dxb-004', '2026-11-16')
    expect(times(later, false).at(-1)).toBe('12:00')
    expect(times(later, true)[0]).toBe('12:30')
  })

  it('marks the moments a booking holds the car unavailable', async () => {
    const start = await dubaiSlots('dxb-001', '2026-11-21')
    expect(times(start, true).at(-1)).toBe('13:30')
    expect(times(start, false)[0]).toBe('14:00')
    const end = await dubaiSlots('dxb-001', '2026-11-25')
    expect(times(end, false).at(-1)).toBe('13:30')
    expect(times(end, true)[0]).toBe('14:00')
  })

  it('answers 400 for a bad query and 404 for an unknown car or city', async () => {
    const badDate = dubaiSlots('dxb-004', '2026-02-30')
    await expect(badDate).rejects.toMatchObject({ status: 400, code: 'BAD_QUERY' })
    await expect(badDate).rejects.toHaveProperty(['fieldErrors', 'date'])
    await expect(
      getListingSlots({
        listingId: 'dxb-004',
        date: '2026-11-30',
        cityCode: 'AUH',
        deliveryType: 'SELF_PICKUP',
      }),
    ).rejects.toMatchObject({ status: 400, code: 'CITY_MISMATCH' })
    await expect(dubaiSlots('dxb-999', '2026-11-30')).rejects.toMatchObject({ status: 404 })
    await expect(
      getListingSlots({
        listingId: 'dxb-004',
        date: '2026-11-30',
        cityCode: 'XYZ',
        deliveryType: 'SELF_PICKUP',
      }),
    ).rejects.toMatchObject({ status: 404, code: 'UNKNOWN_CITY' })
  })
})

describe('GET /availability/time-slot-availability/customer/booking/:bookingId', () => {
  const query = (date: string, bookingId = upcoming) =>
    getBookingSlots({ bookingId, date, cityCode: 'DXB' })

  it('needs a session', async () => {
    await expect(query('2026-11-25')).rejects.toMatchObject({ status: 401 })
  })

  it('offers door-to-door return slots after the pick-up', async () => {
    await login(customer)
    const day = await query('2026-11-25')
    expect(day).toMatchObject({ deliveryType: 'DOOR_TO_DOOR', closed: false })
    expect(times(day, false)).toEqual([])
    expect(times(day, true)).toHaveLength(28)
    expect(times(await query('2026-11-21'), true)[0]).toBe('14:30')
  })

  it('ends the return slots where the next booking of the car begins', async () => {
    const booking = db.bookings.findFirst((q) => q.where({ bookingId: upcoming }))
    if (!booking) throw new Error('The upcoming booking is missing')
    await db.bookings.create({
      ...structuredClone(booking),
      bookingId: 'bkg-next-on-dxb-001',
      customerId: 'user-vip',
      from: '2026-11-27T18:00:00+04:00',
      to: '2026-11-29T18:00:00+04:00',
    })
    await login(customer)
    const day = await query('2026-11-27')
    expect(times(day, true).at(-1)).toBe('18:00')
    expect(times(day, false)[0]).toBe('18:30')
  })

  it('refuses another customer’s booking, unknown bookings and finished ones', async () => {
    await login({ email: 'new@rental.test', password: PERSONA_PASSWORD })
    await expect(query('2026-11-25')).rejects.toMatchObject({ status: 403 })
    await logout()
    await login(customer)
    await expect(query('2026-11-25', 'bkg-nope')).rejects.toMatchObject({ status: 404 })
    await expect(query('2026-11-25', 'bkg-customer-completed')).rejects.toMatchObject({
      status: 409,
    })
    await expect(query('2026-12-02')).resolves.toMatchObject({ closed: true, slots: [] })
  })
})
