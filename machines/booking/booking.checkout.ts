import { assign, emit } from 'xstate'
import { quoteInput } from './booking.actors'
import { bookedOf, bookingSetup, errorStatus, methodKind, orderOf } from './booking.setup'

// The checkout's own part: who pays (log in first; a banned customer cannot), how (chosen with
// the ways to pay on screen), a price checked again after a login or a reload, and the booking
// made once (its key) when the customer pays; a changed price or car (409) goes back to the
// trip, an expired session (401) to logging in. Paying the booking is the payment machine's.

export const checkout = bookingSetup.createStateConfig({
  initial: 'identifying',
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
        input: ({ context }) => ({ customerId: orderOf(context).customerId, city: context.city }),
        onDone: {
          target: 'optionsReady',
          actions: assign({ payment: ({ event }) => event.output }),
        },
        onError: {
          target: 'optionsFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    optionsReady: {
      entry: 'takeDefaultChoice',
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
          actions: ['clearFailure', assign({ choice: ({ event }) => event.choice })],
        },
        'payment.cardTokenized': {
          target: 'placing',
          actions: [
            'clearFailure',
            assign({
              start: ({ event }) => ({
                kind: 'payNewCard' as const,
                cardToken: event.cardToken,
                cardNetwork: event.cardNetwork,
              }),
            }),
            { type: 'reportPayment', params: { method: 'card' } },
          ],
        },
        'payment.submit': [
          {
            guard: 'canPay',
            target: 'placing',
            actions: [
              'clearFailure',
              assign({
                start: ({ context }) => ({ kind: 'pay' as const, choice: context.choice }),
              }),
              { type: 'reportPayment', params: ({ context }) => ({ method: methodKind(context) }) },
            ],
          },
          { actions: { type: 'failWith', params: { code: 'CHOOSE_PAYMENT' } } },
        ],
        'checkout.back': { target: '#booking.trip', actions: 'clearFailure' },
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
    /** One draft makes one booking: the same key after a reload or a retry. */
    placing: {
      invoke: {
        src: 'placeBooking',
        input: ({ context }) => ({
          customerId: orderOf(context).customerId,
          product: context.product,
          quoteId: orderOf(context).quote.quoteId,
          methodType: context.choice.kind === 'wallet' ? 'CAREEM_PAY' : 'CARD',
          key: context.bookingKey,
        }),
        onDone: {
          target: 'paying',
          actions: assign({ booked: ({ event }) => event.output }),
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
            target: 'awaitingLogin',
          },
          {
            target: 'choosing',
            actions: [
              { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
              'reportFailure',
            ],
          },
        ],
      },
      on: { 'draft.resumed': { target: 'placing', reenter: true } },
    },
    /**
     * Booked: its trip is fixed, and paying it is the payment machine's. A reload starts it
     * again (from the bank's answer, when the customer is back from the bank's page).
     */
    paying: {
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => {
          const { customerId, bookingId, reference, total } = bookedOf(context)
          return {
            customerId,
            booking: { bookingId, reference },
            city: context.city,
            amount: total,
            preferred: context.choice,
            returnUrl: context.returnUrl,
            start: context.start,
          }
        },
        onDone: [
          {
            guard: { type: 'paid', params: ({ event }) => ({ status: event.output.status }) },
            target: '#booking.confirmed',
          },
          // Left without paying: the booking waits, held, for its payment here.
          { target: 'paying', reenter: true, actions: 'forgetStart' },
        ],
      },
      on: {
        'draft.resumed': {
          target: 'paying',
          reenter: true,
          actions: assign({
            start: ({ event }) =>
              event.back
                ? { kind: 'back' as const, back: event.back }
                : { kind: 'choose' as const },
          }),
        },
      },
    },
  },
  on: { 'failure.dismiss': { actions: 'clearFailure' } },
})
