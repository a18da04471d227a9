import { describe, expect, it } from 'vitest'
import type { Booking } from '../../api/schemas/payment'
import { groupBookings } from './rental-groups'

// How the rentals page groups bookings, and which can still be cancelled.

describe('rental groups', () => {
  const booking = (bookingId: string, status: Booking['status']): Booking => ({
    bookingId,
    status,
    reference: `RNT-${bookingId}`,
    customerId: 'user-customer',
    listingId: 'dxb-001',
    productType: 'DAILY',
    cityCode: 'DXB',
    from: '2026-12-01T14:00:00+04:00',
    to: '2026-12-04T14:00:00+04:00',
    pendingEndDate: null,
    deliveryType: 'SELF_PICKUP',
    handoverAddress: null,
    handbackAddress: null,
    currency: 'AED',
    total: 500,
    depositAmount: 1000,
    car: { make: 'Kia', model: 'Cerato', year: 2023, imageUrl: '/car.svg' },
    createdAt: '2026-11-20T10:00:00+04:00',
  })

  it('sorts by status, soonest first for upcoming and active, latest first for past', () => {
    // The platform lists the latest start first.
    const list = [
      booking('later', 'APPROVED'),
      booking('sooner', 'PENDING_PAYMENT'),
      booking('now', 'ACTIVE'),
      booking('done', 'COMPLETED'),
      booking('dropped', 'CANCELLED'),
    ]
    const groups = groupBookings(list)
    expect(groups.upcoming.map((b) => b.bookingId)).toEqual(['sooner', 'later'])
    expect(groups.active.map((b) => b.bookingId)).toEqual(['now'])
    expect(groups.past.map((b) => b.bookingId)).toEqual(['done', 'dropped'])
  })
})
