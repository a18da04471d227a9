import { assign, setup } from 'xstate'
import { failureOf, isApiError, toFailure, type Failure } from '../../src/api/errors'
import type { PaymentIntent } from '../../src/api/schemas/payment'
import {
  canPayWith,
  defaultChoice,
  type PaymentBack,
  type PaymentMethodKind,
} from '../../src/domain/payment-options'
import { addCardMachine, type AddCardOutput, type AddCardStep } from '../cards'
import { threeDsMachine } from '../three-ds'
import { charge, loadPaymentOptions } from './payment.actors'

/** What the add-card attempt ended with: the choice, the bank's page, the next check, or why not. */
export const takeCardOutcome = () =>
  paymentSetup.enqueueActions(({ context, enqueue }) => {
    const outcome = context.cardOutcome
    if (!outcome) return
    if (outcome.status === 'added') {
      const choice = { kind: 'card' as const, paymentMethodId: outcome.paymentMethodId }
      enqueue.assign({ newCard: null, choice })
    } else if (outcome.status === 'declined') {
      enqueue.assign({ newCard: null, failure: outcome.failure })
      enqueue({ type: 'declined', params: { code: outcome.failure.code } })
    } else {
      const { paymentMethodId } = outcome
      enqueue.assign({ newCard: { kind: 'verify', paymentMethodId } })
      if (outcome.status === 'challenge')
        enqueue({
          type: 'leave',
          params: { url: outcome.url, back: { kind: 'card', paymentMethodId } },
        })
    }
  })
import type { PaymentContext, PaymentEvent, PaymentInput, PaymentOutput } from './payment.types'

// Types, actors, guards and actions of the payment machine (payment.machine.ts).

/** Why a charge that was answered did not pay: the wallet's own word, or the bank's reason. */
export function declineOf(context: PaymentContext, intent: PaymentIntent): Failure {
  if (context.choice.kind === 'wallet') return failureOf('WALLET_DECLINED')
  return failureOf(intent.failureReason ?? 'PAYMENT_FAILED')
}

// The states that poll run only with what brought the flow there: anything else is a bug.
export function newCardOf(context: PaymentContext): AddCardStep {
  if (!context.newCard) throw new Error('payment: no new card to add or verify')
  return context.newCard
}

export function walletIntentOf(context: PaymentContext): string {
  if (!context.walletIntentId) throw new Error('payment: no wallet payment to check')
  return context.walletIntentId
}

export const paymentSetup = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    output: {} as PaymentOutput,
  },
  actors: { loadPaymentOptions, addCard: addCardMachine, charge, verifyPayment: threeDsMachine },
  guards: {
    canPay: ({ context }) =>
      context.options !== null && canPayWith(context.options, context.choice),
    startsWith: ({ context }, kind: PaymentContext['start']['kind']) => context.start.kind === kind,
    returnsFromWallet: ({ context }) =>
      context.start.kind === 'back' && context.start.back.kind === 'wallet',
    cardIs: ({ context }, status: AddCardOutput['status']) =>
      context.cardOutcome?.status === status,
    isNotPayable: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.code === 'NOT_PAYABLE',
  },
  actions: {
    /** Takes the ways to pay; what was chosen stays chosen when it still can pay. */
    takeOptions: assign(({ context }, options: NonNullable<PaymentContext['options']>) => ({
      options,
      // A choice the customer already paid with is kept as made: it is checked, never swapped.
      choice:
        context.start.kind === 'pay' ? context.choice : defaultChoice(options, context.choice),
    })),
    /** A definitive answer: the next attempt is a new payment with a new key. */
    renewKey: assign({ key: () => crypto.randomUUID() }),
    failWith: assign({ failure: (_, failure: Failure) => failure }),
    failWithError: assign({ failure: (_, params: { error: unknown }) => toFailure(params.error) }),
    clearFailure: assign({ failure: null }),
    /** Takes what the start left to do; it is used once, so nothing entered again replays it. */
    takeStart: assign(({ context }) => {
      const { start } = context
      const used = { start: { kind: 'choose' as const } }
      if (start.kind === 'payNewCard') {
        const { cardToken, cardNetwork } = start
        return { ...used, newCard: { kind: 'add' as const, cardToken, cardNetwork } }
      }
      if (start.kind !== 'back') return used
      const { back } = start
      return back.kind === 'card'
        ? { ...used, newCard: { kind: 'verify' as const, paymentMethodId: back.paymentMethodId } }
        : { ...used, walletIntentId: back.intentId }
    }),
    settle: assign({ outcome: (_, outcome: PaymentOutput) => outcome }),
    // UI actions, supplied by the page through `provide` (they do nothing by default):
    /** Go to the bank's or the wallet's page, noting what to check on when back. */
    leave: (_, _params: { url: string; back: PaymentBack }) => {},
    /** Analytics: the customer pressed Pay. */
    attempted: (_, _params: { method: PaymentMethodKind }) => {},
    /** Analytics: a payment the customer made ended without paying, with its reason. */
    declined: (_, _params: { code: string }) => {},
  },
})
