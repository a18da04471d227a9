// Paying an amount for a booking that exists, wherever the customer pays: the checkout once its
// booking is made, an unpaid booking, a new end date, the end-of-rental extension. The ways to
// pay (saved cards by the one rule of src/domain/cards, the ride-app wallet), a choice, a new
// card through the add-card machine and 3-D Secure, then the charge, and the wallet's approval
// polled (three-ds machine). Each charge carries one idempotency key: a retry after no answer
// reuses it, so it can never charge twice; a definitive decline forgets it.

import { assign } from 'xstate'
import { failureOf } from '../../src/api/errors'
import { awaitingWallet, charging, verifyingWallet, walletPending } from './payment.charge'
import { newCardOf, paymentSetup, takeCardOutcome } from './payment.setup'

export type {
  PaymentBooking,
  PaymentCity,
  PaymentInput,
  PaymentOutput,
  PaymentStart,
} from './payment.types'

export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => ({
    customerId: input.customerId,
    booking: input.booking,
    city: input.city,
    amount: input.amount,
    returnUrl: input.returnUrl,
    start: input.start,
    options: null,
    choice: input.start.kind === 'pay' ? input.start.choice : input.preferred,
    newCard: null,
    cardOutcome: null,
    walletIntentId: null,
    key: crypto.randomUUID(),
    failure: null,
    outcome: { status: 'abandoned' },
  }),
  initial: 'loadingOptions',
  states: {
    loadingOptions: {
      invoke: {
        src: 'loadPaymentOptions',
        input: ({ context }) => ({ customerId: context.customerId, city: context.city }),
        onDone: {
          target: 'starting',
          actions: { type: 'takeOptions', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'failWithError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: {
        'payment.retry': { target: 'loadingOptions', actions: 'clearFailure' },
        'payment.abandon': 'abandoned',
      },
    },
    /** Pay at once with what was chosen before, or check on what was left at the bank. */
    starting: {
      always: [
        {
          guard: { type: 'startsWith', params: 'pay' },
          target: 'submitting',
          actions: 'takeStart',
        },
        { guard: 'returnsFromWallet', target: 'verifyingWallet', actions: 'takeStart' },
        {
          guard: ({ context }) => context.start.kind !== 'choose',
          target: 'addingCard',
          actions: 'takeStart',
        },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: {
        'payment.choose': {
          actions: ['clearFailure', assign({ choice: ({ event }) => event.choice })],
        },
        'payment.cardTokenized': {
          target: 'addingCard',
          actions: [
            'clearFailure',
            assign({
              newCard: ({ event }) => ({
                kind: 'add' as const,
                cardToken: event.cardToken,
                cardNetwork: event.cardNetwork,
              }),
            }),
            { type: 'attempted', params: { method: 'card' } },
          ],
        },
        'payment.submit': [
          {
            guard: 'canPay',
            target: 'charging',
            actions: [
              'clearFailure',
              {
                type: 'attempted',
                params: ({ context }) => ({
                  method: context.choice.kind === 'wallet' ? 'wallet' : 'saved_card',
                }),
              },
            ],
          },
          { actions: { type: 'failWith', params: failureOf('CHOOSE_PAYMENT') } },
        ],
        'failure.dismiss': { actions: 'clearFailure' },
        'payment.abandon': 'abandoned',
      },
    },
    /** A choice made before the booking existed, checked against the ways to pay just loaded. */
    submitting: {
      always: [
        { guard: 'canPay', target: 'charging' },
        { target: 'choosing', actions: { type: 'failWith', params: failureOf('CHOOSE_PAYMENT') } },
      ],
    },
    addingCard: {
      invoke: {
        src: 'addCard',
        input: ({ context }) => ({
          customerId: context.customerId,
          city: context.city,
          step: newCardOf(context),
        }),
        onDone: {
          target: 'cardSettled',
          actions: assign({ cardOutcome: ({ event }) => event.output }),
        },
      },
    },
    cardSettled: {
      entry: takeCardOutcome(),
      always: [
        { guard: { type: 'cardIs', params: 'added' }, target: 'cardReady' },
        { guard: { type: 'cardIs', params: 'challenge' }, target: 'awaitingChallenge' },
        { guard: { type: 'cardIs', params: 'pending' }, target: 'cardPending' },
        { target: 'choosing' },
      ],
    },
    /** Away on the bank's page; the page sends challenge.returned when the customer is back. */
    awaitingChallenge: { on: { 'challenge.returned': 'addingCard' } },
    /** The bank has not confirmed the card in time: nothing is charged; ask again or pay otherwise. */
    cardPending: {
      entry: { type: 'failWith', params: failureOf('THREE_DS_TIMEOUT') },
      on: {
        'payment.checkAgain': { target: 'addingCard', actions: 'clearFailure' },
        'payment.anotherWay': { target: 'choosing', actions: assign({ newCard: null }) },
        'payment.abandon': 'abandoned',
      },
    },
    /** The new card is verified: reload the cards (mada, expiry), then charge it. */
    cardReady: {
      invoke: {
        src: 'loadPaymentOptions',
        input: ({ context }) => ({ customerId: context.customerId, city: context.city }),
        onDone: {
          target: 'submitting',
          actions: assign({ options: ({ event }) => event.output }),
        },
        onError: {
          target: 'choosing',
          actions: { type: 'failWithError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    charging,
    awaitingWallet,
    verifyingWallet,
    walletPending,
    paid: { type: 'final', entry: { type: 'settle', params: { status: 'paid' } } },
    nothingOwed: { type: 'final', entry: { type: 'settle', params: { status: 'nothingOwed' } } },
    abandoned: { type: 'final', entry: { type: 'settle', params: { status: 'abandoned' } } },
  },
  output: ({ context }) => context.outcome,
})
