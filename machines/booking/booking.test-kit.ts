import { createActor, type SnapshotFrom } from 'xstate'
import type { PriceQuote } from '../../src/api/schemas/payment'
import type { PaymentStep } from '../../src/domain/payment-flow'
import type { Slot } from '../../src/domain/time-slots'
import { scriptedPayment, type PageAction, type PaymentFakes } from '../payment/payment.test-kit'
import { paymentView } from '../payment'
import { fake } from '../shared/fake-actor'
import type { PlaceInput, QuoteInput, SlotsInput } from './booking.actors'
import { bookingMachine } from './booking.machine'
import type { BookedTrip, BookingEmitted, BookingInput } from './booking.types'

// Builders for the booking machine's tests: every platform step is a recorded fake.

export const dubai = {
  code: 'DXB' as const,
  slug: 'dubai',
  timezone: 'Asia/Dubai',
  currency: 'AED' as const,
  businessZone: [
    { latitude: 25, longitude: 55 },
    { latitude: 25, longitude: 55.5 },
    { latitude: 25.5, longitude: 55.5 },
    { latitude: 25.5, longitude: 55 },
  ],
}

export const inZone = { label: 'Marina Walk', location: { latitude: 25.2, longitude: 55.2 } }
export const outOfZone = { label: 'Hatta', location: { latitude: 24.8, longitude: 56.1 } }

export const dayOf = (times: string[], busy: string[] = []): Slot[] =>
  times.map((time) => ({ time, available: !busy.includes(time) }))

export const HOURS = ['10:00', '12:00', '14:00', '16:00', '18:00', '20:00']

export function quote(total = 500, overrides: Partial<PriceQuote> = {}): PriceQuote {
  return {
    quoteId: `q-${total}`,
    productType: 'DAILY',
    currency: 'AED',
    periods: 3,
    carPrice: 150,
    rentalFee: 450,
    deliveryFee: 0,
    serviceFee: 25,
    shortTermSurcharge: 0,
    discount: 0,
    coupon: null,
    vatPercentage: 5,
    vat: 23.75,
    depositMonths: 0,
    depositAmount: 1000,
    total,
    validUntil: '2026-12-01T10:15:00Z',
    ...overrides,
  }
}

export interface Fakes extends PaymentFakes {
  slots?: Array<{ from: Slot[]; to: Slot[] } | Error>
  quotes?: Array<PriceQuote | Error>
  bookings?: Array<BookedTrip | Error>
}

/** A booking the platform made: its id, the reference a customer reads, and its total. */
export const booked = (bookingId = 'bkg-1', total = 500): BookedTrip => ({
  bookingId,
  reference: `RNT-${bookingId.replace(/\W/g, '').slice(-6).toUpperCase()}`,
  total,
})

export const baseInput: BookingInput = {
  listingId: 'dxb-004',
  city: dubai,
  product: 'DAILY',
  from: '2026-12-02',
  to: '2026-12-05',
  deliveryType: 'SELF_PICKUP',
  customerId: null,
  banned: false,
  returnUrl: '/rental/summary?listingsId=dxb-004',
}

export function startBooking(
  input: Partial<BookingInput> = {},
  fakes: Fakes = {},
  snapshot?: unknown,
) {
  const slots = fake<{ from: Slot[]; to: Slot[] }, SlotsInput>(
    fakes.slots ?? [{ from: dayOf(HOURS), to: dayOf(HOURS) }],
  )
  const quotes = fake<PriceQuote, QuoteInput>(fakes.quotes ?? [quote()])
  const bookings = fake<BookedTrip, PlaceInput>(fakes.bookings ?? [booked()])
  const actions: PageAction[] = []
  const payment = scriptedPayment(fakes, actions)
  // The checkout loads the ways to pay with the same fake as the payment it starts.
  const options = payment.options
  const machine = bookingMachine.provide({
    actors: {
      loadSlots: slots.logic,
      quoteTrip: quotes.logic,
      loadPaymentOptions: options.logic,
      placeBooking: bookings.logic,
      payment: payment.machine,
    },
  })
  const actor = createActor(machine, {
    input: { ...baseInput, ...input },
    ...(snapshot ? { snapshot: snapshot as SnapshotFrom<typeof bookingMachine> } : {}),
  })
  // What the machine and its payment tell the page, in order.
  const emitted: Array<BookingEmitted | PageAction> = actions
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const { cards, payments, wallets, polls } = payment
  return { actor, emitted, slots, quotes, options, cards, bookings, payments, wallets, polls }
}

/** Where the booking's payment stands, once the booking exists (its payment machine's step). */
export function paymentStep(actor: ReturnType<typeof startBooking>['actor']): PaymentStep | null {
  const child = actor.getSnapshot().children.payment
  return child ? paymentView(child.getSnapshot()).step : null
}

/** The booking's payment, to send the form's events to once the booking exists. */
export function paymentOf(actor: ReturnType<typeof startBooking>['actor']) {
  const child = actor.getSnapshot().children.payment
  if (!child) throw new Error('no payment under way')
  return child
}
