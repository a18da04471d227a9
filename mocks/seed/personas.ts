import { Temporal } from 'temporal-polyfill'
import type { z } from 'zod/mini'
import type { CitySettings } from '../../src/api/schemas/configuration'
import type { DocumentType } from '../../src/api/schemas/documents'
import type { ProductType } from '../../src/api/schemas/common'
import type { ChargeType } from '../../src/api/schemas/payment'
import { roundMoney } from '../../src/domain/money-rules'
import { db, type BookingRecord, type UserRecord } from '../db'
import { calculateQuote } from '../lib/pricing'
import { hashPassword } from '../lib/secrets'
import { openingHours } from '../lib/slots'
import { nowInstant, nowInZone, toOffsetString } from '../lib/time'
import { yieldWhenDue } from '../lib/yield-to-main'
import { RIDE_APP_USER } from './accounts'

export { PERSONAS, RIDE_APP_LOGIN_CODE, RIDE_APP_USER } from './accounts'

// The documented demo customers' records (docs/sandbox.md, "Personas"; who they are:
// ./accounts.ts). All share one password.

export const PERSONA_PASSWORD = 'Rental!2026'

type UserInput = z.input<typeof import('../db').userRecordSchema>

function user(
  overrides: Partial<UserInput> & Pick<UserInput, 'userId' | 'email' | 'firstName' | 'lastName'>,
): UserInput {
  return {
    careemId: null,
    isBanned: false,
    dateOfBirth: '1990-04-12',
    phoneNumber: '+971 50 123 4567',
    preferredLanguage: 'EN',
    marketingMessagesAccepted: false,
    termsAndConditionsAcceptedAt: '2026-01-05T10:00:00+04:00',
    isPhoneVerified: true,
    sendSms: true,
    isTouristKsa: false,
    isTouristUae: false,
    isVip: false,
    waNumber: null,
    isWaEnabled: false,
    paymentRevampEnabled: false,
    passwordHash: '',
    countryCode: 'ae',
    cityCode: 'DXB',
    createdAt: '2026-01-05T10:00:00+04:00',
    ...overrides,
  }
}

const USERS: UserInput[] = [
  user({
    userId: 'user-customer',
    email: 'customer@rental.test',
    firstName: 'Layla',
    lastName: 'Haddad',
    marketingMessagesAccepted: true,
  }),
  user({
    userId: 'user-new',
    email: 'new@rental.test',
    firstName: 'Omar',
    lastName: 'Farouk',
    phoneNumber: null,
    isPhoneVerified: false,
  }),
  user({
    userId: 'user-banned',
    email: 'banned@rental.test',
    firstName: 'Victor',
    lastName: 'Blake',
    isBanned: true,
  }),
  user({
    userId: 'user-vip',
    email: 'vip@rental.test',
    firstName: 'Noura',
    lastName: 'Al Mansouri',
    isVip: true,
    paymentRevampEnabled: true,
  }),
  user({
    userId: 'user-tourist-uae',
    email: 'tourist.uae@rental.test',
    firstName: 'Emma',
    lastName: 'Schulz',
    isTouristUae: true,
    phoneNumber: '+49 151 234 5678',
  }),
  user({
    userId: 'user-tourist-ksa',
    email: 'tourist.ksa@rental.test',
    firstName: 'James',
    lastName: 'Carter',
    isTouristKsa: true,
    countryCode: 'sa',
    cityCode: 'RUH',
    phoneNumber: '+44 770 090 0123',
  }),
  user({
    userId: 'user-riyadh',
    email: 'riyadh@rental.test',
    firstName: 'Faisal',
    lastName: 'Al Qahtani',
    countryCode: 'sa',
    cityCode: 'RUH',
    phoneNumber: '+966 50 123 4567',
  }),
  user({
    userId: 'user-arabic',
    email: 'arabic@rental.test',
    firstName: 'مريم',
    lastName: 'العتيبي',
    preferredLanguage: 'AR',
  }),
  user({
    userId: RIDE_APP_USER.userId,
    email: RIDE_APP_USER.email,
    firstName: 'Karim',
    lastName: 'Nasser',
    careemId: RIDE_APP_USER.careemId,
  }),
]

/** Persona customers whose identity checks are done and who can book at once. */
const APPROVED = ['user-customer', 'user-vip', 'user-riyadh', 'user-arabic', RIDE_APP_USER.userId]

async function approveDocuments(ownerId: string, idDocument: DocumentType): Promise<void> {
  const now = nowInstant()
    .subtract({ hours: 24 * 30 })
    .toString()
  for (const type of [idDocument, 'DRIVING_LICENSE'] as const) {
    for (const side of ['FRONT', 'BACK'] as const) {
      await db.documents.create({
        documentId: `doc-${ownerId}-${type}-${side}`.toLowerCase(),
        ownerId,
        driverType: 'MAIN',
        type,
        side,
        status: 'APPROVED',
        fileName: `${type.toLowerCase()}-${side.toLowerCase()}.jpg`,
        mimeType: 'image/jpeg',
        size: 180_000,
        uploadedAt: now,
      })
    }
  }
}

async function card(
  ownerId: string,
  id: string,
  brand: 'VISA' | 'MASTERCARD',
  last4: string,
  options: {
    preferred?: boolean
    mada?: 'MADA_AUTHORIZED' | 'MADA_NOT_AUTHORIZED' | 'NOT_MADA'
    expiry?: { month: number; year: number }
    createdAt?: string
  } = {},
): Promise<void> {
  await yieldWhenDue()
  await db.paymentMethods.create({
    paymentMethodId: id,
    ownerId,
    brand,
    last4Digits: last4,
    expiryMonth: options.expiry?.month ?? 8,
    expiryYear: options.expiry?.year ?? 2029,
    status: 'SUCCESS',
    isPreferred: options.preferred ?? false,
    madaStatus: options.mada ?? 'NOT_MADA',
    behaviour: 'SUCCEED',
    challengeId: null,
    idempotencyKey: null,
    createdAt: options.createdAt ?? '2026-01-06T10:00:00+04:00',
  })
}

/** Next month on the sandbox clock in Dubai: a card expiring then shows as expiring soon. */
function nextMonthInDubai(): { month: number; year: number } {
  const next = nowInZone('Asia/Dubai').toPlainDate().toPlainYearMonth().add({ months: 1 })
  return { month: next.month, year: next.year }
}

type BookingCurrency = BookingRecord['currency']

type SeedStatus = 'PENDING_PAYMENT' | 'APPROVED' | 'ACTIVE' | 'COMPLETED' | 'CANCELLED'

interface SeedBooking {
  bookingId: string
  listingId: string
  product?: ProductType
  startOffsetDays: number
  length: { days: number } | { months: number }
  status: SeedStatus
}

/** `moment`, or the same time on the first day after it when the city is open (no holiday). */
function nextOpenDay(
  moment: Temporal.ZonedDateTime,
  settings: Pick<CitySettings, 'businessHours' | 'holidays'>,
): Temporal.ZonedDateTime {
  let day = moment
  for (let tries = 0; tries < 31 && !openingHours(settings, day.toPlainDate()); tries++) {
    day = day.add({ days: 1 })
  }
  return day
}

/**
 * A past, present or future booking of the customer in Dubai, priced by the platform's own
 * calculation. Paid ones carry their charge lines (receipts), the deposit held and an invoice;
 * an unpaid one carries the quote it will be paid from.
 */
async function booking(customer: UserRecord, seed: SeedBooking) {
  await yieldWhenDue()
  const product = seed.product ?? 'DAILY'
  const { bookingId, listingId } = seed
  const listing = db.listings.findFirst((q) => q.where({ id: listingId }))
  const prices = db.prices.findFirst((q) => q.where({ listingId, productType: product }))
  const settings = db.citySettings.findFirst((q) =>
    q.where({ cityCode: 'DXB', productType: product }),
  )
  if (!listing || !prices || !settings) throw new Error(`Seed listing ${listingId} is missing`)
  const now = nowInstant()
  const today = now.toZonedDateTimeISO(settings.timezone).startOfDay()
  const planned = today.add({ days: seed.startOffsetDays }).with({ hour: 14 })
  // The platform never books a pick-up or a return still to come on a day it is closed.
  const from = seed.startOffsetDays > 0 ? nextOpenDay(planned, settings) : planned
  const plannedTo = from.add(seed.length)
  const to =
    Temporal.Instant.compare(plannedTo.toInstant(), now) > 0
      ? nextOpenDay(plannedTo, settings)
      : plannedTo
  const quote = calculateQuote({
    listing,
    product,
    settings,
    prices,
    from: toOffsetString(from),
    to: toOffsetString(to),
    deliveryType: 'SELF_PICKUP',
    couponCode: null,
    user: customer,
  })
  const createdAt = toOffsetString(from.subtract({ days: 10 }))
  const unpaid = seed.status === 'PENDING_PAYMENT'
  const quoteId = unpaid ? `quote-${bookingId}` : null
  if (quoteId) {
    await db.quotes.create({
      ...quote,
      quoteId,
      validUntil: toOffsetString(from),
      listingId,
      cityCode: 'DXB',
      from: toOffsetString(from),
      to: toOffsetString(to),
      deliveryType: 'SELF_PICKUP',
      handoverAddress: null,
      handbackAddress: null,
      createdAt,
    })
  }
  const record = await db.bookings.create({
    bookingId,
    reference: `RNT-${bookingId.slice(-4).toUpperCase()}`,
    customerId: customer.userId,
    listingId,
    productType: product,
    status: seed.status,
    cityCode: 'DXB',
    from: toOffsetString(from),
    to: toOffsetString(to),
    pendingEndDate: null,
    deliveryType: 'SELF_PICKUP',
    handoverAddress: null,
    handbackAddress: null,
    currency: quote.currency,
    total: quote.total,
    depositAmount: quote.depositAmount,
    car: {
      make: listing.make,
      model: listing.model,
      year: listing.year,
      imageUrl: listing.images[0]?.url ?? '',
    },
    createdAt,
    quoteId,
    idempotencyKey: null,
    paymentMethodType: 'CARD',
    cancelledAt: null,
  })
  if (unpaid) return { record, to }
  const lines = [
    ['RENTAL_FEE', quote.rentalFee + quote.shortTermSurcharge],
    ['SERVICE_FEE', quote.serviceFee],
    ['VAT', quote.vat],
  ] as const
  for (const [type, amount] of lines) {
    if (amount === 0) continue
    await charge(record, type.toLowerCase(), { type, amount, status: 'PAID', at: createdAt })
  }
  if (quote.depositAmount > 0) {
    await charge(record, 'deposit', {
      type: 'DEPOSIT',
      amount: quote.depositAmount,
      status: 'PENDING',
      at: createdAt,
      receipt: false,
    })
  }
  await db.invoices.create({
    invoiceId: `inv-${bookingId}`,
    kind: 'INVOICE',
    bookingId,
    customerId: customer.userId,
    number: `INV-2026-${bookingId.slice(-4).toUpperCase()}`,
    amount: quote.total,
    currency: quote.currency,
    issuedAt: createdAt,
  })
  return { record, to }
}

/** One seeded charge line, with a deterministic id (and a receipt unless said otherwise). */
async function charge(
  booking: { bookingId: string; customerId: string; currency: BookingCurrency },
  name: string,
  line: {
    type: ChargeType
    amount: number
    status: 'PENDING' | 'PAID' | 'REFUNDED'
    at: string
    fromDeposit?: boolean
    receipt?: boolean
  },
) {
  const chargeId = `chg-${booking.bookingId}-${name}`
  await db.charges.create({
    chargeId,
    bookingId: booking.bookingId,
    customerId: booking.customerId,
    type: line.type,
    amount: line.amount,
    currency: booking.currency,
    status: line.status,
    createdAt: line.at,
    settledAt: line.status === 'PENDING' ? null : line.at,
    fromDeposit: line.fromDeposit ?? false,
    documentIds: line.receipt === false ? [] : [`rcpt-${booking.bookingId}-${name}`],
  })
}

/**
 * customer@'s rentals: upcoming, unpaid, active, completed (its deposit partly taken for Salik
 * tolls and a traffic fine, settled by the rule on first read), and cancelled with the
 * short-notice fee kept and the rest refunded.
 */
async function seedCustomerBookings(customer: UserRecord): Promise<void> {
  await booking(customer, {
    bookingId: 'bkg-customer-upcoming',
    listingId: 'dxb-001',
    startOffsetDays: 5,
    length: { days: 4 },
    status: 'APPROVED',
  })
  await booking(customer, {
    bookingId: 'bkg-customer-owing',
    listingId: 'dxb-008',
    startOffsetDays: 12,
    length: { days: 3 },
    status: 'PENDING_PAYMENT',
  })
  await booking(customer, {
    bookingId: 'bkg-customer-active',
    listingId: 'dxb-002',
    startOffsetDays: -2,
    length: { days: 5 },
    status: 'ACTIVE',
  })
  const completed = await booking(customer, {
    bookingId: 'bkg-customer-completed',
    listingId: 'dxb-003',
    startOffsetDays: -25,
    length: { days: 3 },
    status: 'COMPLETED',
  })
  await charge(completed.record, 'salik', {
    type: 'SALIK',
    amount: 20,
    status: 'PENDING',
    at: toOffsetString(completed.to.add({ days: 2 })),
    fromDeposit: true,
  })
  await charge(completed.record, 'fine', {
    type: 'TRAFFIC_FINE',
    amount: 300,
    status: 'PENDING',
    at: toOffsetString(completed.to.add({ days: 6 })),
    fromDeposit: true,
  })

  const cancelled = await booking(customer, {
    bookingId: 'bkg-customer-cancelled',
    listingId: 'dxb-007',
    startOffsetDays: 3,
    length: { days: 2 },
    status: 'CANCELLED',
  })
  const cancelledAt = toOffsetString(nowInZone('Asia/Dubai').subtract({ days: 2 }))
  const paid = db.charges.findMany((q) =>
    q.where({ bookingId: cancelled.record.bookingId, status: 'PAID' }),
  )
  let refunded = 0
  for (const line of paid) {
    await charge(cancelled.record, `refund-${line.type.toLowerCase()}`, {
      type: line.type,
      amount: -line.amount,
      status: 'REFUNDED',
      at: cancelledAt,
    })
    refunded += line.amount
  }
  await db.charges.update((q) => q.where({ chargeId: 'chg-bkg-customer-cancelled-deposit' }), {
    data(draft) {
      draft.status = 'REFUNDED'
      draft.settledAt = cancelledAt
    },
  })
  await charge(cancelled.record, 'cancellation', {
    type: 'CANCELLATION',
    amount: 150,
    status: 'PAID',
    at: cancelledAt,
  })
  await db.invoices.create({
    invoiceId: 'crn-bkg-customer-cancelled',
    kind: 'CREDIT_NOTE',
    bookingId: cancelled.record.bookingId,
    customerId: customer.userId,
    number: 'CRN-2026-LLED',
    amount: roundMoney(refunded, cancelled.record.currency),
    currency: cancelled.record.currency,
    issuedAt: cancelledAt,
  })
  // The fee kept is invoiced, as the platform's own cancellation does.
  await db.invoices.create({
    invoiceId: 'inv-bkg-customer-cancelled-fee',
    kind: 'INVOICE',
    bookingId: cancelled.record.bookingId,
    customerId: customer.userId,
    number: 'INV-2026-LLED-2',
    amount: 150,
    currency: cancelled.record.currency,
    issuedAt: cancelledAt,
  })
  await db.bookings.update((q) => q.where({ bookingId: cancelled.record.bookingId }), {
    data(draft) {
      draft.cancelledAt = cancelledAt
    },
  })
}

export async function seedPersonas(): Promise<void> {
  for (const input of USERS) {
    await yieldWhenDue()
    await db.users.create({
      ...input,
      passwordHash: await hashPassword(input.userId, PERSONA_PASSWORD),
    })
  }

  await yieldWhenDue()
  for (const userId of APPROVED) {
    await yieldWhenDue()
    const saudi = userId === 'user-riyadh'
    await approveDocuments(userId, saudi ? 'NATIONAL_ID' : 'EMIRATES_ID')
  }
  for (const found of db.users.all()) {
    const tourist = found.isTouristUae || found.isTouristKsa
    for (const driverType of ['MAIN', 'ADDITIONAL'] as const) {
      await yieldWhenDue()
      await db.kyc.create({
        ownerId: found.userId,
        driverType,
        isTourist: driverType === 'MAIN' && tourist,
        status:
          driverType === 'MAIN' && APPROVED.includes(found.userId) ? 'APPROVED' : 'NOT_STARTED',
      })
    }
  }

  await yieldWhenDue()
  await card('user-customer', 'pm-customer-visa', 'VISA', '4242', { preferred: true })
  await card('user-customer', 'pm-customer-mastercard', 'MASTERCARD', '5100', {
    expiry: nextMonthInDubai(),
    createdAt: '2026-02-14T10:00:00+04:00',
  })
  await db.billingDetails.create({
    customerId: 'user-customer',
    accountType: 'PERSONAL',
    fullName: 'Layla Haddad',
    companyName: null,
    vatNumber: null,
    addressLine1: 'Marina Gate 2, apartment 1804',
    addressLine2: 'Dubai Marina',
    city: 'Dubai',
    country: 'AE',
    postalCode: null,
  })
  await card('user-vip', 'pm-vip-visa', 'VISA', '4242', { preferred: true })
  await card('user-arabic', 'pm-arabic-mastercard', 'MASTERCARD', '4444', { preferred: true })
  await card('user-riyadh', 'pm-riyadh-mada', 'VISA', '4001', {
    preferred: true,
    mada: 'MADA_AUTHORIZED',
  })
  await card('user-riyadh', 'pm-riyadh-mada-blocked', 'MASTERCARD', '5588', {
    mada: 'MADA_NOT_AUTHORIZED',
  })
  await card('user-riyadh', 'pm-riyadh-visa', 'VISA', '4242', { mada: 'NOT_MADA' })

  await yieldWhenDue()
  const customer = db.users.findFirst((q) => q.where({ userId: 'user-customer' }))
  if (!customer) throw new Error('The customer persona is missing')
  await seedCustomerBookings(customer)
  const vip = db.users.findFirst((q) => q.where({ userId: 'user-vip' }))
  if (!vip) throw new Error('The VIP persona is missing')
  await booking(vip, {
    bookingId: 'bkg-vip-monthly',
    listingId: 'dxb-003',
    product: 'MONTHLY',
    startOffsetDays: -10,
    length: { months: 1 },
    status: 'ACTIVE',
  })
}
