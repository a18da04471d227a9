import type { Failure } from '../api/errors'
import type { CardBrand } from '../api/schemas/payment'
import type { Currency } from '../api/schemas/common'
import type { PaymentChoice, PaymentOptions } from './payment-options'

// The contract between a payment flow (the checkout before its booking exists, and the payment
// machine) and the one payment form: what the form shows, and what it may ask for.

/** Where a payment stands, as the customer sees it. */
export type PaymentStep =
  /** The ways to pay are being loaded, or failed to load. */
  | 'loading'
  | 'loadFailed'
  | 'choosing'
  /** A new card is being checked with the platform. */
  | 'addingCard'
  /** On the way to the bank's or the wallet's page. */
  | 'toBank'
  | 'toWallet'
  /** Back from it: asking every second whether it answered. */
  | 'verifyingCard'
  | 'verifyingWallet'
  /** It has not answered within the polling window. */
  | 'cardPending'
  | 'walletPending'
  | 'charging'
  | 'done'

export interface PaymentView {
  step: PaymentStep
  options: PaymentOptions | null
  choice: PaymentChoice
  failure: Failure | null
  amount: number
  currency: Currency
  /** The booking's reference (RNT-…) once the booking exists. */
  reference: string | null
}

export type PaymentFormEvent =
  | { type: 'payment.choose'; choice: PaymentChoice }
  | { type: 'payment.submit' }
  /** A new card, tokenized by the payment provider; the number never reaches a flow. */
  | { type: 'payment.cardTokenized'; cardToken: string; cardNetwork: CardBrand }
  | { type: 'payment.retry' }
  /** Ask the bank or the wallet again after the polling window. */
  | { type: 'payment.checkAgain' }
  /** Give up waiting for a new card's bank and choose another way. */
  | { type: 'payment.anotherWay' }
  /** Leave without paying (what is owed stays owed). */
  | { type: 'payment.abandon' }
  | { type: 'failure.dismiss' }
