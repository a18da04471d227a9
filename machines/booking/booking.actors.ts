import { fromAbortablePromise } from '../shared/abortable-promise'
import { getListingSlots } from '../../src/api/availability'
import { calculatePrice, createBooking } from '../../src/api/payment'
import type { Address, ProductType } from '../../src/api/schemas/common'
import type { PriceQuote } from '../../src/api/schemas/payment'
import type { PaymentMethodType } from '../../src/domain/payment-options'
import { offeredStartSlots, zonedMoment, type Slot } from '../../src/domain/time-slots'
import type { BookedTrip, BookingCity, TripAddress, TripDraft } from './booking.types'

// One actor per platform step of a booking (paying it is the payment machine). The route may replace any of them (tests do), and
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

/** The platform's address has no place ID (SPEC §7): that stays in the app's draft. */
export function platformAddress(address: TripAddress | null): Address | null {
  if (!address) return null
  const { label, location, details } = address
  return details === undefined ? { label, location } : { label, location, details }
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
      handoverAddress: doorToDoor ? platformAddress(trip.handoverAddress) : null,
      handbackAddress: doorToDoor
        ? platformAddress(trip.returnSame ? trip.handoverAddress : trip.handbackAddress)
        : null,
      couponCode: trip.couponCode,
    },
    signal,
  )
})

export interface PlaceInput {
  customerId: string
  product: ProductType
  quoteId: string
  methodType: PaymentMethodType
  key: string
}

export const placeBooking = fromAbortablePromise<BookedTrip, PlaceInput>(async ({ input }) => {
  const booking = await createBooking(
    input.customerId,
    input.product,
    { quoteId: input.quoteId, paymentMethodType: input.methodType },
    input.key,
  )
  return { bookingId: booking.bookingId, reference: booking.reference, total: booking.total }
})
