import { z } from 'zod/mini'
import { request, requestBlob } from './http'
import { fillPath, paymentPaths } from './paths'
import { productPath, type ProductType } from './schemas/common'
import {
  allowedMethodsSchema,
  billingDetailsSchema,
  bookingPaymentDetailsSchema,
  bookingSchema,
  bookingsResponseSchema,
  cancellationFeeSchema,
  cardTokenResponseSchema,
  chargeSummarySchema,
  customerPaymentsSchema,
  createBookingRequestSchema,
  invoicesResponseSchema,
  madaResponseSchema,
  paymentIntentSchema,
  priceQuoteSchema,
  type AllowedMethods,
  type BillingDetails,
  type CardTokenRequest,
  type PriceCalculationRequest,
} from './schemas/payment'
import { listingPricesSchema } from './schemas/listings'
import { isSaved, type MadaStatus } from '../domain/cards'

const platform = 'platform' as const

export function getBillingDetails(customerId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.billingDetails, { customerId }),
    schema: z.nullable(billingDetailsSchema),
    signal,
  })
}

export function putBillingDetails(customerId: string, body: BillingDetails) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.billingDetails, { customerId }),
    method: 'PUT',
    body,
    schema: billingDetailsSchema,
  })
}

export function createCareemIntent(
  customerId: string,
  body: { bookingId: string; returnUrl: string },
  idempotencyKey: string,
) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.careemIntents, { customerId }),
    method: 'POST',
    body,
    schema: paymentIntentSchema,
    idempotencyKey,
  })
}

export function getCareemIntent(customerId: string, intentId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.careemIntent, { customerId, intentId }),
    schema: paymentIntentSchema,
    signal,
  })
}

export function getInitialIntent(bookingId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.initialIntent, { bookingId }),
    schema: paymentIntentSchema,
    signal,
  })
}

export function getBookingIntent(bookingId: string, intentId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.bookingIntent, { bookingId, intentId }),
    schema: paymentIntentSchema,
    signal,
  })
}

export function getBookings(customerId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.bookings, { customerId }),
    schema: bookingsResponseSchema,
    signal,
  })
}

export function createBooking(
  customerId: string,
  product: ProductType,
  body: z.infer<typeof createBookingRequestSchema>,
  idempotencyKey: string,
) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.createBooking, { customerId, product: productPath(product) }),
    method: 'POST',
    body,
    schema: bookingSchema,
    idempotencyKey,
  })
}

export function getBooking(
  customerId: string,
  product: ProductType,
  bookingId: string,
  signal?: AbortSignal,
) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.booking, { customerId, product: productPath(product), bookingId }),
    schema: bookingSchema,
    signal,
  })
}

export function getCancellationFee(
  customerId: string,
  product: ProductType,
  bookingId: string,
  signal?: AbortSignal,
) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.cancellationFee, {
      customerId,
      product: productPath(product),
      bookingId,
    }),
    schema: cancellationFeeSchema,
    signal,
  })
}

export function cancelBooking(customerId: string, product: ProductType, bookingId: string) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.cancelBooking, {
      customerId,
      product: productPath(product),
      bookingId,
    }),
    method: 'POST',
    schema: bookingSchema,
  })
}

export function getInvoices(customerId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.invoices, { customerId }),
    schema: invoicesResponseSchema,
    signal,
  })
}

export function getInvoicePdf(invoiceId: string, signal?: AbortSignal) {
  return requestBlob({
    base: platform,
    path: fillPath(paymentPaths.invoicePdf, { invoiceId }),
    signal,
  })
}

export function addCardToken(customerId: string, body: CardTokenRequest, idempotencyKey: string) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.cardToken, { customerId }),
    method: 'POST',
    body,
    schema: cardTokenResponseSchema,
    idempotencyKey,
  })
}

/** `retries: 0` where the caller retries by SPEC §9's policy itself. */
export function getAllowedMethods(
  userId: string,
  signal?: AbortSignal,
  options: { retries?: number } = {},
) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.allowedMethods, { userId }),
    schema: allowedMethodsSchema,
    signal,
    retries: options.retries,
  })
}

/** The customer's saved cards and ways to pay, with each verified card's mada status. */
export interface PaymentMethodsView extends AllowedMethods {
  /** Riyadh only (SPEC §4): the mada status of each verified card. */
  mada: Record<string, MadaStatus>
}

/**
 * The saved cards (never one the bank declined: src/domain/cards `isSaved`) and, when paying in
 * Riyadh, the mada status of each verified one. Used by the payment center and every payment.
 */
export async function getPaymentMethods(
  customerId: string,
  withMada: boolean,
  signal?: AbortSignal,
  options: { retries?: number } = {},
): Promise<PaymentMethodsView> {
  const allowed = await getAllowedMethods(customerId, signal, options)
  const paymentMethods = allowed.paymentMethods.filter(isSaved)
  const mada: PaymentMethodsView['mada'] = {}
  if (withMada) {
    const verified = paymentMethods.filter((method) => method.status === 'SUCCESS')
    const statuses = await Promise.all(
      verified.map((method) => getMadaStatus(method.paymentMethodId, signal)),
    )
    for (const status of statuses) mada[status.paymentMethodId] = status.madaStatus
  }
  return { ...allowed, paymentMethods, mada }
}

/** Beyond §7: makes a saved card the preferred one; answers the customer's methods. */
export function setPreferredMethod(customerId: string, paymentMethodId: string) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.preferredMethod, { customerId, paymentMethodId }),
    method: 'PUT',
    schema: allowedMethodsSchema,
  })
}

/** Beyond §7: removes a saved card; answers the customer's methods. */
export function removeMethod(customerId: string, paymentMethodId: string) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.savedMethod, { customerId, paymentMethodId }),
    method: 'DELETE',
    schema: allowedMethodsSchema,
  })
}

/** Beyond §7: the customer's charges, payments and refunds across bookings, newest first. */
export function getCustomerPayments(customerId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.payments, { customerId }),
    schema: customerPaymentsSchema,
    signal,
  })
}

export function getMadaStatus(paymentMethodId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.mada, { paymentMethodId }),
    schema: madaResponseSchema,
    signal,
  })
}

/** A dry run answers what changing the end date would cost without changing anything. */
export function changeEndDate(
  customerId: string,
  bookingId: string,
  body: { endDate: string; dryRun: boolean },
) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.endDate, { customerId, bookingId }),
    method: 'PATCH',
    body,
    schema: chargeSummarySchema,
  })
}

export function getChargeSummary(customerId: string, bookingId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.chargeSummary, { customerId, bookingId }),
    schema: chargeSummarySchema,
    signal,
  })
}

export function getChargeDocument(chargeId: string, documentId: string, signal?: AbortSignal) {
  return requestBlob({
    base: platform,
    path: fillPath(paymentPaths.chargeDocument, { chargeId, documentId }),
    signal,
  })
}

export function preAuthorize(
  customerId: string,
  bookingId: string,
  body: { paymentMethodId: string; returnUrl: string },
  idempotencyKey: string,
) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.preAuth, { customerId, bookingId }),
    method: 'POST',
    body,
    schema: paymentIntentSchema,
    idempotencyKey,
  })
}

export function getPaymentDetails(bookingId: string, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.paymentDetails, { bookingId }),
    schema: bookingPaymentDetailsSchema,
    signal,
  })
}

export function getListingPrices(listingId: string, product: ProductType, signal?: AbortSignal) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.listingPrices, { listingId, product: productPath(product) }),
    schema: listingPricesSchema,
    signal,
  })
}

export function calculatePrice(
  product: ProductType,
  body: PriceCalculationRequest,
  signal?: AbortSignal,
) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.priceCalculation, { product: productPath(product) }),
    method: 'POST',
    body,
    schema: priceQuoteSchema,
    signal,
  })
}

export function calculateBookingPrice(
  customerId: string,
  product: ProductType,
  bookingId: string,
  body: { endDate: string },
  signal?: AbortSignal,
) {
  return request({
    base: platform,
    path: fillPath(paymentPaths.bookingPriceCalculation, {
      customerId,
      product: productPath(product),
      bookingId,
    }),
    method: 'POST',
    body,
    schema: priceQuoteSchema,
    signal,
  })
}
