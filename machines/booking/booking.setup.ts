import { assign, emit, enqueueActions, setup } from 'xstate'
import { isApiError } from '../../src/api/errors'
import { insideZone } from '../../src/domain/geo'
import { atLeast24Hours, isSlotFree, pickTime, zonedMoment } from '../../src/domain/time-slots'
import { addCard } from '../cards/add-card.actors'
import { threeDsMachine } from '../three-ds/three-ds.machine'
import {
  authorizeCard,
  loadPaymentOptions,
  loadSlots,
  placeBooking,
  quoteTrip,
  startWallet,
} from './booking.actors'
import type {
  BookingContext,
  BookingEmitted,
  BookingEvent,
  BookingFailure,
  BookingInput,
  BookingOutput,
  TripDraft,
} from './booking.types'

// Types, actors, guards, actions and delays of the booking machine (booking.machine.ts).

/** SPEC §9 default times: pick-up 14:00, return 18:00 (14:00 for a monthly subscription). */
const DEFAULT_FROM_TIME = '14:00'
const DEFAULT_TO_TIME = { DAILY: '18:00', MONTHLY: '14:00' } as const

export function toFailure(error: unknown): BookingFailure {
  if (!isApiError(error)) return { code: 'UNKNOWN', status: 0, fieldErrors: {} }
  const code =
    error.code ?? (error.kind === 'http' ? `HTTP_${error.status}` : error.kind.toUpperCase())
  return { code, status: error.status, fieldErrors: error.fieldErrors }
}

function outsideZone(trip: TripDraft, zone: BookingContext['city']['businessZone']): boolean {
  if (trip.deliveryType !== 'DOOR_TO_DOOR') return false
  const addresses = [trip.handoverAddress, trip.returnSame ? null : trip.handbackAddress]
  return addresses.some((address) => address !== null && !insideZone(address.location, zone))
}

function tripMoments(context: BookingContext) {
  const { trip, city } = context
  if (!trip.fromTime || !trip.toTime) return undefined
  return {
    from: zonedMoment(trip.from, trip.fromTime, city.timezone),
    to: zonedMoment(trip.to, trip.toTime, city.timezone),
  }
}

export const bookingSetup = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    output: {} as BookingOutput,
    emitted: {} as BookingEmitted,
  },
  actors: {
    loadSlots,
    quoteTrip,
    loadPaymentOptions,
    addCard,
    placeBooking,
    authorizeCard,
    startWallet,
    verifyPayment: threeDsMachine,
  },
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
      return product === 'MONTHLY'
        ? moments.to > moments.from
        : atLeast24Hours(moments.from, moments.to)
    },
    hasCustomer: ({ context }) => context.customerId !== null,
    hasBooking: ({ context }) => context.bookingId !== null,
    isWallet: ({ context }) => context.methodType === 'CAREEM_PAY',
    payWhenReady: ({ context }) => context.payWhenReady,
    requote: ({ context }) => context.requote,
    isBanned: (_, params: { banned: boolean }) => params.banned,
    /** A card can pay when it is verified and, in Riyadh, not a mada card that is barred online. */
    canPay: ({ context }) => {
      if (context.methodType === 'CAREEM_PAY') return context.payment?.provider === 'CAREEM'
      const method = context.payment?.methods.find(
        (m) => m.paymentMethodId === context.selectedMethodId,
      )
      if (method?.status !== 'SUCCESS') return false
      return context.payment?.mada[method.paymentMethodId] !== 'MADA_NOT_AUTHORIZED'
    },
    isStatus: (_, params: { status: number; expected: readonly number[] }) =>
      params.expected.includes(params.status),
  },
  actions: {
    /** Idempotency keys; tests provide deterministic ones. */
    mintBookingKey: assign({
      bookingKey: ({ context }) => context.bookingKey ?? crypto.randomUUID(),
    }),
    mintPaymentKey: assign({
      paymentKey: ({ context }) => context.paymentKey ?? crypto.randomUUID(),
    }),
    forgetPaymentKey: assign({ paymentKey: null }),
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
    failWith: assign({
      failure: (_, params: { code: string }) => ({ code: params.code, status: 0, fieldErrors: {} }),
    }),
    clearFailure: assign({ failure: null }),
    /** Analytics: the customer pressed Pay (with a new card only when it pays at once). */
    reportPayment: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'payment.cardTokenized' && event.payNow)
        enqueue.emit({ type: 'paymentSubmitted', method: 'card' })
      if (event.type === 'payment.submit')
        enqueue.emit({
          type: 'paymentSubmitted',
          method: context.methodType === 'CAREEM_PAY' ? 'wallet' : 'saved_card',
        })
    }),
    /** Analytics: a submitted payment ended without a booking, with the failure just kept. */
    reportFailure: emit(({ context }) => ({
      type: 'failed' as const,
      code: context.failure?.code ?? 'UNKNOWN',
    })),
    /** The same for a declined new card or wallet, when it was paying (not only saving a card). */
    reportDecline: enqueueActions(({ context, enqueue }) => {
      if (context.payWhenReady || context.methodType === 'CAREEM_PAY')
        enqueue.emit({ type: 'failed', code: context.failure?.code ?? 'UNKNOWN' })
    }),
  },
  delays: {
    /** Several quick changes (typing a coupon, stepping dates) ask for one price. */
    quoteDebounce: 300,
    /** A quote holds for 15 minutes; ask again a minute before it lapses. */
    quoteRefresh: 14 * 60_000,
  },
})
