import { assign, emit, not } from 'xstate'
import { isApiError } from '../../src/api/errors'
import { quoteInput } from './booking.actors'
import { bookingSetup } from './booking.setup'

// Paying: who pays (login first), with what (a saved card, a new card through 3-D Secure, or the
// ride-app wallet), then exactly one booking and one charge per attempt. A declined payment goes
// back to choosing with the reason and everything else intact.

const toChoosing = (code: string) => ({
  target: '#booking.checkout.choosing' as const,
  actions: [
    { type: 'failWith' as const, params: { code } },
    'forgetPaymentKey' as const,
    'reportDecline' as const,
  ],
})

export const checkout = bookingSetup.createStateConfig({
  initial: 'identifying',
  entry: 'mintBookingKey',
  states: {
    identifying: {
      always: [
        { guard: ({ context }) => context.banned, target: 'blocked' },
        { guard: 'hasCustomer', target: 'loadingOptions' },
        { target: 'awaitingLogin' },
      ],
    },
    /** The route sends the visitor to log in; the draft waits in sessionStorage meanwhile. */
    awaitingLogin: {
      entry: emit({ type: 'loginRequired' as const }),
      on: {
        'session.ready': [
          {
            guard: { type: 'isBanned', params: ({ event }) => ({ banned: event.isBanned }) },
            target: 'blocked',
            actions: assign({ customerId: ({ event }) => event.customerId, banned: true }),
          },
          {
            // The page was away at login (a reload in between, too): the price may differ for
            // this customer or have changed meanwhile, so it is asked again before anyone pays.
            target: 'loadingOptions',
            actions: assign({ customerId: ({ event }) => event.customerId, requote: true }),
          },
        ],
      },
    },
    /** SPEC §6: a banned customer cannot book. */
    blocked: { entry: { type: 'failWith', params: { code: 'USER_BANNED' } } },
    loadingOptions: {
      invoke: {
        src: 'loadPaymentOptions',
        input: ({ context }) => ({ customerId: context.customerId ?? '', city: context.city }),
        onDone: {
          target: 'optionsReady',
          actions: assign(({ context, event }) => {
            const options = event.output
            const payable = options.methods.filter((m) => !options.problems[m.paymentMethodId])
            const selected =
              payable.find((m) => m.paymentMethodId === context.selectedMethodId) ??
              payable.find((m) => m.isPreferred) ??
              payable[0]
            return {
              payment: options,
              methodType: context.payment ? context.methodType : options.defaultType,
              selectedMethodId: selected?.paymentMethodId ?? null,
            }
          }),
        },
        onError: {
          target: 'optionsFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    optionsReady: {
      always: [
        { guard: 'requote', target: 'revalidating', actions: assign({ requote: false }) },
        { target: 'choosing' },
      ],
    },
    optionsFailed: {
      on: { 'payment.retry': { target: 'loadingOptions', actions: 'clearFailure' } },
    },
    choosing: {
      on: {
        'payment.choose': {
          actions: [
            'clearFailure',
            assign({
              methodType: ({ event }) => event.methodType,
              selectedMethodId: ({ context, event }) =>
                event.paymentMethodId ?? context.selectedMethodId,
            }),
          ],
        },
        'payment.cardTokenized': {
          target: 'addingCard',
          actions: [
            'clearFailure',
            assign({ payWhenReady: ({ event }) => event.payNow, methodType: 'CARD' }),
            'reportPayment',
          ],
        },
        'payment.submit': [
          { guard: 'canPay', target: 'placing', actions: ['clearFailure', 'reportPayment'] },
          { actions: { type: 'failWith', params: { code: 'CHOOSE_PAYMENT' } } },
        ],
        // Once the booking exists its trip is fixed: paying another way keeps it, a new trip
        // would be a second booking.
        'checkout.back': {
          guard: not('hasBooking'),
          target: '#booking.trip',
          actions: 'clearFailure',
        },
        'draft.resumed': 'revalidating',
      },
    },
    /** SPEC: a restored draft checks prices and availability again before anyone pays. */
    revalidating: {
      invoke: {
        src: 'quoteTrip',
        input: quoteInput,
        onDone: [
          {
            guard: ({ context, event }) =>
              context.quote !== null && event.output.total === context.quote.total,
            target: 'choosing',
            actions: assign({ quote: ({ event }) => event.output }),
          },
          {
            target: '#booking.trip',
            actions: [
              assign({ quote: ({ event }) => event.output }),
              { type: 'failWith', params: { code: 'PRICE_CHANGED' } },
            ],
          },
        ],
        onError: {
          target: '#booking.trip',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    addingCard: {
      entry: 'mintPaymentKey',
      invoke: {
        src: 'addCard',
        input: ({ context, event }) => {
          const card = event.type === 'payment.cardTokenized' ? event : undefined
          return {
            customerId: context.customerId ?? '',
            cardToken: card?.cardToken ?? '',
            cardNetwork: card?.cardNetwork ?? 'UNKNOWN',
            currency: context.city.currency,
            cityCode: context.city.code,
            key: context.paymentKey ?? '',
          }
        },
        onDone: [
          {
            // Paying now: the booking is made before the bank is asked, so a bank that never
            // answers leaves a booking with its reference to follow, not nothing at all.
            guard: ({ context, event }) =>
              context.payWhenReady &&
              event.output.paymentMethod.status === 'PENDING' &&
              event.output.threeDsRedirectUrl !== null,
            target: 'placing',
            actions: assign({
              pendingCardId: ({ event }) => event.output.paymentMethod.paymentMethodId,
              challengeUrl: ({ event }) => event.output.threeDsRedirectUrl,
            }),
          },
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
              })),
            ],
          },
          {
            guard: ({ event }) => event.output.paymentMethod.status !== 'SUCCESS',
            ...toChoosing('CARD_DECLINED'),
          },
          {
            target: 'cardReady',
            actions: [
              'forgetPaymentKey',
              assign({
                selectedMethodId: ({ event }) => event.output.paymentMethod.paymentMethodId,
              }),
            ],
          },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The card is new and verified: reload the cards (with mada status), then pay if asked to. */
    cardReady: {
      invoke: {
        src: 'loadPaymentOptions',
        input: ({ context }) => ({ customerId: context.customerId ?? '', city: context.city }),
        onDone: [
          {
            guard: 'payWhenReady',
            target: 'placing',
            actions: assign({ payment: ({ event }) => event.output }),
          },
          { target: 'choosing', actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: 'choosing',
      },
    },
    /** Away on the 3-D Secure page; the route sends challenge.returned when the customer is back. */
    awaitingChallenge: {
      on: { 'challenge.returned': 'verifyingCard', 'draft.resumed': 'verifyingCard' },
    },
    verifyingCard: {
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => ({
          target: {
            kind: 'card' as const,
            customerId: context.customerId ?? '',
            paymentMethodId: context.pendingCardId ?? '',
          },
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'succeeded',
            target: 'cardReady',
            actions: [
              'forgetPaymentKey',
              assign({
                selectedMethodId: ({ context }) => context.pendingCardId,
                pendingCardId: null,
              }),
            ],
          },
          {
            guard: ({ event }) => event.output.status === 'failed',
            ...toChoosing('THREE_DS_FAILED'),
          },
          { guard: 'hasBooking', target: 'cardPending' },
          toChoosing('THREE_DS_TIMEOUT'),
        ],
      },
      on: { 'draft.resumed': { target: 'verifyingCard', reenter: true } },
    },
    /**
     * The bank has not confirmed the new card within the polling window, and the booking exists
     * (unpaid): the customer keeps its reference and can ask again; nothing has been charged.
     */
    cardPending: {
      on: {
        'challenge.returned': 'verifyingCard',
        'draft.resumed': 'verifyingCard',
        // Pay the booking another way instead.
        'payment.retry': {
          target: 'choosing',
          actions: ['forgetPaymentKey', assign({ pendingCardId: null })],
        },
      },
    },
    placing: {
      initial: 'booking',
      entry: 'mintPaymentKey',
      states: {
        booking: {
          always: { guard: 'hasBooking', target: 'placed' },
          invoke: {
            src: 'placeBooking',
            input: ({ context }) => ({
              customerId: context.customerId ?? '',
              product: context.product,
              quoteId: context.quote?.quoteId ?? '',
              methodType: context.methodType,
              key: context.bookingKey ?? '',
            }),
            onDone: {
              target: 'placed',
              actions: assign({ bookingId: ({ event }) => event.output.bookingId }),
            },
            onError: [
              {
                // The price or the car changed since the quote: back to the trip to confirm again.
                guard: {
                  type: 'isStatus',
                  params: ({ event }) => ({ status: errorStatus(event.error), expected: [409] }),
                },
                target: '#booking.trip',
                actions: [
                  { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                  assign({ quote: null }),
                  'reportFailure',
                ],
              },
              {
                guard: {
                  type: 'isStatus',
                  params: ({ event }) => ({ status: errorStatus(event.error), expected: [401] }),
                },
                target: '#booking.checkout.awaitingLogin',
              },
              {
                target: '#booking.checkout.choosing',
                actions: [
                  { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                  'reportFailure',
                ],
              },
            ],
          },
        },
        /** Booked: a new card still to be approved goes to the bank first, then pays. */
        placed: {
          always: [
            {
              guard: ({ context }) => context.challengeUrl !== null,
              target: '#booking.checkout.awaitingChallenge',
              actions: [
                emit(({ context }) => ({
                  type: 'redirect' as const,
                  url: context.challengeUrl ?? '',
                })),
                assign({ challengeUrl: null }),
              ],
            },
            { target: 'paying' },
          ],
        },
        paying: {
          always: [{ guard: 'isWallet', target: 'startingWallet' }, { target: 'authorizing' }],
        },
        authorizing: {
          invoke: {
            src: 'authorizeCard',
            input: ({ context }) => ({
              customerId: context.customerId ?? '',
              bookingId: context.bookingId ?? '',
              paymentMethodId: context.selectedMethodId ?? '',
              returnUrl: context.returnUrl,
              key: context.paymentKey ?? '',
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'SUCCEEDED',
                target: '#booking.confirmed',
              },
              {
                target: '#booking.checkout.choosing',
                actions: [
                  {
                    type: 'failWith',
                    params: ({ event }) => ({
                      code: event.output.failureReason ?? 'PAYMENT_FAILED',
                    }),
                  },
                  // A definitive decline: the next attempt is a new payment with a new key.
                  'forgetPaymentKey',
                  'reportFailure',
                ],
              },
            ],
            // No answer (network) keeps the key, so trying again cannot charge twice.
            onError: {
              target: '#booking.checkout.choosing',
              actions: [
                { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                'reportFailure',
              ],
            },
          },
        },
        startingWallet: {
          invoke: {
            src: 'startWallet',
            input: ({ context }) => ({
              customerId: context.customerId ?? '',
              bookingId: context.bookingId ?? '',
              returnUrl: context.returnUrl,
              key: context.paymentKey ?? '',
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'SUCCEEDED',
                target: '#booking.confirmed',
              },
              {
                guard: ({ event }) =>
                  event.output.status === 'PENDING' && event.output.redirectUrl !== null,
                target: '#booking.checkout.awaitingWallet',
                actions: [
                  assign({ walletIntentId: ({ event }) => event.output.intentId }),
                  emit(({ event }) => ({
                    type: 'redirect' as const,
                    url: event.output.redirectUrl ?? '',
                  })),
                ],
              },
              toChoosing('WALLET_DECLINED'),
            ],
            onError: {
              target: '#booking.checkout.choosing',
              actions: [
                { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                'reportFailure',
              ],
            },
          },
        },
      },
    },
    awaitingWallet: {
      on: { 'challenge.returned': 'verifyingWallet', 'draft.resumed': 'verifyingWallet' },
    },
    verifyingWallet: {
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => ({
          target: {
            kind: 'wallet' as const,
            customerId: context.customerId ?? '',
            intentId: context.walletIntentId ?? '',
          },
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'succeeded',
            target: '#booking.confirmed',
          },
          {
            guard: ({ event }) => event.output.status === 'failed',
            ...toChoosing('WALLET_DECLINED'),
          },
          { target: 'processing' },
        ],
      },
      on: { 'draft.resumed': { target: 'verifyingWallet', reenter: true } },
    },
    /** The wallet has not answered within the polling window: the booking exists, payment pending. */
    processing: {
      on: { 'challenge.returned': 'verifyingWallet', 'draft.resumed': 'verifyingWallet' },
    },
  },
  on: { 'failure.dismiss': { actions: 'clearFailure' } },
})

function errorStatus(error: unknown): number {
  return isApiError(error) ? error.status : 0
}
