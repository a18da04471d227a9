import type { AllowedMethods, SavedPaymentMethod } from '../api/schemas/payment'
import { cardProblem, isSaved, type CardProblem, type MadaStatus, type PayingHere } from './cards'

// What a customer may pay with, and which of it is chosen, as every way of paying offers it:
// the checkout, a booking's balance, a new end date, the end-of-rental extension.

export type PaymentMethodType = 'CARD' | 'CAREEM_PAY'

export interface PaymentOptions {
  provider: 'CHECKOUT' | 'CAREEM'
  /** SPEC §4: ride-app customers pay with the wallet by default, others by card. */
  defaultType: PaymentMethodType
  /** The saved cards; one the bank declined was never saved and is not among them. */
  methods: SavedPaymentMethod[]
  /** Riyadh only: the mada status of each card. */
  mada: Record<string, MadaStatus>
  /**
   * Why a card cannot pay, per card id (pending, failed, not inserted per SPEC §5, expired, mada
   * blocked); a card without an entry can pay.
   */
  problems: Record<string, CardProblem>
}

/** The way to pay the customer has chosen: the wallet, a saved card, or nothing yet. */
export type PaymentChoice =
  { kind: 'wallet' } | { kind: 'card'; paymentMethodId: string } | { kind: 'none' }

export const NO_CHOICE: PaymentChoice = { kind: 'none' }

/** Where the customer went to approve a payment, and what to check on when they are back. */
export type PaymentBack =
  { kind: 'card'; paymentMethodId: string } | { kind: 'wallet'; intentId: string }

/** The platform's saved cards (and their mada statuses) as ways to pay in this city now. */
export function buildPaymentOptions(
  allowed: AllowedMethods & { mada: Record<string, MadaStatus> },
  here: Omit<PayingHere, 'mada'>,
): PaymentOptions {
  const methods = allowed.paymentMethods.filter(isSaved)
  const problems: PaymentOptions['problems'] = {}
  for (const method of methods) {
    const problem = cardProblem(method, { ...here, mada: allowed.mada[method.paymentMethodId] })
    if (problem) problems[method.paymentMethodId] = problem
  }
  return {
    provider: allowed.paymentProvider,
    defaultType: allowed.paymentMethodType,
    methods,
    mada: allowed.mada,
    problems,
  }
}

const canPayByWallet = (options: PaymentOptions) => options.provider === 'CAREEM'

/**
 * What is chosen when the customer has not chosen yet: what was asked for (the booking's own
 * way of paying, or the customer's earlier choice) when it can pay; else the wallet for a
 * ride-app customer (SPEC §4); else the preferred card, else any card that can pay.
 */
export function defaultChoice(options: PaymentOptions, asked: PaymentChoice): PaymentChoice {
  if (asked.kind !== 'none' && canPayWith(options, asked)) return asked
  if (options.defaultType === 'CAREEM_PAY' && canPayByWallet(options)) return { kind: 'wallet' }
  const payable = options.methods.filter((method) => !options.problems[method.paymentMethodId])
  const card = payable.find((method) => method.isPreferred) ?? payable[0]
  return card ? { kind: 'card', paymentMethodId: card.paymentMethodId } : NO_CHOICE
}

/** Whether the choice can pay: the wallet where offered, or a saved card with no problem. */
export function canPayWith(options: PaymentOptions, choice: PaymentChoice): boolean {
  if (choice.kind === 'wallet') return canPayByWallet(options)
  if (choice.kind === 'none') return false
  return (
    options.methods.some((method) => method.paymentMethodId === choice.paymentMethodId) &&
    !options.problems[choice.paymentMethodId]
  )
}

/** For analytics: a new card, a saved card, or the wallet. */
export type PaymentMethodKind = 'card' | 'saved_card' | 'wallet'
