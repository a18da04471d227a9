import { assign } from 'xstate'
import { quoteInput } from './booking.actors'
import { bookingSetup } from './booking.setup'

// Choosing the trip: dates, delivery or pickup, times and addresses. Two regions run side by
// side: `slots` (re)loads the free times whenever the days or the delivery type change, and
// `price` asks the platform for a quote whenever the trip is complete, then keeps it fresh.

export const trip = bookingSetup.createStateConfig({
  type: 'parallel',
  // SPEC §6: a banned customer cannot book, so they are told at once, not after filling the trip.
  always: { guard: ({ context }) => context.banned, target: '#booking.checkout' },
  states: {
    slots: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSlots',
            input: ({ context }) => ({
              listingId: context.listingId,
              city: context.city,
              trip: context.trip,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'takeSlots', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
        failed: { on: { 'payment.retry': { target: 'loading', actions: 'clearFailure' } } },
      },
      // A transition to a child of the region restarts that child (and its load) without
      // leaving the region, so the price region reacts to the same event at the same time.
      on: {
        'trip.dates': '.loading',
        'trip.delivery': '.loading',
        'draft.resumed': '.loading',
      },
    },
    price: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'isTripReady', target: 'debouncing' } },
        debouncing: { after: { quoteDebounce: 'pricing' } },
        pricing: {
          invoke: {
            src: 'quoteTrip',
            input: quoteInput,
            onDone: { target: 'quoted', actions: assign({ quote: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** A quote is shown; it is renewed before it lapses (SPEC: the price shown is the price paid). */
        quoted: {
          after: { quoteRefresh: 'pricing' },
          on: { 'checkout.start': { target: '#booking.checkout', actions: 'clearFailure' } },
        },
        failed: {},
      },
      on: {
        'trip.dates': {
          target: '.idle',
          actions: {
            type: 'updateTrip',
            params: ({ event }) => ({
              from: event.from,
              to: event.to,
              fromTime: null,
              toTime: null,
            }),
          },
        },
        'trip.times': {
          target: '.idle',
          actions: {
            type: 'setTimes',
            params: ({ event }) => ({ fromTime: event.fromTime, toTime: event.toTime }),
          },
        },
        'trip.delivery': {
          target: '.idle',
          actions: [
            {
              type: 'updateTrip',
              params: ({ event }) => ({
                deliveryType: event.deliveryType,
                fromTime: null,
                toTime: null,
              }),
            },
            // Door-to-door again keeps the addresses chosen before; the zone check follows them.
            'recheckZone',
          ],
        },
        'trip.address': {
          target: '.idle',
          actions: [
            {
              type: 'setAddress',
              params: ({ event }) => ({ which: event.which, address: event.address }),
            },
            assign({ addressModal: 'none' }),
          ],
        },
        'trip.returnSame': {
          target: '.idle',
          actions: { type: 'updateTrip', params: ({ event }) => ({ returnSame: event.value }) },
        },
        'trip.coupon': {
          target: '.idle',
          actions: { type: 'updateTrip', params: ({ event }) => ({ couponCode: event.code }) },
        },
        'draft.resumed': { target: '.idle', actions: assign({ quote: null }) },
      },
    },
  },
  on: {
    'address.open': { actions: assign({ addressModal: ({ event }) => event.modal }) },
    'address.close': { actions: assign({ addressModal: 'none' }) },
    'failure.dismiss': { actions: 'clearFailure' },
  },
})
