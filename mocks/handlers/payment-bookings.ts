import { HttpResponse } from 'msw'
import { Temporal } from 'temporal-polyfill'
import { paymentPaths } from '../../src/api/paths'
import { isOwnCharge } from '../../src/domain/booking-money'
import { isFinished } from '../../src/domain/booking-status'
import { FEATURE_KEYS } from '../../src/domain/features'
import { roundMoney } from '../../src/domain/money-rules'
import { inLastHour } from '../../src/domain/rental-end'
import { productPathSchema } from '../../src/api/schemas/common'
import {
  createBookingRequestSchema,
  endDateChangeSchema,
  type ChargeType,
} from '../../src/api/schemas/payment'
import { db, type BookingRecord, type UserRecord } from '../db'
import {
  addCharge,
  addInvoice,
  cancellableBooking,
  cancellationTerms,
  carTaken,
  currentBooking,
  dropPendingChange,
  netPaid,
  newId,
  owedAmount,
  settingsFor,
  toPublicBooking,
} from '../lib/bookings'
import { controls } from '../lib/controls'
import { endDateProblem } from '../lib/end-date'
import { featureEnabledFor } from '../lib/features'
import { pdfResponse, simplePdf } from '../lib/pdf'
import { productFromPath } from '../lib/product-path'
import { calculateQuote } from '../lib/pricing'
import { errorResponse, readBody } from '../lib/respond'
import { requireSelf, requireUser } from '../lib/session'
import { route } from '../lib/route'
import { nowInstant, nowIso } from '../lib/time'

// Bookings of a customer: create from a quote (exactly once per idempotency key), read, cancel,
// change the end date, and the money around them (charges, invoices, documents).

type BookingParams = { customerId: string; product: string; bookingId: string }

function ownBooking(customerId: string, bookingId: string): BookingRecord | undefined {
  return db.bookings.findFirst((q) => q.where({ bookingId, customerId }))
}

function notFound() {
  return errorResponse(404, 'No such booking', { code: 'BOOKING_NOT_FOUND' })
}

function chargeSummary(booking: BookingRecord) {
  const charges = db.charges.findMany((q) => q.where({ bookingId: booking.bookingId }))
  const totals = new Map<string, number>()
  for (const charge of charges) {
    // Money taken and given back, per type.
    if (!isOwnCharge(charge)) continue
    if (charge.status !== 'PAID' && charge.status !== 'REFUNDED') continue
    totals.set(charge.type, (totals.get(charge.type) ?? 0) + charge.amount)
  }
  const lines = [...totals].map(([type, amount]) => ({
    type,
    amount: roundMoney(amount, booking.currency),
  }))
  return {
    bookingId: booking.bookingId,
    currency: booking.currency,
    charges: lines,
    total: roundMoney(
      lines.reduce((sum, line) => sum + line.amount, 0),
      booking.currency,
    ),
  }
}

/**
 * What moving the end costs, line by line: the platform's own price of the rental as it is and
 * as it would be (same car, product, delivery, customer), and the difference of each part. The
 * total is the sum of the rounded lines, so the lines always add up.
 */
function changeSummary(user: UserRecord, booking: BookingRecord, endDate: string) {
  const listing = db.listings.findFirst((q) => q.where({ id: booking.listingId }))
  const prices = db.prices.findFirst((q) =>
    q.where({ listingId: booking.listingId, productType: booking.productType }),
  )
  const settings = settingsFor(booking.cityCode, booking.productType)
  if (!listing || !prices || !settings) return undefined
  const price = (to: string) =>
    calculateQuote({
      listing,
      product: booking.productType,
      settings,
      prices,
      from: booking.from,
      to,
      deliveryType: booking.deliveryType,
      couponCode: null,
      user,
    })
  const before = price(booking.to)
  const after = price(endDate)
  const round = (amount: number) => roundMoney(amount, booking.currency)
  const rental = round(
    after.rentalFee + after.shortTermSurcharge - before.rentalFee - before.shortTermSurcharge,
  )
  const parts: ReadonlyArray<readonly [ChargeType, number]> = [
    [rental >= 0 ? 'EXTENSION' : 'RENTAL_FEE', rental],
    ['DELIVERY_FEE', round(after.deliveryFee - before.deliveryFee)],
    ['SERVICE_FEE', round(after.serviceFee - before.serviceFee)],
    ['DISCOUNT', round(before.discount - after.discount)],
    ['VAT', round(after.vat - before.vat)],
  ]
  const charges = parts
    .filter(([, amount]) => amount !== 0)
    .map(([type, amount]) => ({ type, amount }))
  return {
    bookingId: booking.bookingId,
    currency: booking.currency,
    charges,
    total: round(charges.reduce((sum, line) => sum + line.amount, 0)),
  }
}

type ChangeSummary = NonNullable<ReturnType<typeof changeSummary>>

/**
 * A confirmed new end. Never paid: the booking simply ends then. Costing more: it waits for its
 * payment (PENDING lines, `pendingEndDate`), replacing any earlier pending change. Costing less:
 * applied at once with refund lines and a credit note. The current end again drops a pending one.
 */
async function commitChange(
  booking: BookingRecord,
  endDate: string,
  summary: ChangeSummary,
): Promise<void> {
  await dropPendingChange(booking)
  const sameEnd =
    Temporal.Instant.compare(Temporal.Instant.from(endDate), Temporal.Instant.from(booking.to)) ===
    0
  if (sameEnd) return
  if (booking.status === 'PENDING_PAYMENT' || summary.total <= 0) {
    const paid = booking.status !== 'PENDING_PAYMENT'
    const now = nowIso()
    if (paid) {
      for (const line of summary.charges) {
        await addCharge(booking, {
          type: line.type,
          amount: line.amount,
          status: line.amount < 0 ? 'REFUNDED' : 'PAID',
          settledAt: now,
          receipt: true,
        })
      }
      if (summary.total < 0) await addInvoice(booking, 'CREDIT_NOTE', -summary.total)
    }
    await db.bookings.update((q) => q.where({ bookingId: booking.bookingId }), {
      data(draft) {
        draft.to = endDate
        draft.total = roundMoney(draft.total + summary.total, booking.currency)
        draft.pendingEndDate = null
      },
    })
    return
  }
  for (const line of summary.charges) {
    await addCharge(booking, { type: line.type, amount: line.amount, status: 'PENDING' })
  }
  await db.bookings.update((q) => q.where({ bookingId: booking.bookingId }), {
    data(draft) {
      draft.pendingEndDate = endDate
    },
  })
}

export const bookingHandlers = [
  route<{ customerId: string }>(
    'get',
    'platform',
    paymentPaths.bookings,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const records = db.bookings.findMany((q) => q.where({ customerId: user.userId }))
      const bookings = await Promise.all(records.map(currentBooking))
      bookings.sort((a, b) =>
        Temporal.Instant.compare(Temporal.Instant.from(b.from), Temporal.Instant.from(a.from)),
      )
      return HttpResponse.json({ bookings: bookings.map(toPublicBooking) })
    },
  ),

  route<{ customerId: string; product: string }>(
    'post',
    'platform',
    paymentPaths.createBooking,
    async ({ request, params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const productType = productFromPath(params.product)
      const key = request.headers.get('Idempotency-Key')
      if (!key || key.length > 200) {
        return errorResponse(400, 'An Idempotency-Key header is required', {
          code: 'IDEMPOTENCY_KEY_REQUIRED',
        })
      }
      const body = await readBody(request, createBookingRequestSchema)
      const earlier = db.bookings.findFirst((q) =>
        q.where({ idempotencyKey: key, customerId: user.userId }),
      )
      if (earlier) return HttpResponse.json(toPublicBooking(earlier), { status: 200 })
      if (user.isBanned)
        return errorResponse(403, 'This account cannot make bookings', { code: 'USER_BANNED' })
      const quote = db.quotes.findFirst((q) => q.where({ quoteId: body.quoteId }))
      if (!quote || quote.productType !== productType) {
        return errorResponse(422, 'Unknown quote', {
          code: 'VALIDATION_FAILED',
          fieldErrors: { quoteId: ['UNKNOWN_QUOTE'] },
        })
      }
      if (Temporal.Instant.compare(nowInstant(), Temporal.Instant.from(quote.validUntil)) > 0) {
        return errorResponse(409, 'The price has expired; please review the new price', {
          code: 'QUOTE_EXPIRED',
        })
      }
      if (body.paymentMethodType === 'CAREEM_PAY' && !user.careemId) {
        return errorResponse(422, 'The ride-app wallet is for ride-app customers', {
          code: 'VALIDATION_FAILED',
          fieldErrors: { paymentMethodType: ['WALLET_NOT_AVAILABLE'] },
        })
      }
      if (controls.flags.carsSoldOut || carTaken(quote.listingId, quote.from, quote.to)) {
        return errorResponse(409, 'This car is no longer available for these dates', {
          code: 'CAR_UNAVAILABLE',
        })
      }
      const listing = db.listings.findFirst((q) => q.where({ id: quote.listingId }))
      if (!listing) return errorResponse(404, 'No such car', { code: 'LISTING_NOT_FOUND' })
      const bookingId = newId('bkg')
      const booking = await db.bookings.create({
        bookingId,
        reference: `RNT-${bookingId.slice(-6).toUpperCase()}`,
        customerId: user.userId,
        listingId: listing.id,
        productType,
        status: 'PENDING_PAYMENT',
        cityCode: listing.cityCode,
        from: quote.from,
        to: quote.to,
        pendingEndDate: null,
        deliveryType: quote.deliveryType,
        handoverAddress: quote.handoverAddress,
        handbackAddress: quote.handbackAddress,
        currency: quote.currency,
        total: quote.total,
        depositAmount: quote.depositAmount,
        car: {
          make: listing.make,
          model: listing.model,
          year: listing.year,
          imageUrl: listing.images[0]?.url ?? '',
        },
        createdAt: nowIso(),
        quoteId: quote.quoteId,
        idempotencyKey: key,
        paymentMethodType: body.paymentMethodType,
        cancelledAt: null,
      })
      return HttpResponse.json(toPublicBooking(booking), { status: 201 })
    },
  ),

  route<BookingParams>('get', 'platform', paymentPaths.booking, async ({ params, cookies }) => {
    // `/bookings/:bookingId/charge-summary` has the same shape; let that handler answer it.
    if (!productPathSchema.safeParse(params.product).success) return undefined
    const user = await requireSelf(cookies, params.customerId)
    const booking = ownBooking(user.userId, params.bookingId)
    return booking ? HttpResponse.json(toPublicBooking(await currentBooking(booking))) : notFound()
  }),

  route<BookingParams>(
    'get',
    'platform',
    paymentPaths.cancellationFee,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const { booking, settings } = await cancellableBooking(
        user.userId,
        params.product,
        params.bookingId,
      )
      return HttpResponse.json({
        bookingId: booking.bookingId,
        currency: booking.currency,
        ...cancellationTerms(booking, settings),
      })
    },
  ),

  route<BookingParams>(
    'post',
    'platform',
    paymentPaths.cancelBooking,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const { booking, settings } = await cancellableBooking(
        user.userId,
        params.product,
        params.bookingId,
      )
      const terms = cancellationTerms(booking, settings)
      const now = nowIso()
      await dropPendingChange(booking)
      // Every paid line is given back by a refund line of its type; the fee is kept.
      const paid = db.charges.findMany((q) =>
        q.where({ bookingId: booking.bookingId, status: 'PAID' }),
      )
      const refunds = new Map<ChargeType, number>()
      for (const charge of paid) {
        if (!isOwnCharge(charge)) continue
        refunds.set(charge.type, (refunds.get(charge.type) ?? 0) + charge.amount)
      }
      let refunded = 0
      for (const [type, amount] of refunds) {
        if (amount === 0) continue
        await addCharge(booking, {
          type,
          amount: -amount,
          status: 'REFUNDED',
          settledAt: now,
          receipt: true,
        })
        refunded += amount
      }
      await db.charges.updateMany(
        (q) => q.where({ bookingId: booking.bookingId, type: 'DEPOSIT', status: 'PENDING' }),
        {
          data(charge) {
            charge.status = 'REFUNDED'
            charge.settledAt = now
          },
        },
      )
      await db.paymentIntents.updateMany((q) => q.where({ bookingId: booking.bookingId }), {
        data(intent) {
          if (intent.status === 'SUCCEEDED') intent.status = 'REFUNDED'
        },
      })
      if (terms.fee > 0) {
        await addCharge(booking, {
          type: 'CANCELLATION',
          amount: terms.fee,
          status: 'PAID',
          settledAt: now,
          receipt: true,
        })
      }
      if (refunded > 0) await addInvoice(booking, 'CREDIT_NOTE', refunded)
      if (terms.fee > 0) await addInvoice(booking, 'INVOICE', terms.fee)
      const updated = await db.bookings.update((q) => q.where({ bookingId: booking.bookingId }), {
        data(draft) {
          draft.status = 'CANCELLED'
          draft.cancelledAt = now
        },
      })
      return HttpResponse.json(toPublicBooking(updated ?? booking))
    },
  ),

  route<{ customerId: string; bookingId: string }>(
    'patch',
    'platform',
    paymentPaths.endDate,
    async ({ request, params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const body = await readBody(request, endDateChangeSchema)
      const found = ownBooking(user.userId, params.bookingId)
      if (!found) return notFound()
      const booking = await currentBooking(found)
      // An unpaid booking's end may move too, changing what its first payment asks; the app has
      // it paid first (canChangeEnd, src/domain/booking-status.ts).
      if (isFinished(booking.status)) {
        return errorResponse(409, 'This booking can no longer change', { code: 'CANNOT_CHANGE' })
      }
      const end = Temporal.Instant.from(body.endDate)
      const citySettings = settingsFor(booking.cityCode, booking.productType)
      if (!citySettings) return notFound()
      // SPEC §6: inside the last hour before the handback only the flag allows a change.
      if (
        inLastHour(booking.to, nowInstant().epochMilliseconds) &&
        !featureEnabledFor(FEATURE_KEYS.changeHandbackInLastHour, user.userId)
      ) {
        return errorResponse(409, 'The handback is less than an hour away', {
          code: 'LAST_HOUR_CHANGE_NOT_ALLOWED',
        })
      }
      const problem = endDateProblem(end, booking, citySettings, nowInstant())
      if (problem) {
        return errorResponse(422, 'Some details need fixing', {
          code: 'VALIDATION_FAILED',
          fieldErrors: { endDate: [problem] },
        })
      }
      if (
        Temporal.Instant.compare(end, Temporal.Instant.from(booking.to)) > 0 &&
        carTaken(booking.listingId, booking.to, body.endDate, booking.bookingId)
      ) {
        return errorResponse(409, 'The car is booked after your rental', {
          code: 'CAR_UNAVAILABLE',
        })
      }
      const summary = changeSummary(user, booking, body.endDate)
      if (!summary) return notFound()
      if (!body.dryRun) await commitChange(booking, body.endDate, summary)
      return HttpResponse.json(summary)
    },
  ),

  route<{ customerId: string; bookingId: string }>(
    'get',
    'platform',
    paymentPaths.chargeSummary,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const booking = ownBooking(user.userId, params.bookingId)
      return booking ? HttpResponse.json(chargeSummary(booking)) : notFound()
    },
  ),

  route<{ bookingId: string }>(
    'get',
    'platform',
    paymentPaths.paymentDetails,
    async ({ params, cookies }) => {
      const user = await requireUser(cookies)
      const booking = ownBooking(user.userId, params.bookingId)
      if (!booking) return notFound()
      const current = await currentBooking(booking)
      const charges = db.charges.findMany((q) => q.where({ bookingId: booking.bookingId }))
      const intent = db.paymentIntents.findFirst((q) =>
        q.where({ bookingId: booking.bookingId, status: 'SUCCEEDED' }),
      )
      const method = intent?.paymentMethodId
        ? db.paymentMethods.findFirst((q) =>
            q.where({ paymentMethodId: intent.paymentMethodId ?? '' }),
          )
        : undefined
      return HttpResponse.json({
        bookingId: booking.bookingId,
        currency: booking.currency,
        paid: netPaid(booking),
        outstanding: current.status === 'CANCELLED' ? 0 : owedAmount(current),
        paymentMethodType: intent ? booking.paymentMethodType : null,
        paymentMethod: method
          ? {
              paymentMethodId: method.paymentMethodId,
              brand: method.brand,
              last4Digits: method.last4Digits,
              expiryMonth: method.expiryMonth,
              expiryYear: method.expiryYear,
              status: method.status,
              isPreferred: method.isPreferred,
            }
          : null,
        charges: charges.map(({ bookingId: _b, customerId: _c, ...charge }) => charge),
      })
    },
  ),

  route<{ customerId: string }>(
    'get',
    'platform',
    paymentPaths.invoices,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const invoices = db.invoices
        .findMany((q) => q.where({ customerId: user.userId }))
        .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
        .map(({ customerId: _c, ...invoice }) => invoice)
      return HttpResponse.json({ invoices })
    },
  ),

  route<{ invoiceId: string }>(
    'get',
    'platform',
    paymentPaths.invoicePdf,
    async ({ params, cookies }) => {
      const user = await requireUser(cookies)
      const invoice = db.invoices.findFirst((q) =>
        q.where({ invoiceId: params.invoiceId, customerId: user.userId }),
      )
      if (!invoice) return errorResponse(404, 'No such invoice', { code: 'INVOICE_NOT_FOUND' })
      return pdfResponse(
        simplePdf([
          invoice.kind === 'CREDIT_NOTE' ? 'Rental - credit note' : 'Rental - invoice',
          `${invoice.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice'} ${invoice.number}`,
          `Booking ${invoice.bookingId}`,
          `Amount ${invoice.amount} ${invoice.currency}`,
          `Issued ${invoice.issuedAt}`,
        ]),
        `${invoice.number}.pdf`,
      )
    },
  ),

  route<{ chargeId: string; documentId: string }>(
    'get',
    'platform',
    paymentPaths.chargeDocument,
    async ({ params, cookies }) => {
      const user = await requireUser(cookies)
      const charge = db.charges.findFirst((q) =>
        q.where({ chargeId: params.chargeId, customerId: user.userId }),
      )
      if (!charge?.documentIds.includes(params.documentId)) {
        return errorResponse(404, 'No such document', { code: 'DOCUMENT_NOT_FOUND' })
      }
      return pdfResponse(
        simplePdf([
          'Rental - receipt',
          `Charge ${charge.chargeId}`,
          `${charge.type} ${charge.amount} ${charge.currency}`,
          `Date ${charge.createdAt}`,
        ]),
        `${params.documentId}.pdf`,
      )
    },
  ),
]
