import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { careemHandler, login } from '../../src/api/auth'
import { getCitySettings } from '../../src/api/configuration'
import {
  addCardToken,
  calculateBookingPrice,
  calculatePrice,
  cancelBooking,
  changeEndDate,
  createBooking,
  createCareemIntent,
  getAllowedMethods,
  getBooking,
  getBookings,
  getCancellationFee,
  getCareemIntent,
  getChargeDocument,
  getChargeSummary,
  getInitialIntent,
  getInvoicePdf,
  getInvoices,
  getListingPrices,
  getMadaStatus,
  getPaymentDetails,
  preAuthorize,
} from '../../src/api/payment'
import type { PriceCalculationRequest } from '../../src/api/schemas/payment'
import { decideChallenge, getChallenge, tokenizeCard } from '../../src/api/sandbox'
import { db } from '../db'
import { updateControls } from '../lib/controls'
import { openDubaiDayAfter, openDubaiDays, openShift } from '../lib/dubai-day'
import { startPlatformForTests } from '../lib/test-platform'
import { nowInZone } from '../lib/time'

startPlatformForTests()

const PASSWORD = 'Rental!2026'
const DUBAI = 'Asia/Dubai'
const inDubai = { latitude: 25.2, longitude: 55.27 }

function dubaiDay(offsetDays: number, hour = 14): string {
  const now = nowInZone(DUBAI)
  return now
    .startOfDay()
    .add({ days: offsetDays })
    .with({ hour })
    .toString({ timeZoneName: 'never' })
}

function request(overrides: Partial<PriceCalculationRequest> = {}): PriceCalculationRequest {
  return {
    listingId: 'dxb-004',
    cityCode: 'DXB',
    ...openDubaiDays(2, 5, dubaiDay),
    deliveryType: 'SELF_PICKUP',
    handoverAddress: null,
    handbackAddress: null,
    couponCode: null,
    ...overrides,
  }
}

async function loginAs(email: string): Promise<string> {
  return (await login({ email, password: PASSWORD })).userId
}

async function addCard(
  customerId: string,
  number: string,
  key = `card-${number}-${Math.random()}`,
) {
  const token = await tokenizeCard({ number, expiryMonth: 12, expiryYear: 2030, cvc: '123' })
  return addCardToken(
    customerId,
    { cardToken: token.token, currency: 'AED', cardNetwork: token.brand, cityCode: 'DXB' },
    key,
  )
}

async function bookAndQuote(customerId: string, overrides: Partial<PriceCalculationRequest> = {}) {
  const quote = await calculatePrice('DAILY', request(overrides))
  const booking = await createBooking(
    customerId,
    'DAILY',
    { quoteId: quote.quoteId, paymentMethodType: 'CARD' },
    `bk-${Math.random()}`,
  )
  return { quote, booking }
}

describe('price calculation', () => {
  it('prices a self-pickup rental without a session, VAT and fees included in the total', async () => {
    const quote = await calculatePrice('DAILY', request())
    expect(quote).toMatchObject({
      productType: 'DAILY',
      currency: 'AED',
      periods: 3,
      deliveryFee: 0,
      vatPercentage: 5,
    })
    const taxable =
      quote.rentalFee +
      quote.shortTermSurcharge +
      quote.deliveryFee +
      quote.serviceFee -
      quote.discount
    expect(quote.total).toBeCloseTo(taxable + quote.vat, 2)
  })

  it('charges door-to-door delivery, free for VIP members', async () => {
    const d2d = request({
      deliveryType: 'DOOR_TO_DOOR',
      handoverAddress: { label: 'Marina', location: inDubai },
    })
    expect((await calculatePrice('DAILY', d2d)).deliveryFee).toBe(70)
    await loginAs('vip@rental.test')
    expect((await calculatePrice('DAILY', d2d)).deliveryFee).toBe(0)
  })

  it('applies, refuses and explains coupons without changing the total for a bad one', async () => {
    const plain = await calculatePrice('DAILY', request())
    const applied = await calculatePrice('DAILY', request({ couponCode: 'welcome10' }))
    expect(applied.coupon).toEqual({ code: 'WELCOME10', status: 'APPLIED' })
    expect(applied.total).toBeLessThan(plain.total)
    for (const [code, status] of [
      ['NOPE', 'UNKNOWN'],
      ['SUMMER2025', 'EXPIRED'],
      ['FIRSTRIDE', 'ALREADY_USED'],
    ] as const) {
      const quote = await calculatePrice('DAILY', request({ couponCode: code }))
      expect(quote.coupon?.status).toBe(status)
      expect(quote.total).toBe(plain.total)
    }
    await expect(
      calculatePrice('DAILY', request({ couponCode: 'X'.repeat(41) })),
    ).rejects.toMatchObject({ status: 422 })
  })

  // Each request is wrong in one way only: its other day is never a holiday.
  const openDay = (days: number, hour?: number) =>
    dubaiDay(days + openShift([2, 3, 4], dubaiDay), hour)
  it.each([
    [{ from: dubaiDay(-1), to: openDay(2) }, 'from', 'IN_THE_PAST'],
    [{ from: openDay(3), to: openDay(2) }, 'to', 'RETURN_BEFORE_PICKUP'],
    [{ from: openDay(2), to: openDay(2, 20) }, 'to', 'TOO_SHORT'],
    [{ from: dubaiDay(200), to: dubaiDay(203) }, 'from', 'TOO_FAR_AHEAD'],
    [{ from: openDay(2, 3), to: openDay(4) }, 'from', 'OUTSIDE_BUSINESS_HOURS'],
    [
      {
        deliveryType: 'DOOR_TO_DOOR' as const,
        handoverAddress: { label: 'Far away', location: { latitude: 0, longitude: 0 } },
      },
      'handoverAddress',
      'OUTSIDE_BUSINESS_ZONE',
    ],
  ])('rejects %o with %s %s', async (overrides, field, code) => {
    await expect(calculatePrice('DAILY', request(overrides))).rejects.toMatchObject({
      status: 422,
      fieldErrors: { [field]: [code] },
    })
  })

  it('allows the longest rental counted in charged periods, as the dates dialog offers it', async () => {
    const shift = openShift([2, 92, 93])
    const daily = (to: number, hour: number) =>
      calculatePrice(
        'DAILY',
        request({ from: dubaiDay(2 + shift), to: dubaiDay(to + shift, hour) }),
      )
    // 90 days from a 14:00 pick-up to an 18:00 return: inside the return grace, 90 days charged.
    await expect(daily(92, 18)).resolves.toMatchObject({ periods: 90 })
    await expect(daily(92, 19)).rejects.toMatchObject({
      status: 422,
      fieldErrors: { to: ['TOO_LONG'] },
    })
    await expect(daily(93, 14)).rejects.toMatchObject({ fieldErrors: { to: ['TOO_LONG'] } })
  })

  it('allows a subscription of 12 months and refuses a day more', async () => {
    const { holidays } = await getCitySettings('MONTHLY', 'DXB')
    const closed = (time: Temporal.ZonedDateTime) =>
      holidays.includes(time.toPlainDate().toString())
    let start = nowInZone(DUBAI).startOfDay().add({ days: 2 }).with({ hour: 14 })
    const year = () => start.add({ months: 12 })
    while ([start, year(), year().add({ days: 1 })].some(closed)) start = start.add({ days: 1 })
    const monthly = (to: Temporal.ZonedDateTime) =>
      calculatePrice(
        'MONTHLY',
        request({
          from: start.toString({ timeZoneName: 'never' }),
          to: to.toString({ timeZoneName: 'never' }),
        }),
      )
    // A subscription returns at the hour it started: 12 months exactly, a day more is a 13th.
    await expect(monthly(year())).resolves.toMatchObject({ periods: 12 })
    await expect(monthly(year().add({ days: 1 }))).rejects.toMatchObject({
      status: 422,
      fieldErrors: { to: ['TOO_LONG'] },
    })
  })

  it('refuses dates that overlap a booking of the car (409)', async () => {
    const upcoming = db.bookings.findFirst((q) => q.where({ bookingId: 'bkg-customer-upcoming' }))
    if (!upcoming) throw new Error('seed booking missing')
    // A day inside the booking (days 5 to 9) whose pick-up and return are not holidays, which
    // would be refused for that reason first (UAE National Day falls in this window in late
    // November).
    const { holidays } = await getCitySettings('DAILY', 'DXB')
    const open = (days: number) => !holidays.includes(dubaiDay(days).slice(0, 10))
    const start = [5, 6, 7, 8].find((days) => open(days) && open(days + 1)) ?? 6
    await expect(
      calculatePrice(
        'DAILY',
        request({ listingId: 'dxb-001', from: dubaiDay(start), to: dubaiDay(start + 1) }),
      ),
    ).rejects.toMatchObject({
      status: 409,
      code: 'CAR_UNAVAILABLE',
    })
  })

  it('ignores a total sent by the client', async () => {
    const tampered = { ...request(), total: 1, rentalFee: 1 }
    const quote = await calculatePrice('DAILY', tampered)
    expect(quote.total).toBeGreaterThan(100)
  })

  it('serves active prices per product and 404 for an unknown car', async () => {
    const prices = await getListingPrices('dxb-004', 'DAILY')
    expect(prices.prices[0]).toMatchObject({ minPeriod: 1 })
    await expect(getListingPrices('nope', 'DAILY')).rejects.toMatchObject({ status: 404 })
  })
})

describe('booking and paying by card', () => {
  it('needs a session and an idempotency key', async () => {
    const quote = await calculatePrice('DAILY', request())
    await expect(
      createBooking(
        'user-customer',
        'DAILY',
        { quoteId: quote.quoteId, paymentMethodType: 'CARD' },
        'k',
      ),
    ).rejects.toMatchObject({ status: 401 })
    await loginAs('customer@rental.test')
    await expect(
      createBooking(
        'user-new',
        'DAILY',
        { quoteId: quote.quoteId, paymentMethodType: 'CARD' },
        'k',
      ),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('creates exactly one booking per idempotency key', async () => {
    const userId = await loginAs('customer@rental.test')
    const quote = await calculatePrice('DAILY', request())
    const first = await createBooking(
      userId,
      'DAILY',
      { quoteId: quote.quoteId, paymentMethodType: 'CARD' },
      'same-key',
    )
    const second = await createBooking(
      userId,
      'DAILY',
      { quoteId: quote.quoteId, paymentMethodType: 'CARD' },
      'same-key',
    )
    expect(second.bookingId).toBe(first.bookingId)
    expect(db.bookings.findMany((q) => q.where({ idempotencyKey: 'same-key' }))).toHaveLength(1)
  })

  it('refuses banned customers, expired quotes and sold-out cars', async () => {
    const banned = await loginAs('banned@rental.test')
    const quote = await calculatePrice('DAILY', request())
    await expect(
      createBooking(banned, 'DAILY', { quoteId: quote.quoteId, paymentMethodType: 'CARD' }, 'a'),
    ).rejects.toMatchObject({ status: 403, code: 'USER_BANNED' })
    const userId = await loginAs('customer@rental.test')
    updateControls((draft) => {
      draft.clockOffsetMs = 16 * 60_000
    })
    await expect(
      createBooking(userId, 'DAILY', { quoteId: quote.quoteId, paymentMethodType: 'CARD' }, 'b'),
    ).rejects.toMatchObject({ status: 409, code: 'QUOTE_EXPIRED' })
    updateControls((draft) => {
      draft.clockOffsetMs = 0
      draft.flags.carsSoldOut = true
    })
    await expect(calculatePrice('DAILY', request())).rejects.toMatchObject({
      status: 409,
      code: 'CAR_UNAVAILABLE',
    })
  })

  it('pays with the 4242 card, approves (documents approved) and lists the booking with charges and an invoice', async () => {
    const userId = await loginAs('customer@rental.test')
    const { booking } = await bookAndQuote(userId)
    expect(booking.status).toBe('PENDING_PAYMENT')
    const intent = await preAuthorize(
      userId,
      booking.bookingId,
      { paymentMethodId: 'pm-customer-visa', returnUrl: '/rental/' },
      'pay-1',
    )
    expect(intent).toMatchObject({ status: 'SUCCEEDED', amount: booking.total })
    const again = await preAuthorize(
      userId,
      booking.bookingId,
      { paymentMethodId: 'pm-customer-visa', returnUrl: '/rental/' },
      'pay-1',
    )
    expect(again.intentId).toBe(intent.intentId)
    expect((await getBooking(userId, 'DAILY', booking.bookingId)).status).toBe('APPROVED')
    expect((await getBookings(userId)).bookings.map((b) => b.bookingId)).toContain(
      booking.bookingId,
    )
    const details = await getPaymentDetails(booking.bookingId)
    expect(details.paid).toBeCloseTo(booking.total, 2)
    expect(details.charges.filter((c) => c.type === 'RENTAL_FEE')).toHaveLength(1)
    expect((await getInitialIntent(booking.bookingId)).intentId).toBe(intent.intentId)
    const summary = await getChargeSummary(userId, booking.bookingId)
    expect(summary.total).toBeCloseTo(booking.total, 2)
    const invoices = await getInvoices(userId)
    const invoice = invoices.invoices.find((i) => i.bookingId === booking.bookingId)
    expect(invoice?.amount).toBe(booking.total)
    const pdf = await getInvoicePdf(invoice?.invoiceId ?? '')
    expect(new TextDecoder().decode(await pdf.arrayBuffer()).startsWith('%PDF-')).toBe(true)
    const charge = details.charges.find((c) => c.documentIds.length > 0)
    const receipt = await getChargeDocument(charge?.chargeId ?? '', charge?.documentIds[0] ?? '')
    expect(receipt.type).toBe('application/pdf')
  })

  it('leaves a booking pending approval while documents are missing', async () => {
    const userId = await loginAs('new@rental.test')
    const card = await addCard(userId, '4242424242424242')
    expect(card.paymentMethod).toMatchObject({
      status: 'SUCCESS',
      isPreferred: true,
      brand: 'VISA',
      last4Digits: '4242',
    })
    const { booking } = await bookAndQuote(userId)
    await preAuthorize(
      userId,
      booking.bookingId,
      { paymentMethodId: card.paymentMethod.paymentMethodId, returnUrl: '/rental/' },
      'p',
    )
    expect((await getBooking(userId, 'DAILY', booking.bookingId)).status).toBe('PENDING_APPROVAL')
  })

  it('runs a card through 3-D Secure: pending, then success or failure by the challenge', async () => {
    const userId = await loginAs('new@rental.test')
    const pending = await addCard(userId, '4000000000003220')
    expect(pending.paymentMethod.status).toBe('PENDING')
    expect(pending.threeDsRedirectUrl).toMatch(/^\/rental\/sandbox\/challenge\?challenge=/)
    const challengeId =
      new URL(pending.threeDsRedirectUrl ?? '', 'http://x').searchParams.get('challenge') ?? ''
    expect((await getChallenge(challengeId)).status).toBe('PENDING')
    await decideChallenge(challengeId, 'APPROVE')
    const methods = await getAllowedMethods(userId)
    expect(
      methods.paymentMethods.find(
        (m) => m.paymentMethodId === pending.paymentMethod.paymentMethodId,
      )?.status,
    ).toBe('SUCCESS')

    const declined = await addCard(userId, '4000000000003220')
    const declinedId =
      new URL(declined.threeDsRedirectUrl ?? '', 'http://x').searchParams.get('challenge') ?? ''
    await decideChallenge(declinedId, 'DECLINE')
    const after = await getAllowedMethods(userId)
    expect(
      after.paymentMethods.find((m) => m.paymentMethodId === declined.paymentMethod.paymentMethodId)
        ?.status,
    ).toBe('FAILED')
  })

  it('pre-authorises only a card the app’s own rule lets pay: not pending, declined or expired', async () => {
    const userId = await loginAs('customer@rental.test')
    const { booking } = await bookAndQuote(userId)
    const pay = (paymentMethodId: string, key: string) =>
      preAuthorize(userId, booking.bookingId, { paymentMethodId, returnUrl: '/rental/' }, key)

    const pending = await addCard(userId, '4000000000003220')
    await expect(pay(pending.paymentMethod.paymentMethodId, 'r1')).rejects.toMatchObject({
      status: 422,
      fieldErrors: { paymentMethodId: ['CARD_NOT_USABLE'] },
    })
    const challenge =
      new URL(pending.threeDsRedirectUrl ?? '', 'http://x').searchParams.get('challenge') ?? ''
    await decideChallenge(challenge, 'DECLINE')
    await expect(pay(pending.paymentMethod.paymentMethodId, 'r2')).rejects.toMatchObject({
      fieldErrors: { paymentMethodId: ['CARD_NOT_USABLE'] },
    })

    // Valid through the end of its expiry month in the booking's city, then not.
    await db.paymentMethods.update((q) => q.where({ paymentMethodId: 'pm-customer-visa' }), {
      data(method) {
        method.expiryYear = 2020
      },
    })
    await expect(pay('pm-customer-visa', 'r3')).rejects.toMatchObject({
      fieldErrors: { paymentMethodId: ['EXPIRED'] },
    })
  })

  it('lets a scenario decide 3-D Secure by itself', async () => {
    updateControls((draft) => {
      draft.flags.challenge = 'decline'
    })
    const userId = await loginAs('new@rental.test')
    const card = await addCard(userId, '4000000000003220')
    expect(card.paymentMethod.status).toBe('FAILED')
    expect(card.failureReason).toBe('THREE_DS_FAILED')
  })

  it('declines 0002 when added, and fails 9995 for insufficient funds without booking anything', async () => {
    const userId = await loginAs('new@rental.test')
    const declined = await addCard(userId, '4000000000000002')
    expect(declined).toMatchObject({
      failureReason: 'CARD_DECLINED',
      paymentMethod: { status: 'FAILED' },
    })
    const poor = await addCard(userId, '4000000000009995')
    const { booking } = await bookAndQuote(userId)
    const failed = await preAuthorize(
      userId,
      booking.bookingId,
      { paymentMethodId: poor.paymentMethod.paymentMethodId, returnUrl: '/rental/' },
      'x1',
    )
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'INSUFFICIENT_FUNDS' })
    expect((await getBooking(userId, 'DAILY', booking.bookingId)).status).toBe('PENDING_PAYMENT')
    const good = await addCard(userId, '4242424242424242')
    const paid = await preAuthorize(
      userId,
      booking.bookingId,
      { paymentMethodId: good.paymentMethod.paymentMethodId, returnUrl: '/rental/' },
      'x2',
    )
    expect(paid.status).toBe('SUCCEEDED')
  })

  it('rejects bad card numbers and expired cards at the tokenizer', async () => {
    await expect(
      tokenizeCard({ number: '4242424242424241', expiryMonth: 1, expiryYear: 2030, cvc: '123' }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { number: ['INVALID_NUMBER'] } })
    await expect(
      tokenizeCard({ number: '4242424242424242', expiryMonth: 1, expiryYear: 2020, cvc: '123' }),
    ).rejects.toMatchObject({ fieldErrors: { expiry: ['EXPIRED'] } })
  })

  it('lets mada decide which cards pay in Riyadh', async () => {
    const userId = await loginAs('riyadh@rental.test')
    expect((await getMadaStatus('pm-riyadh-mada')).madaStatus).toBe('MADA_AUTHORIZED')
    expect((await getMadaStatus('pm-riyadh-mada-blocked')).madaStatus).toBe('MADA_NOT_AUTHORIZED')
    expect((await getMadaStatus('pm-riyadh-visa')).madaStatus).toBe('NOT_MADA')
    const riyadh = nowInZone('Asia/Riyadh').startOfDay()
    const { booking } = await bookAndQuote(userId, {
      listingId: 'ruh-004',
      cityCode: 'RUH',
      from: riyadh.add({ days: 3 }).with({ hour: 15 }).toString({ timeZoneName: 'never' }),
      to: riyadh.add({ days: 6 }).with({ hour: 15 }).toString({ timeZoneName: 'never' }),
    })
    await expect(
      preAuthorize(
        userId,
        booking.bookingId,
        { paymentMethodId: 'pm-riyadh-mada-blocked', returnUrl: '/rental/' },
        'm1',
      ),
    ).rejects.toMatchObject({
      status: 422,
      fieldErrors: { paymentMethodId: ['MADA_NOT_AUTHORIZED'] },
    })
    expect(
      (
        await preAuthorize(
          userId,
          booking.bookingId,
          { paymentMethodId: 'pm-riyadh-mada', returnUrl: '/rental/' },
          'm2',
        )
      ).status,
    ).toBe('SUCCEEDED')
  })
})

describe('after booking', () => {
  it('cancels with a cancellation-fee charge inside the notice period, and refuses to cancel a completed rental', async () => {
    const userId = await loginAs('customer@rental.test')
    const fee = await getCancellationFee(userId, 'DAILY', 'bkg-customer-upcoming')
    expect(fee).toMatchObject({ isFree: false, fee: 150 })
    const cancelled = await cancelBooking(userId, 'DAILY', 'bkg-customer-upcoming')
    expect(cancelled.status).toBe('CANCELLED')
    const charges = db.charges.findMany((q) => q.where({ bookingId: 'bkg-customer-upcoming' }))
    expect(charges.filter((c) => c.type === 'CANCELLATION')).toEqual([
      expect.objectContaining({ amount: 150 }),
    ])
    expect(
      (await getBookings(userId)).bookings.find((b) => b.bookingId === 'bkg-customer-upcoming')
        ?.status,
    ).toBe('CANCELLED')
    await expect(cancelBooking(userId, 'DAILY', 'bkg-customer-completed')).rejects.toMatchObject({
      status: 409,
      code: 'BOOKING_NOT_CANCELLABLE',
    })
  })

  it('answers an end-date dry run with a charge summary and changes nothing', async () => {
    const userId = await loginAs('customer@rental.test')
    const active = await getBooking(userId, 'DAILY', 'bkg-customer-active')
    expect(active.status).toBe('ACTIVE')
    const settings = db.citySettings.findFirst((q) =>
      q.where({ cityCode: 'DXB', productType: 'DAILY' }),
    )
    const later = openDubaiDayAfter(active.to, 2, settings)
    const summary = await changeEndDate(userId, 'bkg-customer-active', {
      endDate: later,
      dryRun: true,
    })
    expect(summary.charges[0]).toMatchObject({ type: 'EXTENSION' })
    expect(summary.total).toBeGreaterThan(0)
    expect((await getBooking(userId, 'DAILY', 'bkg-customer-active')).to).toBe(active.to)
    const quote = await calculateBookingPrice(userId, 'DAILY', 'bkg-customer-active', {
      endDate: later,
    })
    expect(quote.periods).toBeGreaterThan(5)
  })
})

describe('ride-app wallet', () => {
  it('defaults ride-app customers to the wallet and confirms the booking once the wallet approves', async () => {
    const { userId } = await careemHandler({ code: 'sandbox-ride-app' })
    const allowed = await getAllowedMethods(userId)
    expect(allowed).toMatchObject({ paymentProvider: 'CAREEM', paymentMethodType: 'CAREEM_PAY' })
    const quote = await calculatePrice('DAILY', request())
    const booking = await createBooking(
      userId,
      'DAILY',
      { quoteId: quote.quoteId, paymentMethodType: 'CAREEM_PAY' },
      'w1',
    )
    const intent = await createCareemIntent(
      userId,
      { bookingId: booking.bookingId, returnUrl: '/rental/post-booking/x' },
      'wi1',
    )
    expect(intent.status).toBe('PENDING')
    expect(intent.redirectUrl).toContain('returnUrl=%2Frental%2Fpost-booking%2Fx')
    const challengeId =
      new URL(intent.redirectUrl ?? '', 'http://x').searchParams.get('challenge') ?? ''
    await decideChallenge(challengeId, 'APPROVE')
    expect((await getCareemIntent(userId, intent.intentId)).status).toBe('SUCCEEDED')
    expect((await getBooking(userId, 'DAILY', booking.bookingId)).status).toBe('APPROVED')
  })

  it('refuses the wallet to customers without the ride app', async () => {
    const userId = await loginAs('customer@rental.test')
    const { booking } = await bookAndQuote(userId)
    await expect(
      createCareemIntent(userId, { bookingId: booking.bookingId, returnUrl: '/rental/' }, 'k'),
    ).rejects.toMatchObject({ status: 403 })
    expect((await getAllowedMethods(userId)).paymentMethodType).toBe('CARD')
  })
})
