import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import {
  addCardToken,
  changeEndDate,
  getBooking,
  getInvoices,
  getPaymentDetails,
  preAuthorize,
} from '../../src/api/payment'
import { tokenizeCard } from '../../src/api/sandbox'
import { roundMoney } from '../../src/domain/money-rules'
import { db } from '../db'
import { openDubaiDayAfter } from '../lib/dubai-day'
import { startPlatformForTests } from '../lib/test-platform'
import { sandboxToday, setSandboxTime } from '../testing'

// PATCH end-date over the wire: the grid and opening hours (03:17 was accepted, measured), and
// SPEC §6's flag for changing the handback in its last hour.

startPlatformForTests()

const ACTIVE = 'bkg-customer-active'

async function asCustomer() {
  const { userId } = await login({ email: 'customer@rental.test', password: 'Rental!2026' })
  return userId
}

const dubaiSettings = () =>
  db.citySettings.findFirst((q) => q.where({ cityCode: 'DXB', productType: 'DAILY' }))

const openDayAfter = (iso: string, days: number) => openDubaiDayAfter(iso, days, dubaiSettings())

async function setLastHourFlag(enabled: boolean) {
  await db.features.update((q) => q.where({ key: 'change-handback-in-last-hour' }), {
    data(feature) {
      feature.enabled = enabled
    },
  })
}

describe('PATCH end-date', () => {
  it('refuses an end off the half-hour grid or outside opening hours, by name', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', ACTIVE)
    const day = openDayAfter(active.to, 1).slice(0, 10)
    for (const [time, code] of [
      ['03:17', 'OFF_GRID'],
      ['03:00', 'OUTSIDE_BUSINESS_HOURS'],
    ] as const) {
      await expect(
        changeEndDate(userId, ACTIVE, { endDate: `${day}T${time}:00+04:00`, dryRun: true }),
      ).rejects.toMatchObject({ status: 422, fieldErrors: { endDate: [code] } })
    }
    await expect(
      changeEndDate(userId, ACTIVE, { endDate: active.from, dryRun: true }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { endDate: ['BEFORE_START'] } })
    const summary = await changeEndDate(userId, ACTIVE, {
      endDate: openDayAfter(active.to, 1),
      dryRun: true,
    })
    expect(summary.total).toBeGreaterThan(0)
  })

  it('allows a change in the last hour before the handback only while the flag is on', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', ACTIVE)
    setSandboxTime(Temporal.Instant.from(active.to).subtract({ minutes: 30 }))
    const later = openDayAfter(active.to, 1)
    await setLastHourFlag(false)
    await expect(
      changeEndDate(userId, ACTIVE, { endDate: later, dryRun: true }),
    ).rejects.toMatchObject({ status: 409, code: 'LAST_HOUR_CHANGE_NOT_ALLOWED' })
    await setLastHourFlag(true)
    const summary = await changeEndDate(userId, ACTIVE, { endDate: later, dryRun: true })
    expect(summary.charges[0]).toMatchObject({ type: 'EXTENSION' })
  })
})

/** Adds a magic card (docs/sandbox.md, "Magic cards") for the customer, through the tokenizer. */
async function addCardWith(number: string, userId: string) {
  const { token, brand } = await tokenizeCard({
    number,
    expiryMonth: 12,
    expiryYear: sandboxToday('Asia/Dubai').year + 2,
    cvc: '123',
  })
  await addCardToken(
    userId,
    { cardToken: token, cardNetwork: brand, currency: 'AED', cityCode: 'DXB' },
    `add-${number}`,
  )
}

describe('changing the end, and paying for it', () => {
  const UPCOMING = 'bkg-customer-upcoming'
  const UNPAID = 'bkg-customer-owing'

  // The customer's bookings are in Dubai, in dirhams.
  const sumOf = (lines: readonly { amount: number }[]) =>
    roundMoney(
      lines.reduce((sum, line) => sum + line.amount, 0),
      'AED',
    )

  it('prices a longer rental line by line (extra days, VAT) and the lines add up', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', ACTIVE)
    const summary = await changeEndDate(userId, ACTIVE, {
      endDate: openDayAfter(active.to, 2),
      dryRun: true,
    })
    expect(summary.charges.map((line) => line.type)).toEqual(['EXTENSION', 'VAT'])
    expect(summary.charges.every((line) => line.amount > 0)).toBe(true)
    expect(summary.total).toBe(sumOf(summary.charges))
    // A dry run changes nothing.
    expect(await getBooking(userId, 'DAILY', ACTIVE)).toMatchObject({
      to: active.to,
      pendingEndDate: null,
    })
  })

  it('keeps a confirmed longer end pending until it is paid, then moves the end', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', ACTIVE)
    const later = openDayAfter(active.to, 2)
    const summary = await changeEndDate(userId, ACTIVE, { endDate: later, dryRun: false })
    const pending = await getBooking(userId, 'DAILY', ACTIVE)
    expect(pending).toMatchObject({ to: active.to, pendingEndDate: later, total: active.total })
    const owed = await getPaymentDetails(ACTIVE)
    expect(owed.outstanding).toBe(summary.total)
    expect(
      owed.charges.filter((line) => line.status === 'PENDING' && line.type !== 'DEPOSIT'),
    ).toHaveLength(summary.charges.length)

    // A card without funds leaves the change waiting; the same key replays the first answer.
    await addCardWith('4000000000009995', userId)
    const declinedCard = db.paymentMethods
      .findMany((q) => q.where({ ownerId: userId }))
      .find((method) => method.behaviour === 'INSUFFICIENT_FUNDS')
    const declined = await preAuthorize(
      userId,
      ACTIVE,
      { paymentMethodId: declinedCard?.paymentMethodId ?? '', returnUrl: '/rental/' },
      'extend-declined',
    )
    expect(declined).toMatchObject({ status: 'FAILED', failureReason: 'INSUFFICIENT_FUNDS' })
    expect((await getPaymentDetails(ACTIVE)).outstanding).toBe(summary.total)

    const paid = await preAuthorize(
      userId,
      ACTIVE,
      { paymentMethodId: 'pm-customer-visa', returnUrl: '/rental/' },
      'extend-paid',
    )
    expect(paid).toMatchObject({ status: 'SUCCEEDED', amount: summary.total })
    const again = await preAuthorize(
      userId,
      ACTIVE,
      { paymentMethodId: 'pm-customer-visa', returnUrl: '/rental/' },
      'extend-paid',
    )
    expect(again.intentId).toBe(paid.intentId)
    expect(await getBooking(userId, 'DAILY', ACTIVE)).toMatchObject({
      to: later,
      pendingEndDate: null,
      total: roundMoney(active.total + summary.total, active.currency),
    })
    const details = await getPaymentDetails(ACTIVE)
    expect(details.outstanding).toBe(0)
    const extension = details.charges.filter((line) => line.type === 'EXTENSION')
    expect(extension).toMatchObject([{ status: 'PAID', documentIds: [expect.any(String)] }])
    expect(extension[0]?.settledAt).not.toBeNull()
    const invoices = (await getInvoices(userId)).invoices.filter((i) => i.bookingId === ACTIVE)
    expect(invoices.map((invoice) => [invoice.kind, invoice.amount])).toContainEqual([
      'INVOICE',
      summary.total,
    ])
    // Nothing is owed any more.
    await expect(
      preAuthorize(
        userId,
        ACTIVE,
        { paymentMethodId: 'pm-customer-visa', returnUrl: '/rental/' },
        'extend-twice',
      ),
    ).rejects.toMatchObject({ status: 409, code: 'NOT_PAYABLE' })
  })

  it('replaces a pending end with a newer one, and drops it for the current end', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', ACTIVE)
    await changeEndDate(userId, ACTIVE, { endDate: openDayAfter(active.to, 1), dryRun: false })
    const second = await changeEndDate(userId, ACTIVE, {
      endDate: openDayAfter(active.to, 3),
      dryRun: false,
    })
    expect((await getPaymentDetails(ACTIVE)).outstanding).toBe(second.total)
    const kept = await changeEndDate(userId, ACTIVE, { endDate: active.to, dryRun: false })
    expect(kept).toMatchObject({ charges: [], total: 0 })
    expect(await getBooking(userId, 'DAILY', ACTIVE)).toMatchObject({ pendingEndDate: null })
    expect((await getPaymentDetails(ACTIVE)).outstanding).toBe(0)
  })

  it('shortens a paid rental at once, with refund lines and a credit note', async () => {
    const userId = await asCustomer()
    const upcoming = await getBooking(userId, 'DAILY', UPCOMING)
    const earlier = openDubaiDayAfter(upcoming.from, 1, dubaiSettings())
    const summary = await changeEndDate(userId, UPCOMING, { endDate: earlier, dryRun: false })
    expect(summary.total).toBeLessThan(0)
    expect(summary.charges.map((line) => line.type)).toContain('RENTAL_FEE')
    expect(summary.total).toBe(sumOf(summary.charges))
    expect(await getBooking(userId, 'DAILY', UPCOMING)).toMatchObject({
      to: earlier,
      total: roundMoney(upcoming.total + summary.total, upcoming.currency),
    })
    const details = await getPaymentDetails(UPCOMING)
    const refunds = details.charges.filter((line) => line.status === 'REFUNDED')
    expect(sumOf(refunds)).toBe(summary.total)
    expect(details.paid).toBe(roundMoney(upcoming.total + summary.total, upcoming.currency))
    const notes = (await getInvoices(userId)).invoices.filter(
      (invoice) => invoice.bookingId === UPCOMING && invoice.kind === 'CREDIT_NOTE',
    )
    expect(notes.map((note) => note.amount)).toEqual([-summary.total])
  })

  it('moves the end of a booking that was never paid, and asks the new total', async () => {
    const userId = await asCustomer()
    const unpaid = await getBooking(userId, 'DAILY', UNPAID)
    const later = openDayAfter(unpaid.to, 1)
    const summary = await changeEndDate(userId, UNPAID, { endDate: later, dryRun: false })
    const moved = await getBooking(userId, 'DAILY', UNPAID)
    expect(moved).toMatchObject({ to: later, pendingEndDate: null, status: 'PENDING_PAYMENT' })
    expect((await getPaymentDetails(UNPAID)).outstanding).toBe(moved.total)
    expect(moved.total).toBe(roundMoney(unpaid.total + summary.total, unpaid.currency))
    const paid = await preAuthorize(
      userId,
      UNPAID,
      { paymentMethodId: 'pm-customer-visa', returnUrl: '/rental/' },
      'pay-unpaid',
    )
    expect(paid).toMatchObject({ status: 'SUCCEEDED', amount: moved.total })
    expect((await getBooking(userId, 'DAILY', UNPAID)).status).toBe('APPROVED')
    const details = await getPaymentDetails(UNPAID)
    expect(details.paid).toBe(moved.total)
    expect(details.charges.find((line) => line.type === 'DEPOSIT')).toMatchObject({
      status: 'PENDING',
      amount: moved.depositAmount,
    })
  })
})

describe('a monthly subscription', () => {
  it('prices one more month as one month of the subscription', async () => {
    const { userId } = await login({ email: 'vip@rental.test', password: 'Rental!2026' })
    const monthly = await getBooking(userId, 'MONTHLY', 'bkg-vip-monthly')
    const settings = db.citySettings.findFirst((q) =>
      q.where({ cityCode: 'DXB', productType: 'MONTHLY' }),
    )
    let end = Temporal.Instant.from(monthly.to).toZonedDateTimeISO('Asia/Dubai').add({ months: 1 })
    // A holiday closes the city: the next open day at the same time.
    end = Temporal.ZonedDateTime.from(
      `${openDubaiDayAfter(end.toString({ timeZoneName: 'never' }), 0, settings).slice(0, 19)}+04:00[Asia/Dubai]`,
    )
    const summary = await changeEndDate(userId, 'bkg-vip-monthly', {
      endDate: end.toString({ timeZoneName: 'never' }),
      dryRun: true,
    })
    const prices = db.prices.findFirst((q) =>
      q.where({ listingId: monthly.listingId, productType: 'MONTHLY' }),
    )
    const extension = summary.charges.find((line) => line.type === 'EXTENSION')
    expect(prices?.prices.map((tier) => tier.amount)).toContain(extension?.amount)
    expect(summary.charges.map((line) => line.type)).toEqual(['EXTENSION', 'VAT'])
  })
})
