import { assign, emit, setup } from 'xstate'
import { failureOf, isApiError, toFailure } from '../../src/api/errors'
import type { PriceQuote } from '../../src/api/schemas/payment'
import { insideZone } from '../../src/domain/geo'
import { canPayWith, defaultChoice, type PaymentMethodKind } from '../../src/domain/payment-options'
import { isSlotFree, pickTime } from '../../src/domain/time-slots'
import { loadPaymentOptions, paymentMachine } from '../payment'
import { loadSlots, placeBooking, quoteTrip } from './booking.actors'
import { returnProblem, tripMoments } from './booking.view'
import type {
  BookedTrip,
  BookingContext,
  BookingEmitted,
  BookingEvent,
  BookingInput,
  BookingOutput,
  TripDraft,
} from './booking.types'

// Types, actors, guards, actions and delays of the booking machine (booking.machine.ts).

/** SPEC §9 default times: pick-up 14:00, return 18:00 (14:00 for a monthly subscription). */
const DEFAULT_FROM_TIME = '14:00'
const DEFAULT_TO_TIME = { DAILY: '18:00', MONTHLY: '14:00' } as const

// The checkout's steps run only with what brought the flow there: anything else is a bug.

/** Placing a booking: a customer (identifying sees to it) and a live quote (the trip does). */
export function orderOf(context: BookingContext): { customerId: string; quote: PriceQuote } {
  const { customerId, quote } = context
  if (customerId === null || quote === null) throw new Error('booking: checkout without an order')
  return { customerId, quote }
}

/** Paying: the booking `placing` made. */
export function bookedOf(context: BookingContext): BookedTrip & { customerId: string } {
  const { customerId, booked } = context
  if (customerId === null || booked === null) throw new Error('booking: paying without a booking')
  return { ...booked, customerId }
}

export const methodKind = (context: BookingContext): PaymentMethodKind =>
  context.choice.kind === 'wallet' ? 'wallet' : 'saved_card'

export const errorStatus = (error: unknown): number => (isApiError(error) ? error.status : 0)

function outsideZone(trip: TripDraft, zone: BookingContext['city']['businessZone']): boolean {
  if (trip.deliveryType !== 'DOOR_TO_DOOR') return false
  const addresses = [trip.handoverAddress, trip.returnSame ? null : trip.handbackAddress]
  return addresses.some((address) => address !== null && !insideZone(address.location, zone))
}

export const bookingSetup = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    output: {} as BookingOutput,
    emitted: {} as BookingEmitted,
    children: {} as { payment: 'payment' },
  },
  actors: { loadSlots, quoteTrip, loadPaymentOptions, placeBooking, payment: paymentMachine },
  guards: {
    /** Everything the platform needs for a price, and nothing it would refuse. */
    isTripReady: ({ context }) => {
      const { trip, blocked, outsideGeofence, product } = context
      const moments = tripMoments(context)
      if (!moments || blocked.from || blocked.to) return false
      if (trip.deliveryType === 'DOOR_TO_DOOR') {
        if (!trip.handoverAddress || outsideGeofence) return false
        if (!trip.returnSame && !trip.handbackAddress) return false
      }
      // A return the page names as too short or too long (booking.view.ts) is never priced.
      if (returnProblem(context)) return false
      return product === 'DAILY' || moments.to > moments.from
    },
    hasCustomer: ({ context }) => context.customerId !== null,
    requote: ({ context }) => context.requote,
    isBanned: (_, params: { banned: boolean }) => params.banned,
    /** The wallet where offered, or a saved card that can pay here (src/domain/cards). */
    canPay: ({ context }) =>
      context.payment !== null && canPayWith(context.payment, context.choice),
    isStatus: (_, params: { status: number; expected: readonly number[] }) =>
      params.expected.includes(params.status),
    paid: (_, params: { status: string }) => params.status !== 'abandoned',
  },
  actions: {
    updateTrip: assign({
      trip: ({ context }, change: Partial<TripDraft>) => ({ ...context.trip, ...change }),
      quote: null,
      failure: null,
    }),
    /** SPEC §4: the outside-geofence flag, from the addresses door-to-door would use. */
    recheckZone: assign({
      outsideGeofence: ({ context }) => outsideZone(context.trip, context.city.businessZone),
    }),
    /** SPEC §4: an address outside the business zone is kept (to be edited) and flagged. */
    setAddress: assign(
      (
        { context },
        params: Pick<Extract<BookingEvent, { type: 'trip.address' }>, 'which' | 'address'>,
      ) => {
        const trip = {
          ...context.trip,
          [params.which === 'handover' ? 'handoverAddress' : 'handbackAddress']: params.address,
        }
        const addresses = [trip.handoverAddress, trip.returnSame ? null : trip.handbackAddress]
        const outside = addresses.some(
          (address) => address !== null && !insideZone(address.location, context.city.businessZone),
        )
        return { trip, outsideGeofence: outside, quote: null, failure: null }
      },
    ),
    /** Keeps a chosen time that is still free, flags one that is not, and fills in the defaults. */
    takeSlots: assign(({ context }, slots: BookingContext['slots']) => {
      const chosen = (time: string | null, list: typeof slots.from, preferred: string) =>
        time ?? pickTime(list, preferred)
      const fromTime = chosen(context.trip.fromTime, slots.from, DEFAULT_FROM_TIME)
      const toTime = chosen(context.trip.toTime, slots.to, DEFAULT_TO_TIME[context.product])
      return {
        slots,
        trip: { ...context.trip, fromTime, toTime },
        blocked: { from: !isSlotFree(slots.from, fromTime), to: !isSlotFree(slots.to, toTime) },
      }
    }),
    setTimes: assign(
      ({ context }, params: { fromTime?: string | undefined; toTime?: string | undefined }) => {
        const fromTime = params.fromTime ?? context.trip.fromTime
        const toTime = params.toTime ?? context.trip.toTime
        return {
          trip: { ...context.trip, fromTime, toTime },
          blocked: {
            from: !isSlotFree(context.slots.from, fromTime),
            to: !isSlotFree(context.slots.to, toTime),
          },
          quote: null,
          failure: null,
        }
      },
    ),
    rememberFailure: assign({
      failure: (_, params: { error: unknown }) => toFailure(params.error),
    }),
    failWith: assign({ failure: (_, params: { code: string }) => failureOf(params.code) }),
    clearFailure: assign({ failure: null }),
    /** What can pay is chosen first: what was chosen before, the wallet or the preferred card. */
    takeDefaultChoice: assign({
      choice: ({ context }) =>
        context.payment ? defaultChoice(context.payment, context.choice) : context.choice,
    }),
    /** A payment started again starts by choosing: it never replays what it started with. */
    forgetStart: assign({ start: { kind: 'choose' as const } }),
    /** Analytics: the customer pressed Pay before the booking existed. */
    reportPayment: emit((_, params: { method: PaymentMethodKind }) => ({
      type: 'paymentSubmitted' as const,
      method: params.method,
    })),
    /** Analytics: a submitted payment ended without a booking, with the failure just kept. */
    reportFailure: emit(({ context }) => ({
      type: 'failed' as const,
      code: context.failure?.code ?? 'UNKNOWN',
    })),
  },
  delays: {
    /** Several quick changes (typing a coupon, stepping dates) ask for one price. */
    quoteDebounce: 300,
    /** A quote holds for 15 minutes; ask again a minute before it lapses. */
    quoteRefresh: 14 * 60_000,
  },
})
