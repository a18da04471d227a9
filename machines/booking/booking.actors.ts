import { fromAbortablePromise } from '../shared/abortable-promise'
import { getListingSlots } from '../../src/api/availability'
import {
  calculatePrice,
  createBooking,
  createCareemIntent,
  getAllowedMethods,
  getMadaStatus,
  preAuthorize,
} from '../../src/api/payment'
import type { ProductType } from '../../src/api/schemas/common'
import type { PaymentIntent, PriceQuote } from '../../src/api/schemas/payment'
import { cardProblem, cityYearMonth } from '../../src/domain/cards'
import { offeredStartSlots, zonedMoment, type Slot } from '../../src/domain/time-slots'
import type { BookingCity, PaymentMethodType, PaymentOptions, TripDraft } from './booking.types'

// One actor per platform step of a booking. The route may replace any of them (tests do), and
// supplies the clock the slot rules run on (the sandbox clock in the sandbox).

export interface SlotsInput {
  listingId: string
  city: BookingCity
  trip: Pick<TripDraft, 'from' | 'to' | 'deliveryType'>
}

/** The pick-up day's offered start slots (same-day rules applied) and the return day's slots. */
export function makeLoadSlots(now: () => number) {
  return fromAbortablePromise<{ from: Slot[]; to: Slot[] }, SlotsInput>(
    async ({ input, signal }) => {
      const ask = (date: string) =>
        getListingSlots(
          {
            listingId: input.listingId,
            date,
            cityCode: input.city.code,
            deliveryType: input.trip.deliveryType,
          },
          signal,
        )
      const [from, to] = await Promise.all([ask(input.trip.from), ask(input.trip.to)])
      return {
        from: offeredStartSlots(from, now(), input.city.timezone),
        to: to.closed ? [] : to.slots,
      }
    },
  )
}

export const loadSlots = makeLoadSlots(() => Date.now())

export interface QuoteInput {
  listingId: string
  city: BookingCity
  product: ProductType
  trip: TripDraft
}

/** What a quote depends on: the car, the city, the product and the trip, nothing else. */
export function quoteInput({ context }: { context: QuoteInput }): QuoteInput {
  const { listingId, city, product, trip } = context
  return { listingId, city, product, trip }
}

export const quoteTrip = fromAbortablePromise<PriceQuote, QuoteInput>(({ input, signal }) => {
  const { trip, city } = input
  const doorToDoor = trip.deliveryType === 'DOOR_TO_DOOR'
  return calculatePrice(
    input.product,
    {
      listingId: input.listingId,
      cityCode: city.code,
      from: zonedMoment(trip.from, trip.fromTime ?? '00:00', city.timezone),
      to: zonedMoment(trip.to, trip.toTime ?? '00:00', city.timezone),
      deliveryType: trip.deliveryType,
      handoverAddress: doorToDoor ? trip.handoverAddress : null,
      handbackAddress: doorToDoor
        ? trip.returnSame
          ? trip.handoverAddress
          : trip.handbackAddress
        : null,
      couponCode: trip.couponCode,
    },
    signal,
  )
})

export interface OptionsInput {
  customerId: string
  city: BookingCity
}

/** The cards and wallet a customer may pay with; `now` reads card expiry in the city's calendar. */
export function makeLoadPaymentOptions(now: () => number) {
  return fromAbortablePromise<PaymentOptions, OptionsInput>(async ({ input, signal }) => {
    const allowed = await getAllowedMethods(input.customerId, signal)
    const usable = allowed.paymentMethods.filter((method) => method.status === 'SUCCESS')
    // SPEC §4: the mada status is asked for only in Riyadh.
    const mada: PaymentOptions['mada'] = {}
    if (input.city.code === 'RUH') {
      const statuses = await Promise.all(
        usable.map((method) => getMadaStatus(method.paymentMethodId, signal)),
      )
      for (const status of statuses) mada[status.paymentMethodId] = status.madaStatus
    }
    const today = cityYearMonth(now(), input.city.timezone)
    const problems: PaymentOptions['problems'] = {}
    for (const method of allowed.paymentMethods) {
      const problem = cardProblem(method, today, mada[method.paymentMethodId])
      if (problem) problems[method.paymentMethodId] = problem
    }
    return {
      provider: allowed.paymentProvider,
      defaultType: allowed.paymentMethodType,
      methods: allowed.paymentMethods,
      mada,
      problems,
    }
  })
}

export const loadPaymentOptions = makeLoadPaymentOptions(() => Date.now())

export interface PlaceInput {
  customerId: string
  product: ProductType
  quoteId: string
  methodType: PaymentMethodType
  key: string
}

export const placeBooking = fromAbortablePromise<{ bookingId: string }, PlaceInput>(({ input }) =>
  createBooking(
    input.customerId,
    input.product,
    { quoteId: input.quoteId, paymentMethodType: input.methodType },
    input.key,
  ),
)

export interface AuthorizeInput {
  customerId: string
  bookingId: string
  paymentMethodId: string
  returnUrl: string
  key: string
}

export const authorizeCard = fromAbortablePromise<PaymentIntent, AuthorizeInput>(({ input }) =>
  preAuthorize(
    input.customerId,
    input.bookingId,
    { paymentMethodId: input.paymentMethodId, returnUrl: input.returnUrl },
    input.key,
  ),
)

export interface WalletInput {
  customerId: string
  bookingId: string
  returnUrl: string
  key: string
}

export const startWallet = fromAbortablePromise<PaymentIntent, WalletInput>(({ input }) =>
  createCareemIntent(
    input.customerId,
    { bookingId: input.bookingId, returnUrl: input.returnUrl },
    input.key,
  ),
)
