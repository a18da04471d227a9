import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import {
  addCardToken,
  cancelBooking,
  getAllowedMethods,
  getBillingDetails,
  getCustomerPayments,
  putBillingDetails,
  removeMethod,
  setPreferredMethod,
} from '../../src/api/payment'
import type { AllowedMethods, BillingDetails } from '../../src/api/schemas/payment'
import { tokenizeCard } from '../../src/api/sandbox'
import { db } from '../db'
import { updateControls } from '../lib/controls'
import { failureOf, startPlatformForTests } from '../lib/test-platform'
import { PERSONA_PASSWORD } from '../seed/personas'

// Saved cards beyond §7 (make preferred, remove), the cards that fail when added, the
// customer's payments across bookings, and billing details with the shared field codes.

startPlatformForTests()

const CUSTOMER = 'user-customer'
const DAY_MS = 86_400_000

async function loginAs(email: string): Promise<string> {
  return (await login({ email, password: PERSONA_PASSWORD })).userId
}

async function addCard(customerId: string, number: string, key: string = crypto.randomUUID()) {
  const token = await tokenizeCard({ number, expiryMonth: 12, expiryYear: 2030, cvc: '123' })
  return addCardToken(
    customerId,
    { cardToken: token.token, currency: 'AED', cardNetwork: token.brand, cityCode: 'DXB' },
    key,
  )
}

const preferredOf = (methods: AllowedMethods) =>
  methods.paymentMethods.filter((method) => method.isPreferred).map((m) => m.paymentMethodId)

describe('making a card preferred', () => {
  it('moves the one preferred mark and answers the allowed methods', async () => {
    await loginAs('customer@rental.test')
    const answer = await setPreferredMethod(CUSTOMER, 'pm-customer-mastercard')
    expect(preferredOf(answer)).toEqual(['pm-customer-mastercard'])
    expect(answer).toEqual(await getAllowedMethods(CUSTOMER))
    expect(preferredOf(await setPreferredMethod(CUSTOMER, 'pm-customer-visa'))).toEqual([
      'pm-customer-visa',
    ])
  })

  it('finds only the customer’s own cards (404) and only for themselves (403)', async () => {
    await loginAs('customer@rental.test')
    for (const id of ['pm-vip-visa', 'pm-nope']) {
      expect(await failureOf(setPreferredMethod(CUSTOMER, id))).toEqual({
        status: 404,
        code: 'PAYMENT_METHOD_NOT_FOUND',
        fields: [],
      })
    }
    expect(await failureOf(setPreferredMethod('user-vip', 'pm-vip-visa'))).toMatchObject({
      status: 403,
    })
    expect(
      db.paymentMethods.findFirst((q) => q.where({ paymentMethodId: 'pm-vip-visa' })),
    ).toMatchObject({ isPreferred: true })
  })

  it('refuses a card that cannot pay (409): failed, pending, incomplete or expired', async () => {
    await loginAs('customer@rental.test')
    const declined = await addCard(CUSTOMER, '4000000000000002')
    const pending = await addCard(CUSTOMER, '4000000000003220')
    await db.paymentMethods.create({
      paymentMethodId: 'pm-customer-incomplete',
      ownerId: CUSTOMER,
      brand: 'VISA',
      last4Digits: '',
      expiryMonth: 0,
      expiryYear: 0,
      status: 'SUCCESS',
      isPreferred: false,
      madaStatus: 'NOT_MADA',
      behaviour: 'SUCCEED',
      challengeId: null,
      idempotencyKey: null,
      createdAt: '2026-01-06T10:00:00+04:00',
    })
    const refusal = { status: 409, code: 'PAYMENT_METHOD_NOT_USABLE', fields: [] }
    for (const id of [
      declined.paymentMethod.paymentMethodId,
      pending.paymentMethod.paymentMethodId,
      'pm-customer-incomplete',
    ]) {
      expect(await failureOf(setPreferredMethod(CUSTOMER, id)), id).toEqual(refusal)
    }
    // Two months on, the Mastercard (valid through next month) has expired.
    updateControls((draft) => {
      draft.clockOffsetMs = 62 * DAY_MS
    })
    expect(await failureOf(setPreferredMethod(CUSTOMER, 'pm-customer-mastercard'))).toEqual(refusal)
    expect(preferredOf(await getAllowedMethods(CUSTOMER))).toEqual(['pm-customer-visa'])
  })

  it('refuses a mada card not authorised online to a Riyadh customer', async () => {
    const userId = await loginAs('riyadh@rental.test')
    expect(await failureOf(setPreferredMethod(userId, 'pm-riyadh-mada-blocked'))).toMatchObject({
      status: 409,
      code: 'PAYMENT_METHOD_NOT_USABLE',
    })
    expect(preferredOf(await setPreferredMethod(userId, 'pm-riyadh-visa'))).toEqual([
      'pm-riyadh-visa',
    ])
  })
})

describe('removing a card', () => {
  it('hands the preferred mark to the newest card that can pay', async () => {
    await loginAs('customer@rental.test')
    const added = await addCard(CUSTOMER, '4242424242424242')
    await addCard(CUSTOMER, '4000000000000002')
    const answer = await removeMethod(CUSTOMER, 'pm-customer-visa')
    expect(answer.paymentMethods.map((m) => m.paymentMethodId)).not.toContain('pm-customer-visa')
    expect(preferredOf(answer)).toEqual([added.paymentMethod.paymentMethodId])
    expect(answer).toEqual(await getAllowedMethods(CUSTOMER))
  })

  it('keeps the preferred card when another one goes, and none is left preferred at the end', async () => {
    await loginAs('customer@rental.test')
    const kept = await removeMethod(CUSTOMER, 'pm-customer-mastercard')
    expect(kept.paymentMethods.map((m) => m.paymentMethodId)).toEqual(['pm-customer-visa'])
    expect(preferredOf(kept)).toEqual(['pm-customer-visa'])
    expect((await removeMethod(CUSTOMER, 'pm-customer-visa')).paymentMethods).toEqual([])
  })

  it('cannot remove someone else’s card (404)', async () => {
    await loginAs('customer@rental.test')
    expect(await failureOf(removeMethod(CUSTOMER, 'pm-vip-visa'))).toEqual({
      status: 404,
      code: 'PAYMENT_METHOD_NOT_FOUND',
      fields: [],
    })
    expect(
      db.paymentMethods.findFirst((q) => q.where({ paymentMethodId: 'pm-vip-visa' })),
    ).toBeDefined()
    expect(await failureOf(removeMethod('user-vip', 'pm-vip-visa'))).toMatchObject({
      status: 403,
    })
  })
})

describe('cards that fail when added', () => {
  it('saves 9987 as FAILED for insufficient funds, never preferred, and replays it alike', async () => {
    const userId = await loginAs('new@rental.test')
    const first = await addCard(userId, '4000000000009987', 'no-funds')
    expect(first).toMatchObject({
      failureReason: 'INSUFFICIENT_FUNDS',
      threeDsRedirectUrl: null,
      paymentMethod: { status: 'FAILED', isPreferred: false, last4Digits: '9987' },
    })
    expect(await addCard(userId, '4000000000009987', 'no-funds')).toEqual(first)
    expect(db.paymentMethods.findMany((q) => q.where({ ownerId: userId }))).toHaveLength(1)
  })

  it('still adds 9995 (its payments fail later) and declines 0002', async () => {
    const userId = await loginAs('new@rental.test')
    expect(await addCard(userId, '4000000000009995')).toMatchObject({
      failureReason: null,
      paymentMethod: { status: 'SUCCESS', isPreferred: true },
    })
    expect(await addCard(userId, '4000000000000002')).toMatchObject({
      failureReason: 'CARD_DECLINED',
      paymentMethod: { status: 'FAILED', isPreferred: false },
    })
  })
})

describe('the customer’s payments', () => {
  it('lists every charge across bookings, newest first, with the booking’s reference', async () => {
    await loginAs('customer@rental.test')
    const { payments } = await getCustomerPayments(CUSTOMER)
    expect(payments).toHaveLength(
      db.charges.findMany((q) => q.where({ customerId: CUSTOMER })).length,
    )
    const times = payments.map((payment) => Date.parse(payment.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    for (const payment of payments) {
      const booking = db.bookings.findFirst((q) => q.where({ bookingId: payment.bookingId }))
      expect(payment).toMatchObject({ bookingReference: booking?.reference, productType: 'DAILY' })
    }
    // The unpaid booking has no charge yet; the others each have theirs.
    expect(new Set(payments.map((payment) => payment.bookingId))).toEqual(
      new Set([
        'bkg-customer-upcoming',
        'bkg-customer-active',
        'bkg-customer-completed',
        'bkg-customer-cancelled',
      ]),
    )
  })

  it('shows the refunds and the fee after a cancellation', async () => {
    await loginAs('customer@rental.test')
    await cancelBooking(CUSTOMER, 'DAILY', 'bkg-customer-upcoming')
    const { payments } = await getCustomerPayments(CUSTOMER)
    const upcoming = payments.filter((p) => p.bookingId === 'bkg-customer-upcoming')
    expect(upcoming.find((p) => p.type === 'CANCELLATION')).toMatchObject({
      amount: 150,
      status: 'PAID',
      bookingReference: 'RNT-MING',
    })
    const paid = upcoming.filter((p) => p.status === 'PAID' && p.type !== 'CANCELLATION')
    const refunds = upcoming.filter((p) => p.status === 'REFUNDED' && p.type !== 'DEPOSIT')
    expect(paid.map((p) => p.type).sort()).toEqual(refunds.map((p) => p.type).sort())
    for (const refund of refunds) {
      expect(refund.amount).toBe(-(paid.find((p) => p.type === refund.type)?.amount ?? 0))
      expect(refund.settledAt).not.toBeNull()
    }
    expect(upcoming.find((p) => p.type === 'DEPOSIT')).toMatchObject({ status: 'REFUNDED' })
    // Other bookings are untouched.
    const active = payments.filter((p) => p.bookingId === 'bkg-customer-active')
    expect(active.filter((p) => p.type !== 'DEPOSIT').every((p) => p.status === 'PAID')).toBe(true)
  })

  it('needs a session (401) and only answers the customer themselves (403)', async () => {
    expect(await failureOf(getCustomerPayments(CUSTOMER))).toMatchObject({ status: 401 })
    await loginAs('customer@rental.test')
    expect(await failureOf(getCustomerPayments('user-vip'))).toMatchObject({ status: 403 })
    await loginAs('new@rental.test')
    expect((await getCustomerPayments('user-new')).payments).toEqual([])
  })
})

describe('billing details', () => {
  const company: BillingDetails = {
    accountType: 'COMPANY',
    fullName: 'Layla Haddad',
    companyName: 'Haddad Trading L.L.C.',
    vatNumber: '100123456789012',
    addressLine1: 'Marina Walk, Tower 3',
    addressLine2: null,
    city: 'Dubai',
    country: 'AE',
    postalCode: null,
  }

  /** The field errors of a PUT the platform refuses. */
  async function refused(details: BillingDetails) {
    const error: unknown = await putBillingDetails(CUSTOMER, details).then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' })
    return (error as { fieldErrors?: unknown }).fieldErrors
  }

  it('serves the seeded details and round-trips a company with its tax number', async () => {
    await loginAs('customer@rental.test')
    expect(await getBillingDetails(CUSTOMER)).toMatchObject({
      accountType: 'PERSONAL',
      city: 'Dubai',
      country: 'AE',
      postalCode: null,
    })
    expect(await putBillingDetails(CUSTOMER, company)).toEqual(company)
    expect(await getBillingDetails(CUSTOMER)).toEqual(company)
    const budapest = {
      ...company,
      accountType: 'PERSONAL' as const,
      companyName: null,
      vatNumber: null,
      city: 'Budapest',
      country: 'HU',
      postalCode: '1051',
    }
    await putBillingDetails(CUSTOMER, budapest)
    expect(await getBillingDetails(CUSTOMER)).toEqual(budapest)
    await loginAs('new@rental.test')
    expect(await getBillingDetails('user-new')).toBeNull()
  })

  it.each([
    ['a company without its name', { companyName: null }, { companyName: ['required'] }],
    ['a postal code in the UAE', { postalCode: '00000' }, { postalCode: ['noPostalCode'] }],
    ['a malformed TRN', { vatNumber: '123' }, { vatNumber: ['invalidTaxNumber'] }],
    ['a blank name', { fullName: ' ' }, { fullName: ['required'] }],
    [
      'markup in the address',
      { addressLine1: '<b>x</b>' },
      { addressLine1: ['invalidCharacters'] },
    ],
    ['a lower-case country', { country: 'ae' }, { country: ['invalidCountry'] }],
  ] as const)('refuses %s with the schema’s code (422)', async (_case, change, fieldErrors) => {
    await loginAs('customer@rental.test')
    expect(await refused({ ...company, ...change })).toEqual(fieldErrors)
    expect(await getBillingDetails(CUSTOMER)).toMatchObject({ accountType: 'PERSONAL' })
  })
})
