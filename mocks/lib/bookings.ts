import { Temporal } from 'temporal-polyfill'
import type { CitySettings } from '../../src/api/schemas/configuration'
import type { Booking, BookingStatus } from '../../src/api/schemas/payment'
import type { ProductType } from '../../src/api/schemas/common'
import { db, type BookingRecord, type PaymentIntentRecord, type QuoteRecord } from '../db'
import { productFromPath } from './product-path'
import { BadRequest, errorResponse } from './respond'
import { holdsCar, intervalOf, overlaps } from './slots'
import { nowInstant, nowIso } from './time'

// Booking rules of the fake platform: how a booking moves through its statuses, what blocks a
// car, what cancelling costs, and what a successful payment records.

export function settingsFor(cityCode: string, product: ProductType): CitySettings | undefined {
  return db.citySettings.findFirst((q) =>
    q.where({ cityCode: (code) => code === cityCode, productType: product }),
  )
}

/** Has the customer's main driver passed the identity checks (ID and licence approved)? */
export function identityApproved(userId: string): boolean {
  const approved = db.documents.findMany((q) =>
    q.where({ ownerId: userId, driverType: 'MAIN', status: 'APPROVED' }),
  )
  const types = new Set(approved.map((document) => document.type))
  return types.has('DRIVING_LICENSE') && types.size >= 2
}

/** The status a booking has now: paid bookings are approved once identity is; time does the rest. */
export function progressedStatus(booking: BookingRecord, now: Temporal.Instant): BookingStatus {
  let status = booking.status
  if (status === 'PENDING_APPROVAL' && identityApproved(booking.customerId)) status = 'APPROVED'
  if (
    status === 'APPROVED' &&
    Temporal.Instant.compare(now, Temporal.Instant.from(booking.from)) >= 0
  ) {
    status = 'ACTIVE'
  }
  if (
    status === 'ACTIVE' &&
    Temporal.Instant.compare(now, Temporal.Instant.from(booking.to)) >= 0
  ) {
    status = 'COMPLETED'
  }
  return status
}

/** Reads a booking with its status brought up to date (and stored). */
export async function currentBooking(booking: BookingRecord): Promise<BookingRecord> {
  const status = progressedStatus(booking, nowInstant())
  if (status === booking.status) return booking
  return (
    (await db.bookings.update((q) => q.where({ bookingId: booking.bookingId }), {
      data(draft) {
        draft.status = status
      },
    })) ?? booking
  )
}

export function toPublicBooking(record: BookingRecord): Booking {
  const {
    quoteId: _quote,
    idempotencyKey: _key,
    paymentMethodType: _type,
    cancelledAt: _cancelled,
    ...booking
  } = record
  return booking
}

/** Does any open booking of the car overlap [from, to)? */
export function carTaken(
  listingId: string,
  from: string,
  to: string,
  exceptBookingId?: string,
): boolean {
  const wanted = intervalOf({ from, to })
  return db.bookings
    .findMany((q) => q.where({ listingId }))
    .some(
      (booking) =>
        booking.bookingId !== exceptBookingId &&
        holdsCar(booking) &&
        overlaps(intervalOf(booking), wanted),
    )
}

export interface CancellationTerms {
  fee: number
  isFree: boolean
  freeCancellationUntil: string | null
}

/**
 * Free until `freeCancellationPeriodDays` before the start (and always before payment); after that
 * the short-notice fee of the city applies.
 */
export function cancellationTerms(
  booking: BookingRecord,
  settings: CitySettings,
): CancellationTerms {
  const freeUntil = Temporal.Instant.from(booking.from)
    .toZonedDateTimeISO(settings.timezone)
    .subtract({ days: settings.freeCancellationPeriodDays })
  const free =
    booking.status === 'PENDING_PAYMENT' ||
    Temporal.Instant.compare(nowInstant(), freeUntil.toInstant()) < 0
  return {
    fee: free ? 0 : settings.shortNoticePenaltyFee,
    isFree: free,
    freeCancellationUntil: freeUntil.toString({ timeZoneName: 'never', smallestUnit: 'second' }),
  }
}

/** Once the car is handed over (ACTIVE) or the booking is over, there is nothing to cancel. */
export function canCancel(status: BookingStatus): boolean {
  return status === 'PENDING_PAYMENT' || status === 'PENDING_APPROVAL' || status === 'APPROVED'
}

export interface CancellableBooking {
  booking: BookingRecord
  settings: CitySettings
}

/**
 * The booking a cancellation call is about, status brought up to date. The fee quote and the
 * cancel itself both go through here, so a fee is never quoted for a booking the cancel would
 * refuse. Throws the error answer for route() to send: an unknown product or a booking that is
 * not the customer's under that product is a 404, one past cancelling a 409.
 */
export async function cancellableBooking(
  customerId: string,
  productSegment: string | undefined,
  bookingId: string,
): Promise<CancellableBooking> {
  const product = productFromPath(productSegment)
  const found = db.bookings.findFirst((q) =>
    q.where({ bookingId, customerId, productType: product }),
  )
  if (!found) {
    throw new BadRequest(errorResponse(404, 'No such booking', { code: 'BOOKING_NOT_FOUND' }))
  }
  const booking = await currentBooking(found)
  if (!canCancel(booking.status)) {
    throw new BadRequest(
      errorResponse(409, 'This booking can no longer be cancelled', {
        code: 'BOOKING_NOT_CANCELLABLE',
      }),
    )
  }
  const settings = settingsFor(booking.cityCode, booking.productType)
  if (!settings) {
    throw new BadRequest(
      errorResponse(500, `No ${booking.productType} settings for ${booking.cityCode}`, {
        code: 'CITY_SETTINGS_MISSING',
      }),
    )
  }
  return { booking, settings }
}

let sequence = 0
export function newId(prefix: string): string {
  sequence += 1
  return `${prefix}-${nowInstant().epochMilliseconds.toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** A successful payment: charges, an invoice, and the booking moves on. */
export async function recordPayment(
  booking: BookingRecord,
  intent: PaymentIntentRecord,
): Promise<void> {
  const quote: QuoteRecord | undefined = booking.quoteId
    ? db.quotes.findFirst((q) => q.where({ quoteId: booking.quoteId ?? '' }))
    : undefined
  const createdAt = nowIso()
  const lines = quote
    ? ([
        ['RENTAL_FEE', quote.rentalFee],
        ['SHORT_TERM_SURCHARGE', quote.shortTermSurcharge],
        ['DELIVERY_FEE', quote.deliveryFee],
        ['SERVICE_FEE', quote.serviceFee],
        ['DISCOUNT', -quote.discount],
        ['VAT', quote.vat],
      ] as const)
    : ([['RENTAL_FEE', booking.total]] as const)
  for (const [type, amount] of lines) {
    if (amount === 0) continue
    const chargeId = newId('chg')
    await db.charges.create({
      chargeId,
      bookingId: booking.bookingId,
      customerId: booking.customerId,
      type,
      amount,
      currency: booking.currency,
      status: 'PAID',
      createdAt,
      documentIds: [`rcpt-${chargeId}`],
    })
  }
  if (booking.depositAmount > 0) {
    const chargeId = newId('chg')
    await db.charges.create({
      chargeId,
      bookingId: booking.bookingId,
      customerId: booking.customerId,
      type: 'DEPOSIT',
      amount: booking.depositAmount,
      currency: booking.currency,
      status: 'PENDING',
      createdAt,
      documentIds: [],
    })
  }
  await db.invoices.create({
    invoiceId: newId('inv'),
    bookingId: booking.bookingId,
    customerId: booking.customerId,
    number: `INV-${nowInstant().toZonedDateTimeISO('UTC').year}-${booking.reference.slice(-4)}`,
    amount: intent.amount,
    currency: booking.currency,
    issuedAt: createdAt,
  })
  await db.bookings.update((q) => q.where({ bookingId: booking.bookingId }), {
    data(draft) {
      draft.status = identityApproved(booking.customerId) ? 'APPROVED' : 'PENDING_APPROVAL'
    },
  })
}
