import { Temporal } from 'temporal-polyfill'
import type { CitySettings } from '../../src/api/schemas/configuration'
import type { Booking, BookingStatus, ChargeType, InvoiceKind } from '../../src/api/schemas/payment'
import { isOwnCharge } from '../../src/domain/booking-money'
import { awaitedPayment, isCancellable } from '../../src/domain/booking-status'
import { cityByCode } from '../../src/domain/cities'
import { depositReleaseAt, roundMoney } from '../../src/domain/money-rules'
import type { ProductType } from '../../src/api/schemas/common'
import {
  db,
  type BookingRecord,
  type ChargeRecord,
  type PaymentIntentRecord,
  type QuoteRecord,
} from '../db'
import { productFromPath } from './product-path'
import { BadRequest, errorResponse } from './respond'
import { holdsCar, intervalOf, overlaps, type Interval } from './slots'
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

/** Reads a booking with its status brought up to date (and stored), its deposit settled when due. */
export async function currentBooking(booking: BookingRecord): Promise<BookingRecord> {
  const status = progressedStatus(booking, nowInstant())
  const current =
    status === booking.status
      ? booking
      : ((await db.bookings.update((q) => q.where({ bookingId: booking.bookingId }), {
          data(draft) {
            draft.status = status
          },
        })) ?? booking)
  if (current.status === 'COMPLETED') await settleDeposit(current)
  return current
}

/** A charge line with the defaults of a new one (see the contract's chargeSchema). */
export async function addCharge(
  booking: Pick<BookingRecord, 'bookingId' | 'customerId' | 'currency'>,
  line: {
    type: ChargeType
    amount: number
    status: ChargeRecord['status']
    settledAt?: string | null
    fromDeposit?: boolean
    receipt?: boolean
  },
): Promise<ChargeRecord> {
  const chargeId = newId('chg')
  return db.charges.create({
    chargeId,
    bookingId: booking.bookingId,
    customerId: booking.customerId,
    type: line.type,
    amount: roundMoney(line.amount, booking.currency),
    currency: booking.currency,
    status: line.status,
    createdAt: nowIso(),
    settledAt: line.settledAt ?? null,
    fromDeposit: line.fromDeposit ?? false,
    documentIds: line.receipt ? [`rcpt-${chargeId}`] : [],
  })
}

export async function addInvoice(
  booking: Pick<BookingRecord, 'bookingId' | 'customerId' | 'currency' | 'reference'>,
  kind: InvoiceKind,
  amount: number,
): Promise<void> {
  const year = nowInstant().toZonedDateTimeISO('UTC').year
  // Numbered per kind: a booking's first credit note is CRN-…, its second CRN-…-2.
  const count = db.invoices.findMany((q) => q.where({ bookingId: booking.bookingId, kind })).length
  const suffix = count === 0 ? '' : `-${String(count + 1)}`
  await db.invoices.create({
    invoiceId: newId(kind === 'INVOICE' ? 'inv' : 'crn'),
    kind,
    bookingId: booking.bookingId,
    customerId: booking.customerId,
    number: `${kind === 'INVOICE' ? 'INV' : 'CRN'}-${String(year)}-${booking.reference.slice(-4)}${suffix}`,
    amount: roundMoney(amount, booking.currency),
    currency: booking.currency,
    issuedAt: nowIso(),
  })
}

function chargesOf(bookingId: string): ChargeRecord[] {
  return db.charges.findMany((q) => q.where({ bookingId }))
}

/** The PENDING non-deposit lines: a confirmed new end date waiting for its payment. */
export function pendingLines(bookingId: string): ChargeRecord[] {
  return chargesOf(bookingId).filter((charge) => charge.status === 'PENDING' && isOwnCharge(charge))
}

/** What the booking owes now: all of it before the first payment, else a pending extension. */
export function owedAmount(booking: BookingRecord): number {
  const awaited = awaitedPayment(booking)
  if (awaited === 'booking') return booking.total
  if (awaited === null) return 0
  return roundMoney(
    pendingLines(booking.bookingId).reduce((sum, charge) => sum + charge.amount, 0),
    booking.currency,
  )
}

/** Net money taken for the booking, deposit aside: payments minus refunds. */
export function netPaid(booking: Pick<BookingRecord, 'bookingId' | 'currency'>): number {
  return roundMoney(
    chargesOf(booking.bookingId)
      .filter(
        (charge) =>
          isOwnCharge(charge) && (charge.status === 'PAID' || charge.status === 'REFUNDED'),
      )
      .reduce((sum, charge) => sum + charge.amount, 0),
    booking.currency,
  )
}

/** Drops a new end date still waiting for payment (its PENDING lines go with it). */
export async function dropPendingChange(booking: BookingRecord): Promise<void> {
  for (const line of pendingLines(booking.bookingId)) {
    db.charges.delete((q) => q.where({ chargeId: line.chargeId }))
  }
  if (booking.pendingEndDate !== null) {
    await db.bookings.update((q) => q.where({ bookingId: booking.bookingId }), {
      data(draft) {
        draft.pendingEndDate = null
      },
    })
  }
}

/**
 * docs/my-rentals.md, "Deposits and refunds": a completed booking's held deposit is settled on the
 * day the rule says (src/domain/money-rules.ts): charges taken from it (tolls, fines) are paid out
 * of it and the rest goes back; with none it is released in full. Settles once.
 */
export async function settleDeposit(booking: BookingRecord): Promise<void> {
  const held = chargesOf(booking.bookingId).find(
    (charge) => charge.type === 'DEPOSIT' && charge.status === 'PENDING' && charge.amount > 0,
  )
  if (!held) return
  const city = cityByCode(booking.cityCode)
  const settings = settingsFor(booking.cityCode, booking.productType)
  if (!city || !settings) return
  const releaseAt = depositReleaseAt(booking.to, city.countryCode, settings.timezone)
  if (Temporal.Instant.compare(nowInstant(), releaseAt.toInstant()) < 0) return
  const settledAt = releaseAt.toString({ timeZoneName: 'never', smallestUnit: 'second' })
  const deductions = chargesOf(booking.bookingId).filter(
    (charge) => charge.fromDeposit && charge.status === 'PENDING',
  )
  const deducted = roundMoney(
    deductions.reduce((sum, charge) => sum + charge.amount, 0),
    booking.currency,
  )
  for (const deduction of deductions) {
    await db.charges.update((q) => q.where({ chargeId: deduction.chargeId }), {
      data(draft) {
        draft.status = 'PAID'
        draft.settledAt = settledAt
      },
    })
  }
  await db.charges.update((q) => q.where({ chargeId: held.chargeId }), {
    data(draft) {
      draft.status = deducted > 0 ? 'PAID' : 'REFUNDED'
      draft.settledAt = settledAt
    },
  })
  const back = roundMoney(held.amount - deducted, booking.currency)
  if (deducted > 0 && back > 0) {
    await addCharge(booking, {
      type: 'DEPOSIT',
      amount: -back,
      status: 'REFUNDED',
      settledAt,
      receipt: true,
    })
  }
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

/**
 * When the car is held: the intervals of its open bookings (upcoming, unpaid or active). The
 * overlap refusal and the calendar's booked days both read this, so they cannot disagree.
 */
export function heldIntervals(listingId: string, exceptBookingId?: string): Interval[] {
  return db.bookings
    .findMany((q) => q.where({ listingId }))
    .filter((booking) => booking.bookingId !== exceptBookingId && holdsCar(booking))
    .map(intervalOf)
}

/** Does any open booking of the car overlap [from, to)? */
export function carTaken(
  listingId: string,
  from: string,
  to: string,
  exceptBookingId?: string,
): boolean {
  const wanted = intervalOf({ from, to })
  return heldIntervals(listingId, exceptBookingId).some((held) => overlaps(held, wanted))
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
  if (!isCancellable(booking.status)) {
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

/**
 * A successful payment: for a first payment the charge lines, the deposit held and an invoice,
 * and the booking moves on; for a confirmed new end date its pending lines are paid and the
 * booking takes the new end.
 */
export async function recordPayment(
  booking: BookingRecord,
  intent: PaymentIntentRecord,
): Promise<void> {
  if (booking.status !== 'PENDING_PAYMENT') {
    await recordExtensionPayment(booking, intent)
    return
  }
  const quote: QuoteRecord | undefined = booking.quoteId
    ? db.quotes.findFirst((q) => q.where({ quoteId: booking.quoteId ?? '' }))
    : undefined
  const settledAt = nowIso()
  // A booking whose end moved before it was paid is charged its rental fee as it stands now.
  const priced = quote && quote.total === booking.total
  const lines: ReadonlyArray<readonly [ChargeType, number]> = priced
    ? [
        ['RENTAL_FEE', quote.rentalFee],
        ['SHORT_TERM_SURCHARGE', quote.shortTermSurcharge],
        ['DELIVERY_FEE', quote.deliveryFee],
        ['SERVICE_FEE', quote.serviceFee],
        ['DISCOUNT', -quote.discount],
        ['VAT', quote.vat],
      ]
    : [['RENTAL_FEE', booking.total]]
  for (const [type, amount] of lines) {
    if (amount === 0) continue
    await addCharge(booking, { type, amount, status: 'PAID', settledAt, receipt: true })
  }
  if (booking.depositAmount > 0) {
    await addCharge(booking, { type: 'DEPOSIT', amount: booking.depositAmount, status: 'PENDING' })
  }
  await addInvoice(booking, 'INVOICE', intent.amount)
  await db.bookings.update((q) => q.where({ bookingId: booking.bookingId }), {
    data(draft) {
      draft.status = identityApproved(booking.customerId) ? 'APPROVED' : 'PENDING_APPROVAL'
    },
  })
}

async function recordExtensionPayment(
  booking: BookingRecord,
  intent: PaymentIntentRecord,
): Promise<void> {
  const lines = pendingLines(booking.bookingId)
  const newEnd = booking.pendingEndDate
  if (newEnd === null || lines.length === 0) return
  const settledAt = nowIso()
  for (const line of lines) {
    await db.charges.update((q) => q.where({ chargeId: line.chargeId }), {
      data(draft) {
        draft.status = 'PAID'
        draft.settledAt = settledAt
        draft.documentIds = [`rcpt-${line.chargeId}`]
      },
    })
  }
  await addInvoice(booking, 'INVOICE', intent.amount)
  await db.bookings.update((q) => q.where({ bookingId: booking.bookingId }), {
    data(draft) {
      draft.to = newEnd
      draft.total = roundMoney(draft.total + intent.amount, booking.currency)
      draft.pendingEndDate = null
    },
  })
}
