import { createCareemIntent, getPaymentMethods, preAuthorize } from '../../src/api/payment'
import type { PaymentIntent } from '../../src/api/schemas/payment'
import { cityYearMonth, madaApplies } from '../../src/domain/cards'
import {
  buildPaymentOptions,
  type PaymentChoice,
  type PaymentOptions,
} from '../../src/domain/payment-options'
import { fromAbortablePromise } from '../shared/abortable-promise'
import type { PaymentCity } from './payment.types'

// The platform steps of a payment: the ways to pay, and a charge (a saved card's
// pre-authorisation or a ride-app wallet intent). Adding a card is the add-card machine; polling
// a bank or the wallet is the three-ds machine.

export interface OptionsInput {
  customerId: string
  city: PaymentCity
}

/** The cards and wallet a customer may pay with; `now` reads card expiry in the city's calendar. */
export function makeLoadPaymentOptions(now: () => number) {
  return fromAbortablePromise<PaymentOptions, OptionsInput>(async ({ input, signal }) => {
    const methods = await getPaymentMethods(input.customerId, madaApplies(input.city.code), signal)
    return buildPaymentOptions(methods, {
      today: cityYearMonth(now(), input.city.timezone),
      cityCode: input.city.code,
    })
  })
}

export const loadPaymentOptions = makeLoadPaymentOptions(() => Date.now())

export interface ChargeInput {
  customerId: string
  bookingId: string
  choice: PaymentChoice
  returnUrl: string
  /** One key per attempt: a retried request never charges twice. */
  key: string
}

/** Pays what the booking owes with the chosen saved card or the ride-app wallet. */
export const charge = fromAbortablePromise<PaymentIntent, ChargeInput>(({ input }) => {
  const { customerId, bookingId, choice, returnUrl, key } = input
  if (choice.kind === 'wallet') return createCareemIntent(customerId, { bookingId, returnUrl }, key)
  // The machine charges only a choice that can pay; nothing chosen never reaches the platform.
  if (choice.kind === 'none') return Promise.reject(new Error('payment: nothing chosen to charge'))
  return preAuthorize(
    customerId,
    bookingId,
    { paymentMethodId: choice.paymentMethodId, returnUrl },
    key,
  )
})
