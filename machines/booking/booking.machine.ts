// A booking from chosen dates to a confirmed booking: the trip (dates, times, delivery or pickup,
// addresses) is priced by the platform, then paid by card (3-D Secure when needed) or ride-app
// wallet through the payment machine. Invariants: nothing is paid without a live quote; one
// draft makes at most one booking (its key is kept in the persisted draft), and each payment
// attempt charges at most once (the payment machine's keys).

import { assign, emit } from 'xstate'
import { bookedOf, bookingSetup } from './booking.setup'
import { checkout } from './booking.checkout'
import { trip } from './booking.trip'

export type {
  BookingContext,
  BookingEmitted,
  BookingEvent,
  BookingInput,
  BookingOutput,
} from './booking.types'

export const bookingMachine = bookingSetup.createMachine({
  id: 'booking',
  context: ({ input }) => ({
    listingId: input.listingId,
    city: input.city,
    product: input.product,
    returnUrl: input.returnUrl,
    trip: {
      from: input.from,
      to: input.to,
      fromTime: null,
      toTime: null,
      deliveryType: input.deliveryType,
      handoverAddress: null,
      handbackAddress: null,
      returnSame: true,
      couponCode: null,
    },
    slots: { from: [], to: [] },
    blocked: { from: false, to: false },
    outsideGeofence: false,
    addressModal: 'none',
    quote: null,
    customerId: input.customerId,
    banned: input.banned,
    payment: null,
    choice: { kind: 'none' },
    start: { kind: 'choose' },
    booked: null,
    bookingKey: crypto.randomUUID(),
    requote: false,
    failure: null,
  }),
  initial: 'trip',
  // The route may learn who is logged in after the flow started (the session was still being
  // checked): remember the customer, so Continue does not ask a logged-in customer to log in.
  // (awaitingLogin handles the same event itself and moves on.)
  on: {
    'session.ready': {
      actions: assign({
        customerId: ({ event }) => event.customerId,
        banned: ({ context, event }) => context.banned || event.isBanned,
      }),
    },
  },
  states: {
    trip,
    checkout,
    confirmed: {
      type: 'final',
      entry: emit(({ context }) => ({
        type: 'confirmed' as const,
        bookingId: bookedOf(context).bookingId,
      })),
    },
  },
  output: ({ context }) => ({ bookingId: bookedOf(context).bookingId }),
})
