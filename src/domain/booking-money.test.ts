import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import type { Charge } from '../api/schemas/payment'
import { cancellationOutcome, chargeGroups, depositStatus, isOwnCharge } from './booking-money'

let sequence = 0
function line(overrides: Partial<Charge>): Charge {
  sequence += 1
  return {
    chargeId: `chg-${String(sequence)}`,
    type: 'RENTAL_FEE',
    amount: 100,
    currency: 'AED',
    status: 'PAID',
    createdAt: '2026-11-01T10:00:00+04:00',
    settledAt: '2026-11-01T10:00:00+04:00',
    fromDeposit: false,
    documentIds: [],
    ...overrides,
  }
}

const paidBooking = [
  line({ type: 'RENTAL_FEE', amount: 720 }),
  line({ type: 'SERVICE_FEE', amount: 25 }),
  line({ type: 'VAT', amount: 37.25 }),
  line({ type: 'DEPOSIT', amount: 1000, status: 'PENDING', settledAt: null }),
]

const ms = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds
const TO = '2026-11-28T14:00:00+04:00'
const dubai = { countryCode: 'ae' as const, timeZone: 'Asia/Dubai' }

describe('isOwnCharge', () => {
  it('counts money taken for the booking or given back, not the deposit nor what it paid for', () => {
    expect(isOwnCharge(line({ type: 'RENTAL_FEE' }))).toBe(true)
    expect(isOwnCharge(line({ type: 'CANCELLATION' }))).toBe(true)
    expect(isOwnCharge(line({ type: 'RENTAL_FEE', amount: -180, status: 'REFUNDED' }))).toBe(true)
    expect(isOwnCharge(line({ type: 'DEPOSIT', amount: 1000, status: 'PENDING' }))).toBe(false)
    expect(isOwnCharge(line({ type: 'DEPOSIT', amount: -400, status: 'REFUNDED' }))).toBe(false)
    expect(isOwnCharge(line({ type: 'SALIK', amount: 8, fromDeposit: true }))).toBe(false)
  })
})

describe('chargeGroups', () => {
  it('rounds a booking in forints to whole forints and one in dirhams to fils', () => {
    const huf = (amount: number) => line({ type: 'VAT', amount, currency: 'HUF' })
    expect(chargeGroups([huf(4_321.4), huf(1_000.3)]).totals.net).toBe(5_322)
    const aed = (amount: number) => line({ type: 'VAT', amount, currency: 'AED' })
    expect(chargeGroups([aed(4_321.4), aed(1_000.3)]).totals.net).toBe(5_321.7)
  })

  it('groups by type in reading order and totals what was paid, deposit aside', () => {
    const { groups, totals } = chargeGroups([
      ...paidBooking,
      line({ type: 'EXTENSION', amount: 187.2 }),
      line({ type: 'VAT', amount: 9.36 }),
    ])
    expect(groups.map((group) => [group.type, group.net])).toEqual([
      ['RENTAL_FEE', 720],
      ['EXTENSION', 187.2],
      ['SERVICE_FEE', 25],
      ['VAT', 46.61],
    ])
    expect(totals).toEqual({ charged: 978.81, refunded: 0, pending: 0, net: 978.81 })
  })

  it('counts refunds as given back and a confirmed extension as still to pay', () => {
    const { groups, totals } = chargeGroups([
      ...paidBooking,
      line({ type: 'RENTAL_FEE', amount: -180, status: 'REFUNDED' }),
      line({ type: 'VAT', amount: -9, status: 'REFUNDED' }),
      line({ type: 'EXTENSION', amount: 50, status: 'PENDING', settledAt: null }),
      line({ type: 'RENTAL_FEE', amount: 999, status: 'FAILED', settledAt: null }),
    ])
    expect(groups.find((group) => group.type === 'RENTAL_FEE')).toMatchObject({
      charged: 720,
      refunded: 180,
      net: 540,
    })
    expect(totals).toEqual({ charged: 782.25, refunded: 189, pending: 50, net: 593.25 })
  })

  it('leaves tolls and fines taken from the deposit to the deposit', () => {
    const { groups } = chargeGroups([
      ...paidBooking,
      line({ type: 'SALIK', amount: 20, fromDeposit: true }),
    ])
    expect(groups.map((group) => group.type)).not.toContain('SALIK')
  })
})

describe('depositStatus', () => {
  const booking = { status: 'ACTIVE' as const, to: TO, depositAmount: 1000 }

  it('says nothing is held before the booking is paid', () => {
    expect(
      depositStatus({
        booking: { ...booking, status: 'PENDING_PAYMENT' },
        charges: [],
        now: 0,
        ...dubai,
      }),
    ).toEqual({ kind: 'notYetHeld', amount: 1000 })
    expect(
      depositStatus({ booking: { ...booking, depositAmount: 0 }, charges: [], now: 0, ...dubai }),
    ).toEqual({ kind: 'none' })
  })

  it('counts down to the UAE rule: 21 days after the return, in city days', () => {
    const status = depositStatus({
      booking,
      charges: paidBooking,
      now: ms('2026-11-28T15:00:00+04:00'),
      ...dubai,
    })
    expect(status).toMatchObject({ kind: 'held', amount: 1000, daysLeft: 21 })
    if (status.kind !== 'held') throw new Error('held')
    expect(status.releaseAt.toString()).toBe('2026-12-19T14:00:00+04:00[Asia/Dubai]')
  })

  it('is overdue from the release moment while the platform still holds it', () => {
    expect(
      depositStatus({
        booking,
        charges: paidBooking,
        now: ms('2026-12-19T13:59:00+04:00'),
        ...dubai,
      }).kind,
    ).toBe('held')
    expect(
      depositStatus({
        booking,
        charges: paidBooking,
        now: ms('2026-12-19T14:00:00+04:00'),
        ...dubai,
      }).kind,
    ).toBe('releaseOverdue')
  })

  it('reads a release in full, and one on cancellation', () => {
    const released = [line({ type: 'DEPOSIT', amount: 1000, status: 'REFUNDED' })]
    expect(depositStatus({ booking, charges: released, now: 0, ...dubai }).kind).toBe('released')
    expect(
      depositStatus({
        booking: { ...booking, status: 'CANCELLED' },
        charges: released,
        now: 0,
        ...dubai,
      }).kind,
    ).toBe('releasedOnCancel')
  })

  it('itemises what was taken and what came back', () => {
    const salik = line({ type: 'SALIK', amount: 20, fromDeposit: true })
    const fine = line({ type: 'TRAFFIC_FINE', amount: 300, fromDeposit: true })
    const charges = [
      line({ type: 'DEPOSIT', amount: 1000, status: 'PAID' }),
      line({ type: 'DEPOSIT', amount: -680, status: 'REFUNDED' }),
      salik,
      fine,
    ]
    expect(depositStatus({ booking, charges, now: 0, ...dubai })).toMatchObject({
      kind: 'partlyDeducted',
      deducted: 320,
      returned: 680,
      deductions: [salik, fine],
    })
    expect(
      depositStatus({
        booking,
        charges: [line({ type: 'DEPOSIT', amount: 1000, status: 'PAID' })],
        now: 0,
        ...dubai,
      }).kind,
    ).toBe('fullyDeducted')
  })
})

describe('cancellationOutcome', () => {
  const refundAt = '2026-11-22T09:00:00+04:00'
  it('tells the platform’s lines: paid, refunded in full, the fee charged, the cost; the refund expected within 14 days', () => {
    const outcome = cancellationOutcome(
      { status: 'CANCELLED' },
      [
        ...paidBooking,
        line({ type: 'RENTAL_FEE', amount: -720, status: 'REFUNDED', settledAt: refundAt }),
        line({ type: 'SERVICE_FEE', amount: -25, status: 'REFUNDED', settledAt: refundAt }),
        line({ type: 'VAT', amount: -37.25, status: 'REFUNDED', settledAt: refundAt }),
        line({ type: 'CANCELLATION', amount: 150, settledAt: refundAt }),
      ],
      'Asia/Dubai',
    )
    expect(outcome).toMatchObject({
      paid: 782.25,
      refunded: 782.25,
      fee: 150,
      cost: 150,
      refundedAt: refundAt,
    })
    // One story: it adds up to what the platform says was paid in all.
    const { totals } = chargeGroups([
      ...paidBooking,
      line({ type: 'RENTAL_FEE', amount: -720, status: 'REFUNDED', settledAt: refundAt }),
      line({ type: 'SERVICE_FEE', amount: -25, status: 'REFUNDED', settledAt: refundAt }),
      line({ type: 'VAT', amount: -37.25, status: 'REFUNDED', settledAt: refundAt }),
      line({ type: 'CANCELLATION', amount: 150, settledAt: refundAt }),
    ])
    expect(totals).toMatchObject({ charged: 932.25, refunded: 782.25, net: outcome?.cost })
    expect(outcome?.expectedBy?.toString()).toBe('2026-12-06')
  })

  it('is nothing for a booking that is not cancelled, and nothing back when never paid', () => {
    expect(cancellationOutcome({ status: 'ACTIVE' }, paidBooking, 'Asia/Dubai')).toBeNull()
    expect(cancellationOutcome({ status: 'CANCELLED' }, [], 'Asia/Dubai')).toMatchObject({
      paid: 0,
      refunded: 0,
      cost: 0,
      expectedBy: null,
    })
  })
})
