import { z } from 'zod/mini'
import { built } from './built'
import {
  addressSchema,
  cityCodeSchema,
  currencySchema,
  deliveryTypeSchema,
  isoDateTimeSchema,
  productTypeSchema,
} from './common'

export const cardBrandSchema = built(() =>
  z.enum(['AMEX', 'DINERS', 'DISCOVER', 'JCB', 'MASTERCARD', 'UNIONPAY', 'VISA', 'UNKNOWN']),
)
export type CardBrand = z.infer<typeof cardBrandSchema>

export const savedMethodStatusSchema = built(() => z.enum(['PENDING', 'SUCCESS', 'FAILED']))

/**
 * SPEC §3 saved payment method. The platform may hold a card whose details are incomplete (no
 * last four, a zero expiry): SPEC §5 says such a card is not "inserted" (src/domain/cards.ts).
 */
export const savedPaymentMethodSchema = built(() =>
  z.object({
    paymentMethodId: z.string(),
    brand: cardBrandSchema,
    last4Digits: z.string().check(z.regex(/^(\d{4})?$/)),
    expiryMonth: z.number().check(z.int()),
    expiryYear: z.number().check(z.int()),
    status: savedMethodStatusSchema,
    isPreferred: z.boolean(),
  }),
)
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>

export const paymentProviderSchema = built(() => z.enum(['CHECKOUT', 'CAREEM']))
export const paymentMethodTypeSchema = built(() => z.enum(['CARD', 'CAREEM_PAY']))

/** SPEC §3 allowed-methods response. */
export const allowedMethodsSchema = built(() =>
  z.object({
    paymentProvider: paymentProviderSchema,
    paymentMethodType: paymentMethodTypeSchema,
    paymentMethods: z.array(savedPaymentMethodSchema),
  }),
)
export type AllowedMethods = z.infer<typeof allowedMethodsSchema>

export const madaStatusSchema = built(() =>
  z.enum(['MADA_AUTHORIZED', 'MADA_NOT_AUTHORIZED', 'NOT_MADA']),
)
export const madaResponseSchema = built(() =>
  z.object({
    paymentMethodId: z.string(),
    madaStatus: madaStatusSchema,
  }),
)

export const cardTokenRequestSchema = built(() =>
  z.object({
    cardToken: z.string().check(z.minLength(1), z.maxLength(200)),
    currency: currencySchema,
    cardNetwork: cardBrandSchema,
    cityCode: cityCodeSchema,
  }),
)
export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>

export const paymentFailureSchema = built(() =>
  z.enum(['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'THREE_DS_FAILED', 'WALLET_DECLINED', 'EXPIRED']),
)
export type PaymentFailure = z.infer<typeof paymentFailureSchema>

/**
 * Adding a card: SUCCESS at once; PENDING with a 3-D Secure challenge to visit; or FAILED with
 * the reason (a declined card).
 */
export const cardTokenResponseSchema = built(() =>
  z.object({
    paymentMethod: savedPaymentMethodSchema,
    threeDsRedirectUrl: z.nullable(z.string()),
    failureReason: z.nullable(paymentFailureSchema),
  }),
)
export type CardTokenResponse = z.infer<typeof cardTokenResponseSchema>

export const paymentIntentStatusSchema = built(() =>
  z.enum(['PENDING', 'FAILED', 'SUCCEEDED', 'REFUNDED']),
)
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatusSchema>

export const paymentIntentSchema = built(() =>
  z.object({
    intentId: z.string(),
    bookingId: z.string(),
    amount: z.number(),
    currency: currencySchema,
    status: paymentIntentStatusSchema,
    failureReason: z.nullable(paymentFailureSchema),
    /** Where the customer must go to approve (3-D Secure or the ride-app wallet). */
    redirectUrl: z.nullable(z.string()),
    createdAt: isoDateTimeSchema,
  }),
)
export type PaymentIntent = z.infer<typeof paymentIntentSchema>

export const careemIntentRequestSchema = built(() =>
  z.object({
    bookingId: z.string(),
    returnUrl: z.string().check(z.maxLength(2000)),
  }),
)

export const preAuthRequestSchema = built(() =>
  z.object({
    paymentMethodId: z.string(),
    returnUrl: z.string().check(z.maxLength(2000)),
  }),
)

export const chargeTypeSchema = built(() =>
  z.enum([
    'RENTAL_FEE',
    'DEPOSIT',
    'CDW',
    'SALIK',
    'DELIVERY_FEE',
    'SERVICE_FEE',
    'SHORT_TERM_SURCHARGE',
    'VAT',
    'DISCOUNT',
    'CANCELLATION',
    'SHORT_NOTICE_PENALTY',
    'EXTENSION',
    'FUEL',
    'TRAFFIC_FINE',
    'OTHER',
  ]),
)
export type ChargeType = z.infer<typeof chargeTypeSchema>

export const chargeStatusSchema = built(() => z.enum(['PENDING', 'PAID', 'REFUNDED', 'FAILED']))
export type ChargeStatus = z.infer<typeof chargeStatusSchema>

/**
 * One line of money on a booking. Amounts are signed flows: a charge is positive (PENDING: still
 * to pay; PAID: taken; FAILED: its payment failed), a refund is its own line with a negative
 * amount and status REFUNDED, of the type it gives back. The deposit is the exception: its line
 * is the amount held on the card (PENDING: held; REFUNDED: released in full; PAID: taken, with
 * the part given back as a negative DEPOSIT refund line). `fromDeposit` marks a charge taken out
 * of the deposit (tolls, fines, fuel after the rental). `settledAt` is when it was paid,
 * refunded or released; null while pending or failed.
 */
export const chargeSchema = built(() =>
  z.object({
    chargeId: z.string(),
    type: chargeTypeSchema,
    amount: z.number(),
    currency: currencySchema,
    status: chargeStatusSchema,
    createdAt: isoDateTimeSchema,
    settledAt: z.nullable(isoDateTimeSchema),
    fromDeposit: z.boolean(),
    documentIds: z.array(z.string()),
  }),
)
export type Charge = z.infer<typeof chargeSchema>

export const chargeSummarySchema = built(() =>
  z.object({
    bookingId: z.string(),
    currency: currencySchema,
    charges: z.array(z.object({ type: chargeTypeSchema, amount: z.number() })),
    total: z.number(),
  }),
)
export type ChargeSummary = z.infer<typeof chargeSummarySchema>

export const endDateChangeSchema = built(() =>
  z.object({
    endDate: isoDateTimeSchema,
    dryRun: z.boolean(),
  }),
)

export const cancellationFeeSchema = built(() =>
  z.object({
    bookingId: z.string(),
    fee: z.number().check(z.nonnegative()),
    currency: currencySchema,
    isFree: z.boolean(),
    freeCancellationUntil: z.nullable(isoDateTimeSchema),
  }),
)
export type CancellationFee = z.infer<typeof cancellationFeeSchema>

/** An invoice for money taken, or a credit note for money given back (refunds). */
export const invoiceKindSchema = built(() => z.enum(['INVOICE', 'CREDIT_NOTE']))
export type InvoiceKind = z.infer<typeof invoiceKindSchema>

export const invoiceSchema = built(() =>
  z.object({
    invoiceId: z.string(),
    kind: invoiceKindSchema,
    bookingId: z.string(),
    number: z.string(),
    amount: z.number(),
    currency: currencySchema,
    issuedAt: isoDateTimeSchema,
  }),
)
export type Invoice = z.infer<typeof invoiceSchema>
export const invoicesResponseSchema = built(() => z.object({ invoices: z.array(invoiceSchema) }))

export const billingAccountTypeSchema = built(() => z.enum(['PERSONAL', 'COMPANY']))
export type BillingAccountType = z.infer<typeof billingAccountTypeSchema>

/**
 * Field error codes of billing details, shared by the app and the fake platform; the app
 * translates them as `payments.billing.errors.<code>`.
 */
export type BillingErrorCode =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'invalidCharacters'
  | 'invalidCountry'
  | 'invalidTaxNumber'
  | 'invalidPostalCode'
  | 'noPostalCode'

const BILLING_ERROR = {
  required: 'required',
  tooShort: 'tooShort',
  tooLong: 'tooLong',
  invalidCharacters: 'invalidCharacters',
  invalidCountry: 'invalidCountry',
  invalidTaxNumber: 'invalidTaxNumber',
  invalidPostalCode: 'invalidPostalCode',
  noPostalCode: 'noPostalCode',
} as const satisfies Record<BillingErrorCode, BillingErrorCode>

/** Markup and control characters never belong in an address or a name. */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[<>\u0000-\u001f\u007f]/u

function billingText(options: { max: number; required: boolean }) {
  return z.string().check(
    z.refine((value) => !options.required || value.trim() !== '', BILLING_ERROR.required),
    z.refine((value) => value.trim() === '' || value.trim().length >= 2, BILLING_ERROR.tooShort),
    z.maxLength(options.max, BILLING_ERROR.tooLong),
    z.refine((value) => !UNSAFE_TEXT.test(value), BILLING_ERROR.invalidCharacters),
  )
}

/**
 * Tax registration numbers: a UAE TRN is 15 digits starting 100; a Saudi VAT number 15 digits
 * starting and ending with 3; a Hungarian tax number 8-1-2 digits (or the EU form HU + 8
 * digits); elsewhere 4 to 20 letters and digits.
 */
export function isTaxNumber(country: string, value: string): boolean {
  if (country === 'AE') return /^100\d{12}$/.test(value)
  if (country === 'SA') return /^3\d{13}3$/.test(value)
  if (country === 'HU') return /^(?:HU\d{8}|\d{8}-?\d-?\d{2})$/.test(value)
  return /^[A-Z0-9]{4,20}$/.test(value)
}

/** Countries without postal codes (the UAE); a code given there is refused. */
export const COUNTRIES_WITHOUT_POSTAL_CODE: ReadonlySet<string> = new Set(['AE'])

/** Saudi codes are five digits (plus four optional), Hungarian four; elsewhere 2 to 10. */
export function isPostalCode(country: string, value: string): boolean {
  if (country === 'SA') return /^\d{5}(?:-\d{4})?$/.test(value)
  if (country === 'HU') return /^\d{4}$/.test(value)
  return /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/.test(value)
}

/**
 * A customer's billing details (SPEC §3 leaves the fields open): who the invoices are made out
 * to (a person or a company with its tax registration number) and the billing address. Blank
 * optional fields are null. One schema for the app's form and the fake platform's PUT.
 */
export const billingDetailsSchema = built(() =>
  z
    .object({
      accountType: billingAccountTypeSchema,
      fullName: billingText({ max: 100, required: true }),
      companyName: z.nullable(billingText({ max: 200, required: false })),
      vatNumber: z.nullable(z.string().check(z.maxLength(20, BILLING_ERROR.tooLong))),
      addressLine1: billingText({ max: 200, required: true }),
      addressLine2: z.nullable(billingText({ max: 200, required: false })),
      city: billingText({ max: 100, required: true }),
      country: z.string().check(z.regex(/^[A-Z]{2}$/, BILLING_ERROR.invalidCountry)),
      postalCode: z.nullable(z.string().check(z.maxLength(10, BILLING_ERROR.tooLong))),
    })
    .check(
      z.superRefine((details, context) => {
        const issue = (path: keyof typeof details, message: BillingErrorCode) =>
          context.addIssue({ code: 'custom', path: [path], message, input: details[path] })
        if (details.accountType === 'COMPANY' && (details.companyName ?? '').trim() === '')
          issue('companyName', BILLING_ERROR.required)
        if (details.vatNumber !== null && !isTaxNumber(details.country, details.vatNumber))
          issue('vatNumber', BILLING_ERROR.invalidTaxNumber)
        if (details.postalCode !== null) {
          if (COUNTRIES_WITHOUT_POSTAL_CODE.has(details.country))
            issue('postalCode', BILLING_ERROR.noPostalCode)
          else if (!isPostalCode(details.country, details.postalCode))
            issue('postalCode', BILLING_ERROR.invalidPostalCode)
        }
      }),
    ),
)
export type BillingDetails = z.infer<typeof billingDetailsSchema>

/** A price quote request. Totals are computed by the platform only; clients never send them. */
export const priceCalculationRequestSchema = built(() =>
  z.object({
    listingId: z.string(),
    cityCode: cityCodeSchema,
    from: isoDateTimeSchema,
    to: isoDateTimeSchema,
    deliveryType: deliveryTypeSchema,
    handoverAddress: z.nullable(addressSchema),
    handbackAddress: z.nullable(addressSchema),
    couponCode: z.nullable(z.string().check(z.maxLength(40))),
  }),
)
export type PriceCalculationRequest = z.infer<typeof priceCalculationRequestSchema>

export const couponResultSchema = built(() =>
  z.object({
    code: z.string(),
    status: z.enum(['APPLIED', 'UNKNOWN', 'EXPIRED', 'ALREADY_USED', 'NOT_APPLICABLE']),
  }),
)

/** SPEC §3 booking info as the platform prices it. Amounts are in `currency`. */
export const priceQuoteSchema = built(() =>
  z.object({
    quoteId: z.string(),
    productType: productTypeSchema,
    currency: currencySchema,
    /** Days for DAILY, months for MONTHLY. */
    periods: z.number().check(z.int(), z.positive()),
    carPrice: z.number(),
    rentalFee: z.number(),
    deliveryFee: z.number(),
    serviceFee: z.number(),
    shortTermSurcharge: z.number(),
    discount: z.number(),
    coupon: z.nullable(couponResultSchema),
    vatPercentage: z.number(),
    vat: z.number(),
    depositMonths: z.number(),
    depositAmount: z.number(),
    /** What the customer pays now, VAT included, deposit excluded. */
    total: z.number(),
    validUntil: isoDateTimeSchema,
  }),
)
export type PriceQuote = z.infer<typeof priceQuoteSchema>

export const bookingStatusSchema = built(() =>
  z.enum(['PENDING_PAYMENT', 'PENDING_APPROVAL', 'APPROVED', 'CANCELLED', 'ACTIVE', 'COMPLETED']),
)
export type BookingStatus = z.infer<typeof bookingStatusSchema>

export const bookingSchema = built(() =>
  z.object({
    bookingId: z.string(),
    reference: z.string(),
    customerId: z.string(),
    listingId: z.string(),
    productType: productTypeSchema,
    status: bookingStatusSchema,
    cityCode: cityCodeSchema,
    from: isoDateTimeSchema,
    to: isoDateTimeSchema,
    /**
     * A new end the customer confirmed that waits for its payment (PATCH end-date, then pre-auth
     * or a wallet intent pays it); `to` moves once it is paid.
     */
    pendingEndDate: z.nullable(isoDateTimeSchema),
    deliveryType: deliveryTypeSchema,
    handoverAddress: z.nullable(addressSchema),
    handbackAddress: z.nullable(addressSchema),
    currency: currencySchema,
    total: z.number(),
    depositAmount: z.number(),
    car: z.object({ make: z.string(), model: z.string(), year: z.number(), imageUrl: z.string() }),
    createdAt: isoDateTimeSchema,
  }),
)
export type Booking = z.infer<typeof bookingSchema>
export const bookingsResponseSchema = built(() => z.object({ bookings: z.array(bookingSchema) }))

export const createBookingRequestSchema = built(() =>
  z.object({
    quoteId: z.string(),
    paymentMethodType: paymentMethodTypeSchema,
  }),
)

export const bookingPaymentDetailsSchema = built(() =>
  z.object({
    bookingId: z.string(),
    currency: currencySchema,
    paid: z.number(),
    outstanding: z.number(),
    paymentMethodType: z.nullable(paymentMethodTypeSchema),
    paymentMethod: z.nullable(savedPaymentMethodSchema),
    charges: z.array(chargeSchema),
  }),
)
export type BookingPaymentDetails = z.infer<typeof bookingPaymentDetailsSchema>

/** Beyond §7: one line of the customer's payments, across all their bookings. */
export const customerPaymentSchema = built(() =>
  z.extend(chargeSchema, {
    bookingId: z.string(),
    bookingReference: z.string(),
    productType: productTypeSchema,
  }),
)
export type CustomerPayment = z.infer<typeof customerPaymentSchema>
export const customerPaymentsSchema = built(() =>
  z.object({ payments: z.array(customerPaymentSchema) }),
)
