import { Temporal } from 'temporal-polyfill'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getBookedDays } from '../../src/api/availability'
import { calculatePrice } from '../../src/api/payment'
import { rentalMoments } from '../../src/domain/rental-period'
import { spansBookedDay } from '../../src/domain/booked-days'
import { db } from '../db'
import { resetControls } from '../lib/controls'
import { endSession, failureOf } from '../lib/test-platform'
import { server } from '../node'
import { seedDatabase } from '../seed'
import { setSandboxTime } from '../testing'

// The days a car is booked, through the client function. The sandbox clock is pinned to Monday
// 2026-11-16 09:00 in Dubai before seeding, so the customer's upcoming booking holds dxb-001 from
// Sat 21 Nov 14:00 to Wed 25 Nov 14:00, and their cancelled one would have held dxb-007 on
// 19–21 Nov.

const NOW = Temporal.ZonedDateTime.from('2026-11-16T09:00:00+04:00[Asia/Dubai]')
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' }

function dubaiDays(listingId: string, range = NOVEMBER) {
  return getBookedDays({ listingId, cityCode: 'DXB', ...range })
}

function quote(from: string, to: string) {
  const moments = rentalMoments({ from, to }, 'DAILY', 'Asia/Dubai')
  return calculatePrice('DAILY', {
    listingId: 'dxb-001',
    cityCode: 'DXB',
    ...moments,
    deliveryType: 'SELF_PICKUP',
    handoverAddress: null,
    handbackAddress: null,
    couponCode: null,
  })
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  resetControls()
  setSandboxTime(NOW.toInstant())
  await seedDatabase(90)
})
afterEach(async () => {
  server.resetHandlers()
  resetControls()
  await endSession()
})
afterAll(() => server.close())

describe('GET /availability/listings/:listingId/booked-days', () => {
  it('lists every day an open booking holds the car, in the city’s calendar', async () => {
    await expect(dubaiDays('dxb-001')).resolves.toEqual({
      listingId: 'dxb-001',
      ...NOVEMBER,
      bookedDays: ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'],
    })
    const lateNovember = await dubaiDays('dxb-001', { from: '2026-11-23', to: '2026-12-05' })
    expect(lateNovember.bookedDays).toEqual(['2026-11-23', '2026-11-24', '2026-11-25'])
    await expect(dubaiDays('dxb-004')).resolves.toMatchObject({ bookedDays: [] })
  })

  it('ignores cancelled and completed bookings', async () => {
    const cancelled = db.bookings.findFirst((q) => q.where({ bookingId: 'bkg-customer-cancelled' }))
    expect(cancelled?.listingId).toBe('dxb-007')
    expect((await dubaiDays('dxb-007')).bookedDays).toEqual([])

    await db.bookings.update((q) => q.where({ bookingId: 'bkg-customer-upcoming' }), {
      data(draft) {
        draft.status = 'COMPLETED'
      },
    })
    expect((await dubaiDays('dxb-001')).bookedDays).toEqual([])
  })

  it('agrees with the overlap refusal: free days are priced, a range across a booking is not', async () => {
    const { bookedDays } = await dubaiDays('dxb-001')
    const free = [
      ['2026-11-18', '2026-11-20'],
      ['2026-11-26', '2026-11-28'],
    ] as const
    for (const [from, to] of free) {
      expect(spansBookedDay(from, to, bookedDays)).toBe(false)
      await expect(quote(from, to)).resolves.toHaveProperty('quoteId')
    }
    expect(spansBookedDay('2026-11-19', '2026-11-27', bookedDays)).toBe(true)
    await expect(failureOf(quote('2026-11-19', '2026-11-27'))).resolves.toMatchObject({
      status: 409,
      code: 'CAR_UNAVAILABLE',
    })
  })

  it('answers 400 for bad dates, a reversed or too long range, or no city', async () => {
    await expect(
      failureOf(dubaiDays('dxb-001', { from: '2026-02-30', to: '2026-03-05' })),
    ).resolves.toEqual({ status: 400, code: 'BAD_QUERY', fields: ['from'] })
    await expect(
      failureOf(dubaiDays('dxb-001', { from: '2026-11-30', to: '2026-11-01' })),
    ).resolves.toEqual({ status: 400, code: 'BAD_QUERY', fields: ['to'] })
    await expect(
      failureOf(dubaiDays('dxb-001', { from: '2026-11-01', to: '2027-02-02' })),
    ).resolves.toEqual({ status: 400, code: 'BAD_QUERY', fields: ['to'] })
    await expect(dubaiDays('dxb-001', { from: '2026-11-01', to: '2027-02-01' })).resolves.toEqual(
      expect.objectContaining({ from: '2026-11-01', to: '2027-02-01' }),
    )
    await expect(
      failureOf(getBookedDays({ listingId: 'dxb-001', cityCode: ' ', ...NOVEMBER })),
    ).resolves.toEqual({ status: 400, code: 'BAD_QUERY', fields: ['cityCode'] })
  })

  it('answers 404 for an unknown car or city, and 400 for a car of another city', async () => {
    await expect(failureOf(dubaiDays('dxb-999'))).resolves.toMatchObject({
      status: 404,
      code: 'UNKNOWN_LISTING',
    })
    await expect(
      failureOf(getBookedDays({ listingId: 'dxb-001', cityCode: 'XYZ', ...NOVEMBER })),
    ).resolves.toMatchObject({ status: 404, code: 'UNKNOWN_CITY' })
    await expect(
      failureOf(getBookedDays({ listingId: 'dxb-001', cityCode: 'BUD', ...NOVEMBER })),
    ).resolves.toMatchObject({ status: 400, code: 'CITY_MISMATCH' })
  })
})
