import type { z } from 'zod/mini'
import type { DocumentType } from '../../src/api/schemas/documents'
import { db, type UserRecord } from '../db'
import { calculateQuote } from '../lib/pricing'
import { hashPassword } from '../lib/secrets'
import { nowInstant, nowInZone, toOffsetString } from '../lib/time'

// The documented demo customers (README "Personas"). All share one password.

export const PERSONA_PASSWORD = 'Rental!2026'

export const PERSONAS = [
  {
    email: 'customer@rental.test',
    userId: 'user-customer',
    shows:
      'resident; documents approved; a preferred Visa card and a Mastercard expiring next month; billing details; one upcoming, one active and one completed booking',
  },
  { email: 'new@rental.test', userId: 'user-new', shows: 'no documents, no cards, no bookings' },
  { email: 'banned@rental.test', userId: 'user-banned', shows: 'isBanned' },
  { email: 'vip@rental.test', userId: 'user-vip', shows: 'isVip' },
  { email: 'tourist.uae@rental.test', userId: 'user-tourist-uae', shows: 'isTouristUae' },
  { email: 'tourist.ksa@rental.test', userId: 'user-tourist-ksa', shows: 'isTouristKsa, Riyadh' },
  {
    email: 'riyadh@rental.test',
    userId: 'user-riyadh',
    shows: 'three cards: MADA_AUTHORIZED, MADA_NOT_AUTHORIZED and NOT_MADA',
  },
  { email: 'arabic@rental.test', userId: 'user-arabic', shows: 'preferredLanguage AR' },
] as const

/** The ride-app user is reached through the ride-app login with this sandbox code. */
export const RIDE_APP_LOGIN_CODE = 'sandbox-ride-app'
export const RIDE_APP_USER = {
  email: 'rideapp@rental.test',
  userId: 'user-ride-app',
  careemId: 'careem-70001',
} as const

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

/** A past, present or future booking of the customer, priced by the platform's own calculation. */
async function booking(
  customer: UserRecord,
  bookingId: string,
  listingId: string,
  startOffsetDays: number,
  days: number,
  status: 'APPROVED' | 'ACTIVE' | 'COMPLETED',
): Promise<void> {
  const listing = db.listings.findFirst((q) => q.where({ id: listingId }))
  const prices = db.prices.findFirst((q) => q.where({ listingId, productType: 'DAILY' }))
  const settings = db.citySettings.findFirst((q) =>
    q.where({ cityCode: 'DXB', productType: 'DAILY' }),
  )
  if (!listing || !prices || !settings) throw new Error(`Seed listing ${listingId} is missing`)
  const today = nowInstant().toZonedDateTimeISO(settings.timezone).startOfDay()
  const from = today.add({ days: startOffsetDays }).with({ hour: 14 })
  const to = from.add({ days })
  const quote = calculateQuote({
    listing,
    product: 'DAILY',
    settings,
    prices,
    from: toOffsetString(from),
    to: toOffsetString(to),
    deliveryType: 'SELF_PICKUP',
    couponCode: null,
    user: customer,
  })
  const createdAt = toOffsetString(from.subtract({ days: 10 }))
  await db.bookings.create({
    bookingId,
    reference: `RNT-${bookingId.slice(-4).toUpperCase()}`,
    customerId: customer.userId,
    listingId,
    productType: 'DAILY',
    status,
    cityCode: 'DXB',
    from: toOffsetString(from),
    to: toOffsetString(to),
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
    quoteId: null,
    idempotencyKey: null,
    paymentMethodType: 'CARD',
    cancelledAt: null,
  })
  const charges = [
    ['RENTAL_FEE', quote.rentalFee + quote.shortTermSurcharge],
    ['SERVICE_FEE', quote.serviceFee],
    ['VAT', quote.vat],
  ] as const
  for (const [type, amount] of charges) {
    await db.charges.create({
      chargeId: `chg-${bookingId}-${type.toLowerCase()}`,
      bookingId,
      customerId: customer.userId,
      type,
      amount,
      currency: quote.currency,
      status: 'PAID',
      createdAt,
      documentIds: [`rcpt-${bookingId}-${type.toLowerCase()}`],
    })
  }
  await db.invoices.create({
    invoiceId: `inv-${bookingId}`,
    bookingId,
    customerId: customer.userId,
    number: `INV-2026-${bookingId.slice(-4).toUpperCase()}`,
    amount: quote.total,
    currency: quote.currency,
    issuedAt: createdAt,
  })
}

export async function seedPersonas(): Promise<void> {
  for (const input of USERS) {
    await db.users.create({
      ...input,
      passwordHash: await hashPassword(input.userId, PERSONA_PASSWORD),
    })
  }

  for (const userId of APPROVED) {
    const saudi = userId === 'user-riyadh'
    await approveDocuments(userId, saudi ? 'NATIONAL_ID' : 'EMIRATES_ID')
  }
  for (const found of db.users.all()) {
    const tourist = found.isTouristUae || found.isTouristKsa
    for (const driverType of ['MAIN', 'ADDITIONAL'] as const) {
      await db.kyc.create({
        ownerId: found.userId,
        driverType,
        isTourist: driverType === 'MAIN' && tourist,
        status:
          driverType === 'MAIN' && APPROVED.includes(found.userId) ? 'APPROVED' : 'NOT_STARTED',
      })
    }
  }

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

  const customer = db.users.findFirst((q) => q.where({ userId: 'user-customer' }))
  if (!customer) throw new Error('The customer persona is missing')
  await booking(customer, 'bkg-customer-upcoming', 'dxb-001', 5, 4, 'APPROVED')
  await booking(customer, 'bkg-customer-active', 'dxb-002', -2, 5, 'ACTIVE')
  await booking(customer, 'bkg-customer-completed', 'dxb-003', -25, 3, 'COMPLETED')
}

/** Questions residents answer during identity checks, per country. */
export const RESIDENT_QUESTIONS = [
  {
    id: 'ae-residency-years',
    countryCode: 'ae',
    order: 1,
    question: 'How many years have you lived in the UAE?',
  },
  {
    id: 'ae-local-licence',
    countryCode: 'ae',
    order: 2,
    question: 'Do you hold a UAE driving licence?',
  },
  {
    id: 'sa-residency-years',
    countryCode: 'sa',
    order: 1,
    question: 'How many years have you lived in Saudi Arabia?',
  },
  {
    id: 'sa-iqama',
    countryCode: 'sa',
    order: 2,
    question: 'What is the expiry year of your residence permit?',
  },
  {
    id: 'hu-address',
    countryCode: 'hu',
    order: 1,
    question: 'Is your registered address in Hungary?',
  },
] as const
