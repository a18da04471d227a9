import { Collection } from '@msw/data'
import { built } from '../src/api/schemas/built'
import { z } from 'zod/mini'
import { cityCodeSchema, driverTypeSchema, isoDateTimeSchema } from '../src/api/schemas/common'
import { cityRecordSchema, citySettingsSchema } from '../src/api/schemas/configuration'
import {
  kycStatusValueSchema,
  residentQuestionSchema,
  uploadedDocumentSchema,
} from '../src/api/schemas/documents'
import { listingDetailsSchema, listingPricesSchema } from '../src/api/schemas/listings'
import {
  billingDetailsSchema,
  bookingSchema,
  chargeSchema,
  invoiceSchema,
  madaStatusSchema,
  paymentIntentSchema,
  paymentMethodTypeSchema,
  paymentProviderSchema,
  priceCalculationRequestSchema,
  priceQuoteSchema,
  savedPaymentMethodSchema,
} from '../src/api/schemas/payment'
import {
  analyticsEventSchema,
  featureSchema,
  logEntrySchema,
} from '../src/api/schemas/platform-meta'
import { challengeSchema, inboxMessageSchema } from '../src/api/schemas/sandbox'
import { userSchema } from '../src/api/schemas/user'
import { durablePersist } from './lib/persist'

// The fake platform's database. Every collection's schema extends the client's contract, so a
// record the sandbox serves is a record the app can parse. Reference data (cities, settings,
// listings, prices, questions) is rebuilt from the fixed seed at every start; what customers
// change (users, bookings, payments, documents…) persists in the browser between reloads.

const countryCodeSchema = built(() => z.enum(['ae', 'sa', 'hu']))

/**
 * How a magic card behaves when used (see docs/sandbox.md, "Magic cards"): INSUFFICIENT_FUNDS is
 * added and fails when it pays; NO_FUNDS_ON_VERIFY fails the verification when it is added.
 */
export const cardBehaviourSchema = built(() =>
  z.enum(['SUCCEED', 'THREE_DS', 'DECLINE', 'INSUFFICIENT_FUNDS', 'NO_FUNDS_ON_VERIFY']),
)
export type CardBehaviour = z.infer<typeof cardBehaviourSchema>

export const userRecordSchema = built(() =>
  z.extend(userSchema, {
    /** A salted hash (mocks/lib/secrets.ts); never the password itself. */
    passwordHash: z.string(),
    countryCode: countryCodeSchema,
    cityCode: cityCodeSchema,
    createdAt: isoDateTimeSchema,
  }),
)
export type UserRecord = z.infer<typeof userRecordSchema>

/** A listing as stored: vehicle facts plus base prices (before VAT) per product. */
export const listingRecordSchema = built(() =>
  z.extend(
    z.omit(listingDetailsSchema, {
      price: true,
      isDaily: true,
      image: true,
      totalPrice: true,
      periods: true,
    }),
    {
      /** Base price per day, before VAT, in the city's currency. */
      dailyPrice: z.number(),
      /** Base price per month, before VAT, in the city's currency. */
      monthlyPrice: z.number(),
      /** Lower ranks come first under "recommended". */
      rank: z.number(),
      createdAt: isoDateTimeSchema,
    },
  ),
)
export type ListingRecord = z.infer<typeof listingRecordSchema>

export const quoteRecordSchema = built(() =>
  z.extend(priceQuoteSchema, {
    // What was asked for (the coupon is not kept: the quote's totals carry its effect).
    ...z.omit(priceCalculationRequestSchema, { couponCode: true }).shape,
    createdAt: isoDateTimeSchema,
  }),
)
export type QuoteRecord = z.infer<typeof quoteRecordSchema>

export const bookingRecordSchema = built(() =>
  z.extend(bookingSchema, {
    quoteId: z.nullable(z.string()),
    idempotencyKey: z.nullable(z.string()),
    paymentMethodType: paymentMethodTypeSchema,
    cancelledAt: z.nullable(isoDateTimeSchema),
  }),
)
export type BookingRecord = z.infer<typeof bookingRecordSchema>

export const paymentMethodRecordSchema = built(() =>
  z.extend(savedPaymentMethodSchema, {
    ownerId: z.string(),
    madaStatus: madaStatusSchema,
    behaviour: cardBehaviourSchema,
    challengeId: z.nullable(z.string()),
    idempotencyKey: z.nullable(z.string()),
    createdAt: isoDateTimeSchema,
  }),
)
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecordSchema>

export const paymentIntentRecordSchema = built(() =>
  z.extend(paymentIntentSchema, {
    provider: paymentProviderSchema,
    customerId: z.string(),
    paymentMethodId: z.nullable(z.string()),
    idempotencyKey: z.nullable(z.string()),
    challengeId: z.nullable(z.string()),
    returnUrl: z.string(),
  }),
)
export type PaymentIntentRecord = z.infer<typeof paymentIntentRecordSchema>

export const chargeRecordSchema = built(() =>
  z.extend(chargeSchema, {
    bookingId: z.string(),
    customerId: z.string(),
  }),
)
export type ChargeRecord = z.infer<typeof chargeRecordSchema>

export const invoiceRecordSchema = built(() => z.extend(invoiceSchema, { customerId: z.string() }))

export const documentRecordSchema = built(() =>
  z.extend(uploadedDocumentSchema, {
    ownerId: z.string(),
    driverType: driverTypeSchema,
    fileName: z.string(),
    mimeType: z.string(),
    size: z.number(),
    uploadedAt: isoDateTimeSchema,
  }),
)
export type DocumentRecord = z.infer<typeof documentRecordSchema>

export const kycRecordSchema = built(() =>
  z.object({
    ownerId: z.string(),
    driverType: driverTypeSchema,
    status: kycStatusValueSchema,
    isTourist: z.boolean(),
  }),
)

/** A question in every language the platform serves; a call gets the one it asks for. */
export const residentQuestionRecordSchema = built(() =>
  z.extend(z.omit(residentQuestionSchema, { answer: true, question: true }), {
    question: z.object({ EN: z.string(), AR: z.string() }),
    countryCode: countryCodeSchema,
    order: z.number(),
  }),
)
export type ResidentQuestionRecord = z.infer<typeof residentQuestionRecordSchema>

export const residentAnswerRecordSchema = built(() =>
  z.object({
    ownerId: z.string(),
    driverType: driverTypeSchema,
    questionId: z.string(),
    answer: z.string(),
  }),
)

export const billingRecordSchema = built(() =>
  z.extend(billingDetailsSchema, { customerId: z.string() }),
)

export const passwordResetRecordSchema = built(() =>
  z.object({
    /** A hash of the emailed token; the token itself exists only in the email. */
    tokenHash: z.string(),
    email: z.string(),
    expiresAt: isoDateTimeSchema,
    usedAt: z.nullable(isoDateTimeSchema),
  }),
)

export const challengeRecordSchema = built(() =>
  z.extend(z.omit(challengeSchema, { mode: true }), {
    /** The payment method (card 3-D Secure) or intent (wallet) the challenge decides. */
    targetId: z.string(),
    ownerId: z.string(),
  }),
)
export type ChallengeRecord = z.infer<typeof challengeRecordSchema>

/**
 * A mail the sandbox "sent" (password resets…). Persisted like the customer data, so its time is
 * checked as an instant when read back: the inbox sorts by it.
 */
export const inboxRecordSchema = built(() =>
  z.extend(inboxMessageSchema, { sentAt: isoDateTimeSchema }),
)

/** A flag with its per-user overrides (SPEC §6); the features endpoint answers only the caller's. */
export const featureRecordSchema = built(() =>
  z.extend(featureSchema, {
    userOverrides: z.optional(z.array(z.object({ userId: z.string(), enabled: z.boolean() }))),
  }),
)
export type FeatureRecord = z.infer<typeof featureRecordSchema>

export const db = {
  cities: new Collection({
    schema: z.extend(cityRecordSchema, { slug: z.string() }),
  }),
  citySettings: new Collection({
    schema: citySettingsSchema,
  }),
  features: new Collection({
    schema: featureRecordSchema,
    extensions: [durablePersist('features')],
  }),
  logs: new Collection({
    schema: z.extend(logEntrySchema, { id: z.string(), receivedAt: z.string() }),
    extensions: [durablePersist('logs')],
  }),
  analyticsEvents: new Collection({
    schema: analyticsEventSchema,
    extensions: [durablePersist('analytics-events')],
  }),
  users: new Collection({ schema: userRecordSchema, extensions: [durablePersist('users')] }),
  listings: new Collection({
    schema: listingRecordSchema,
  }),
  prices: new Collection({ schema: listingPricesSchema }),
  quotes: new Collection({ schema: quoteRecordSchema, extensions: [durablePersist('quotes')] }),
  bookings: new Collection({
    schema: bookingRecordSchema,
    extensions: [durablePersist('bookings')],
  }),
  paymentMethods: new Collection({
    schema: paymentMethodRecordSchema,
    extensions: [durablePersist('payment-methods')],
  }),
  paymentIntents: new Collection({
    schema: paymentIntentRecordSchema,
    extensions: [durablePersist('payment-intents')],
  }),
  charges: new Collection({ schema: chargeRecordSchema, extensions: [durablePersist('charges')] }),
  invoices: new Collection({
    schema: invoiceRecordSchema,
    extensions: [durablePersist('invoices')],
  }),
  documents: new Collection({
    schema: documentRecordSchema,
    extensions: [durablePersist('documents')],
  }),
  kyc: new Collection({ schema: kycRecordSchema, extensions: [durablePersist('kyc')] }),
  residentQuestions: new Collection({
    schema: residentQuestionRecordSchema,
  }),
  residentAnswers: new Collection({
    schema: residentAnswerRecordSchema,
    extensions: [durablePersist('resident-answers')],
  }),
  billingDetails: new Collection({
    schema: billingRecordSchema,
    extensions: [durablePersist('billing-details')],
  }),
  passwordResets: new Collection({
    schema: passwordResetRecordSchema,
    extensions: [durablePersist('password-resets')],
  }),
  // The demo inbox keeps its mails across reloads, reset links included: their tokens are the
  // sandbox's own fake ones, and "Reset all data" empties it with the rest.
  inbox: new Collection({ schema: inboxRecordSchema, extensions: [durablePersist('inbox')] }),
  challenges: new Collection({
    schema: challengeRecordSchema,
    extensions: [durablePersist('challenges')],
  }),
}

export type Db = typeof db

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear()
}
