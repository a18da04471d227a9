import type { Failure } from '../../src/api/errors'
import type { CardBrand } from '../../src/api/schemas/payment'
import type { Currency } from '../../src/api/schemas/common'
import type { CityCode } from '../../src/domain/cities'
import type { PaymentFormEvent } from '../../src/domain/payment-flow'
import type { PaymentBack, PaymentChoice, PaymentOptions } from '../../src/domain/payment-options'
import type { AddCardOutput, AddCardStep } from '../cards'

export interface PaymentCity {
  code: CityCode
  /** Card expiry is read in the city's calendar. */
  timezone: string
  currency: Currency
}

/** The booking being paid, as the customer knows it. */
export interface PaymentBooking {
  bookingId: string
  /** The reference the customer reads (RNT-…), never the internal id. */
  reference: string
}

/** Where a payment starts. */
export type PaymentStart =
  /** With the ways to pay on screen. */
  | { kind: 'choose' }
  /** The customer pressed Pay before the booking existed (checkout): pay with that at once. */
  | { kind: 'pay'; choice: PaymentChoice }
  | { kind: 'payNewCard'; cardToken: string; cardNetwork: CardBrand }
  /** Back from the bank's or the wallet's page: check on what was left there. */
  | { kind: 'back'; back: PaymentBack }

export interface PaymentInput {
  customerId: string
  booking: PaymentBooking
  city: PaymentCity
  /** What is owed (shown; the platform charges what the booking owes). */
  amount: number
  /** Chosen first when it can pay: the booking's own way of paying, or none. */
  preferred: PaymentChoice
  /** The app path the bank or the wallet returns to. */
  returnUrl: string
  start: PaymentStart
}

export type PaymentOutput = { status: 'paid' } | { status: 'abandoned' } | { status: 'nothingOwed' }

export interface PaymentContext extends Omit<PaymentInput, 'preferred'> {
  options: PaymentOptions | null
  choice: PaymentChoice
  /** The new card under way: a token to add, or a card the bank is to verify. */
  newCard: AddCardStep | null
  /** How the last add-card attempt ended. */
  cardOutcome: AddCardOutput | null
  /** The wallet payment the customer went to approve. */
  walletIntentId: string | null
  /** Idempotency key of the next charge: kept after no answer, renewed after a definitive one. */
  key: string
  failure: Failure | null
  outcome: PaymentOutput
}

export type PaymentEvent = PaymentFormEvent | { type: 'challenge.returned' }
