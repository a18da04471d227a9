import { describe, expect, it } from 'vitest'
import type { RequiredDocuments, UploadedDocument } from '../../api/schemas/documents'
import type { Booking } from '../../api/schemas/payment'
import { documentNeeds, isTouristIn, outstandingNeeds } from './document-needs'
import { groupBookings, isCancellable } from './rental-groups'

// The pure rules behind the rentals pages: which documents a booking still waits for, and how
// bookings are grouped and which can be cancelled.

const REQUIRED: RequiredDocuments = {
  RESIDENT: [
    { type: 'EMIRATES_ID', isTwoSided: true, isMandatory: true, isHidden: false },
    { type: 'DRIVING_LICENSE', isTwoSided: true, isMandatory: true, isHidden: false },
  ],
  TOURIST: [
    { type: 'PASSPORT', isTwoSided: false, isMandatory: true, isHidden: false },
    { type: 'VISA', isTwoSided: false, isMandatory: false, isHidden: true },
    { type: 'DRIVING_LICENSE', isTwoSided: true, isMandatory: true, isHidden: false },
    {
      type: 'INTERNATIONAL_DRIVING_PERMIT',
      isTwoSided: false,
      isMandatory: false,
      isHidden: false,
    },
  ],
}

function uploaded(
  type: UploadedDocument['type'],
  side: UploadedDocument['side'],
  status: UploadedDocument['status'],
): UploadedDocument {
  return { documentId: `${type}-${side}`, type, side, status }
}

describe('documents still needed', () => {
  it('takes the group from the tourist flag of the rental’s country', () => {
    const user = { isTouristUae: true, isTouristKsa: false }
    expect(isTouristIn(user, 'ae')).toBe(true)
    expect(isTouristIn(user, 'sa')).toBe(false)
    expect(isTouristIn(user, undefined)).toBe(false)
  })

  it('lists every mandatory document of the group while nothing is uploaded', () => {
    const needs = outstandingNeeds(documentNeeds(REQUIRED, false, { uploadedDocuments: [] }))
    expect(needs).toEqual([
      { type: 'EMIRATES_ID', mandatory: true, state: 'missing' },
      { type: 'DRIVING_LICENSE', mandatory: true, state: 'missing' },
    ])
  })

  it('needs both sides of a two-sided document, and says which need a new upload', () => {
    const needs = documentNeeds(REQUIRED, false, {
      uploadedDocuments: [
        uploaded('EMIRATES_ID', 'FRONT', 'APPROVED'),
        uploaded('DRIVING_LICENSE', 'FRONT', 'DECLINED'),
        uploaded('DRIVING_LICENSE', 'BACK', 'PENDING'),
      ],
    })
    expect(needs.map((need) => need.state)).toEqual(['missing', 'resubmit'])
  })

  it('drops approved documents and shows those under review', () => {
    const needs = documentNeeds(REQUIRED, false, {
      uploadedDocuments: [
        uploaded('EMIRATES_ID', 'FRONT', 'APPROVED'),
        uploaded('EMIRATES_ID', 'BACK', 'APPROVED'),
        uploaded('DRIVING_LICENSE', 'FRONT', 'SUBMITTED'),
        uploaded('DRIVING_LICENSE', 'BACK', 'PENDING'),
      ],
    })
    expect(outstandingNeeds(needs)).toEqual([
      { type: 'DRIVING_LICENSE', mandatory: true, state: 'review' },
    ])
  })

  it('leaves hidden and optional documents out of what a tourist still owes', () => {
    const needs = documentNeeds(REQUIRED, true, { uploadedDocuments: [] })
    expect(needs.map((need) => need.type)).not.toContain('VISA')
    expect(outstandingNeeds(needs).map((need) => need.type)).toEqual([
      'PASSPORT',
      'DRIVING_LICENSE',
    ])
  })
})

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

  it('lets a booking be cancelled only until the car is handed over', () => {
    expect(isCancellable('PENDING_PAYMENT')).toBe(true)
    expect(isCancellable('PENDING_APPROVAL')).toBe(true)
    expect(isCancellable('APPROVED')).toBe(true)
    expect(isCancellable('ACTIVE')).toBe(false)
    expect(isCancellable('COMPLETED')).toBe(false)
    expect(isCancellable('CANCELLED')).toBe(false)
  })
})
