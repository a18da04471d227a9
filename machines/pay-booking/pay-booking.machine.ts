// Paying what a booking owes: all of it when it was never paid, or a new end date the customer
// confirmed. The booking's own card is chosen first; another saved card, the ride-app wallet or
// a new card (3-D Secure away and back, polled by the shared three-ds machine) are the other
// choices. Each payment attempt carries one idempotency key: a retry after no answer reuses it,
// so it can never charge twice; a definitive decline forgets it.

import { assign, emit, setup } from 'xstate'
import { isApiError } from '../../src/api/errors'
import type { CardBrand, PaymentIntent } from '../../src/api/schemas/payment'
import type { PaymentMethodType, PaymentOptions } from '../../src/domain/payment-options'
import { authorizeCard, loadPaymentOptions, startWallet } from '../booking/booking.actors'
import type { BookingCity } from '../booking/booking.types'
import { addCard } from '../cards/add-card.actors'
import { threeDsMachine } from '../three-ds/three-ds.machine'

/** What to check on when the customer is back from the bank's or the wallet's page. */
export type PayBookingResume =
  { kind: 'card'; pendingCardId: string } | { kind: 'wallet'; intentId: string }

export interface PayBookingInput {
  customerId: string
  bookingId: string
  city: BookingCity
  /** What is owed, as the booking's payment details say (shown; the platform charges it). */
  amount: number
  /** The card that paid the booking, chosen first when it can still pay. */
  preferredMethodId: string | null
  returnUrl: string
  resume: PayBookingResume | null
}

export interface PayFailure {
  /** The platform's code or failure reason, the flow's own (CHOOSE_PAYMENT, THREE_DS_*). */
  code: string
  status: number
  fieldErrors: Readonly<Record<string, readonly string[]>>
}

export type PayBookingOutput =
  | { status: 'paid'; intent: PaymentIntent | null }
  | { status: 'abandoned' }
  | { status: 'nothingOwed' }

export interface PayBookingContext {
  customerId: string
  bookingId: string
  city: BookingCity
  amount: number
  preferredMethodId: string | null
  returnUrl: string
  resume: PayBookingResume | null
  options: PaymentOptions | null
  methodType: PaymentMethodType
  selectedMethodId: string | null
  payKey: string | null
  pendingCardId: string | null
  walletIntentId: string | null
  failure: PayFailure | null
  intent: PaymentIntent | null
  outcome: PayBookingOutput
}

export type PayBookingEvent =
  | { type: 'pay.choose'; methodType: PaymentMethodType; paymentMethodId?: string }
  | { type: 'pay.cardTokenized'; cardToken: string; cardNetwork: CardBrand }
  | { type: 'pay.submit' }
  | { type: 'pay.retry' }
  | { type: 'challenge.returned' }
  | { type: 'check.again' }
  | { type: 'pay.abandon' }
  | { type: 'failure.dismiss' }

export type PayBookingEmitted = { type: 'redirect'; url: string; resume: PayBookingResume }

export function payFailure(error: unknown): PayFailure {
  if (!isApiError(error)) return { code: 'UNKNOWN', status: 0, fieldErrors: {} }
  const code =
    error.code ??
    (error.kind === 'http' ? `HTTP_${String(error.status)}` : error.kind.toUpperCase())
  return { code, status: error.status, fieldErrors: error.fieldErrors }
}

const failed = (code: string): PayFailure => ({ code, status: 0, fieldErrors: {} })

/** The card to pay with: the booking's own if it can pay, else the preferred one, else any. */
function defaultCard(options: PaymentOptions, first: string | null): string | null {
  const payable = options.methods.filter((method) => !options.problems[method.paymentMethodId])
  return (
    payable.find((method) => method.paymentMethodId === first)?.paymentMethodId ??
    payable.find((method) => method.isPreferred)?.paymentMethodId ??
    payable[0]?.paymentMethodId ??
    null
  )
}

export const payBookingMachine = setup({
  types: {
    input: {} as PayBookingInput,
    context: {} as PayBookingContext,
    events: {} as PayBookingEvent,
    emitted: {} as PayBookingEmitted,
    output: {} as PayBookingOutput,
  },
  actors: {
    loadPaymentOptions,
    addCard,
    authorizeCard,
    startWallet,
    verifyPayment: threeDsMachine,
  },
  actions: {
    mintPayKey: assign({ payKey: ({ context }) => context.payKey ?? crypto.randomUUID() }),
    forgetPayKey: assign({ payKey: null }),
    failWith: assign({ failure: (_, params: PayFailure) => params }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    canPay: ({ context }) =>
      context.methodType === 'CAREEM_PAY'
        ? context.options?.provider === 'CAREEM'
        : context.selectedMethodId !== null && !context.options?.problems[context.selectedMethodId],
    isWallet: ({ context }) => context.methodType === 'CAREEM_PAY',
    resumesCard: ({ context }) => context.resume?.kind === 'card',
    resumesWallet: ({ context }) => context.resume?.kind === 'wallet',
  },
}).createMachine({
  id: 'payBooking',
  context: ({ input }) => ({
    customerId: input.customerId,
    bookingId: input.bookingId,
    city: input.city,
    amount: input.amount,
    preferredMethodId: input.preferredMethodId,
    returnUrl: input.returnUrl,
    resume: input.resume,
    options: null,
    methodType: 'CARD',
    selectedMethodId: null,
    payKey: null,
    pendingCardId: input.resume?.kind === 'card' ? input.resume.pendingCardId : null,
    walletIntentId: input.resume?.kind === 'wallet' ? input.resume.intentId : null,
    failure: null,
    intent: null,
    outcome: { status: 'abandoned' },
  }),
  initial: 'loadingOptions',
  states: {
    loadingOptions: {
      invoke: {
        src: 'loadPaymentOptions',
        input: ({ context }) => ({ customerId: context.customerId, city: context.city }),
        onDone: {
          target: 'resuming',
          actions: assign(({ context, event }) => ({
            options: event.output,
            methodType: event.output.defaultType,
            selectedMethodId: defaultCard(
              event.output,
              context.selectedMethodId ?? context.preferredMethodId,
            ),
          })),
        },
        onError: {
          target: 'optionsFailed',
          actions: { type: 'failWith', params: ({ event }) => payFailure(event.error) },
        },
      },
    },
    optionsFailed: {
      on: {
        'pay.retry': { target: 'loadingOptions', actions: 'clearFailure' },
        'pay.abandon': 'abandoned',
      },
    },
    /** Back from the bank or the wallet: check on that payment before anything else. */
    resuming: {
      always: [
        { guard: 'resumesCard', target: 'verifyingCard', actions: assign({ resume: null }) },
        { guard: 'resumesWallet', target: 'verifyingWallet', actions: assign({ resume: null }) },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: {
        'pay.choose': {
          actions: [
            'clearFailure',
            assign({
              methodType: ({ event }) => event.methodType,
              selectedMethodId: ({ context, event }) =>
                event.paymentMethodId ?? context.selectedMethodId,
            }),
          ],
        },
        'pay.cardTokenized': { target: 'addingCard', actions: 'clearFailure' },
        'pay.submit': [
          { guard: 'canPay', target: 'paying', actions: 'clearFailure' },
          { actions: { type: 'failWith', params: failed('CHOOSE_PAYMENT') } },
        ],
        'failure.dismiss': { actions: 'clearFailure' },
        'pay.abandon': 'abandoned',
      },
    },
    addingCard: {
      entry: assign({ methodType: 'CARD' }),
      invoke: {
        src: 'addCard',
        input: ({ context, event }) => {
          const card = event.type === 'pay.cardTokenized' ? event : undefined
          return {
            customerId: context.customerId,
            cardToken: card?.cardToken ?? '',
            cardNetwork: card?.cardNetwork ?? 'UNKNOWN',
            currency: context.city.currency,
            cityCode: context.city.code,
            key: crypto.randomUUID(),
          }
        },
        onDone: [
          {
            guard: ({ event }) =>
              event.output.paymentMethod.status === 'PENDING' &&
              event.output.threeDsRedirectUrl !== null,
            target: 'awaitingChallenge',
            actions: [
              assign({ pendingCardId: ({ event }) => event.output.paymentMethod.paymentMethodId }),
              emit(({ event }) => ({
                type: 'redirect' as const,
                url: event.output.threeDsRedirectUrl ?? '',
                resume: {
                  kind: 'card' as const,
                  pendingCardId: event.output.paymentMethod.paymentMethodId,
                },
              })),
            ],
          },
          {
            guard: ({ event }) => event.output.paymentMethod.status !== 'SUCCESS',
            target: 'choosing',
            actions: {
              type: 'failWith',
              params: ({ event }) => failed(event.output.failureReason ?? 'CARD_DECLINED'),
            },
          },
          {
            target: 'cardReady',
            actions: assign({
              pendingCardId: ({ event }) => event.output.paymentMethod.paymentMethodId,
            }),
          },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'failWith', params: ({ event }) => payFailure(event.error) },
        },
      },
    },
    /** Away on the 3-D Secure page; the page sends challenge.returned when the customer is back. */
    awaitingChallenge: {
      on: { 'challenge.returned': 'verifyingCard' },
    },
    verifyingCard: {
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => ({
          target: {
            kind: 'card' as const,
            customerId: context.customerId,
            paymentMethodId: context.pendingCardId ?? '',
          },
        }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'succeeded', target: 'cardReady' },
          {
            guard: ({ event }) => event.output.status === 'failed',
            target: 'choosing',
            actions: [
              assign({ pendingCardId: null }),
              { type: 'failWith', params: failed('THREE_DS_FAILED') },
            ],
          },
          {
            target: 'choosing',
            actions: [
              assign({ pendingCardId: null }),
              { type: 'failWith', params: failed('THREE_DS_TIMEOUT') },
            ],
          },
        ],
      },
    },
    /** The new card can pay: reload the cards (mada, expiry), choose it, and pay. */
    cardReady: {
      invoke: {
        src: 'loadPaymentOptions',
        input: ({ context }) => ({ customerId: context.customerId, city: context.city }),
        onDone: {
          target: 'paying',
          actions: assign({
            options: ({ event }) => event.output,
            methodType: 'CARD',
            selectedMethodId: ({ context }) => context.pendingCardId,
            pendingCardId: null,
          }),
        },
        onError: {
          target: 'choosing',
          actions: { type: 'failWith', params: ({ event }) => payFailure(event.error) },
        },
      },
    },
    paying: {
      entry: 'mintPayKey',
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isWallet', target: 'startingWallet' }, { target: 'authorizing' }],
        },
        authorizing: {
          invoke: {
            src: 'authorizeCard',
            input: ({ context }) => ({
              customerId: context.customerId,
              bookingId: context.bookingId,
              paymentMethodId: context.selectedMethodId ?? '',
              returnUrl: context.returnUrl,
              key: context.payKey ?? '',
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'SUCCEEDED',
                target: '#payBooking.paid',
                actions: assign({ intent: ({ event }) => event.output }),
              },
              {
                // A definitive decline: the next attempt is a new payment with a new key.
                target: '#payBooking.choosing',
                actions: [
                  'forgetPayKey',
                  {
                    type: 'failWith',
                    params: ({ event }) => failed(event.output.failureReason ?? 'PAYMENT_FAILED'),
                  },
                ],
              },
            ],
            onError: [
              {
                guard: ({ event }) => isApiError(event.error) && event.error.code === 'NOT_PAYABLE',
                target: '#payBooking.nothingOwed',
              },
              {
                // No answer: the key is kept, so trying again cannot charge twice.
                target: '#payBooking.choosing',
                actions: { type: 'failWith', params: ({ event }) => payFailure(event.error) },
              },
            ],
          },
        },
        startingWallet: {
          invoke: {
            src: 'startWallet',
            input: ({ context }) => ({
              customerId: context.customerId,
              bookingId: context.bookingId,
              returnUrl: context.returnUrl,
              key: context.payKey ?? '',
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'SUCCEEDED',
                target: '#payBooking.paid',
                actions: assign({ intent: ({ event }) => event.output }),
              },
              {
                guard: ({ event }) =>
                  event.output.status === 'PENDING' && event.output.redirectUrl !== null,
                target: '#payBooking.awaitingWallet',
                actions: [
                  assign({ walletIntentId: ({ event }) => event.output.intentId }),
                  emit(({ event }) => ({
                    type: 'redirect' as const,
                    url: event.output.redirectUrl ?? '',
                    resume: { kind: 'wallet' as const, intentId: event.output.intentId },
                  })),
                ],
              },
              {
                target: '#payBooking.choosing',
                actions: ['forgetPayKey', { type: 'failWith', params: failed('WALLET_DECLINED') }],
              },
            ],
            onError: [
              {
                guard: ({ event }) => isApiError(event.error) && event.error.code === 'NOT_PAYABLE',
                target: '#payBooking.nothingOwed',
              },
              {
                target: '#payBooking.choosing',
                actions: { type: 'failWith', params: ({ event }) => payFailure(event.error) },
              },
            ],
          },
        },
      },
    },
    awaitingWallet: {
      on: { 'challenge.returned': 'verifyingWallet' },
    },
    verifyingWallet: {
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => ({
          target: {
            kind: 'wallet' as const,
            customerId: context.customerId,
            intentId: context.walletIntentId ?? '',
          },
        }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'succeeded', target: 'paid' },
          {
            guard: ({ event }) => event.output.status === 'failed',
            target: 'choosing',
            actions: ['forgetPayKey', { type: 'failWith', params: failed('WALLET_DECLINED') }],
          },
          { target: 'processing' },
        ],
      },
    },
    /** The wallet has not answered within the polling window: the payment may still land. */
    processing: {
      on: { 'check.again': 'verifyingWallet', 'pay.abandon': 'abandoned' },
    },
    paid: {
      type: 'final',
      entry: assign({
        outcome: ({ context }) => ({ status: 'paid' as const, intent: context.intent }),
      }),
    },
    nothingOwed: { type: 'final', entry: assign({ outcome: { status: 'nothingOwed' as const } }) },
    abandoned: { type: 'final', entry: assign({ outcome: { status: 'abandoned' as const } }) },
  },
  output: ({ context }) => context.outcome,
})
