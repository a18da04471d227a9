import { cardProblem } from '../../src/domain/cards'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import type {
  CardTokenResponse,
  PaymentIntent,
  PriceQuote,
  SavedPaymentMethod,
} from '../../src/api/schemas/payment'
import type { Slot } from '../../src/domain/time-slots'
import type { AddCardInput } from '../cards/add-card.actors'
import { threeDsMachine } from '../three-ds/three-ds.machine'
import type { PollStatus, PollTarget } from '../three-ds/three-ds.actors'
import type {
  AuthorizeInput,
  OptionsInput,
  PlaceInput,
  QuoteInput,
  SlotsInput,
  WalletInput,
} from './booking.actors'
import { bookingMachine } from './booking.machine'
import type { BookingEmitted, BookingInput, PaymentOptions } from './booking.types'

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

/** Payment options of a ride-app customer: the wallet only. */
export const wallet = {
  provider: 'CAREEM' as const,
  defaultType: 'CAREEM_PAY' as const,
  methods: [],
  mada: {},
  problems: {},
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

export const card = (
  id: string,
  overrides: Partial<SavedPaymentMethod> = {},
): SavedPaymentMethod => ({
  paymentMethodId: id,
  brand: 'VISA',
  last4Digits: '4242',
  expiryMonth: 8,
  expiryYear: 2029,
  status: 'SUCCESS',
  isPreferred: false,
  ...overrides,
})

/** The month the kit's card expiries are read in. */
const TODAY = { year: 2026, month: 11 }

export const cardOptions = (
  methods: SavedPaymentMethod[],
  mada: PaymentOptions['mada'] = {},
): PaymentOptions => ({
  provider: 'CHECKOUT',
  defaultType: 'CARD',
  methods,
  mada,
  problems: Object.fromEntries(
    methods.flatMap((method) => {
      const problem = cardProblem(method, TODAY, mada[method.paymentMethodId])
      return problem ? [[method.paymentMethodId, problem]] : []
    }),
  ),
})

export const intent = (
  status: PaymentIntent['status'],
  overrides: Partial<PaymentIntent> = {},
): PaymentIntent => ({
  intentId: 'pi-1',
  bookingId: 'bkg-1',
  amount: 500,
  currency: 'AED',
  status,
  failureReason: null,
  redirectUrl: null,
  createdAt: '2026-12-01T10:00:00Z',
  ...overrides,
})

/** A recorded fake: answers from a queue (the last answer repeats) and keeps every input. */
export function fake<T, I>(answers: Array<T | Error>) {
  const calls: I[] = []
  const logic = fromPromise<T, I>(({ input }) => {
    calls.push(input)
    const next = answers.length > 1 ? answers.shift() : answers[0]
    if (next instanceof Error) return Promise.reject(next)
    if (next === undefined) return Promise.reject(new Error('no answer scripted'))
    return Promise.resolve(next)
  })
  return { logic, calls }
}

export interface Fakes {
  slots?: Array<{ from: Slot[]; to: Slot[] } | Error>
  quotes?: Array<PriceQuote | Error>
  options?: Array<PaymentOptions | Error>
  cards?: Array<CardTokenResponse | Error>
  bookings?: Array<{ bookingId: string } | Error>
  payments?: Array<PaymentIntent | Error>
  wallets?: Array<PaymentIntent | Error>
  polls?: Array<PollStatus | Error>
}

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
  const options = fake<PaymentOptions, OptionsInput>(
    fakes.options ?? [cardOptions([card('pm-1', { isPreferred: true })])],
  )
  const cards = fake<CardTokenResponse, AddCardInput>(fakes.cards ?? [])
  const bookings = fake<{ bookingId: string }, PlaceInput>(
    fakes.bookings ?? [{ bookingId: 'bkg-1' }],
  )
  const payments = fake<PaymentIntent, AuthorizeInput>(fakes.payments ?? [intent('SUCCEEDED')])
  const wallets = fake<PaymentIntent, WalletInput>(fakes.wallets ?? [])
  const polls = fake<PollStatus, PollTarget>(fakes.polls ?? ['succeeded'])
  const machine = bookingMachine.provide({
    actors: {
      loadSlots: slots.logic,
      quoteTrip: quotes.logic,
      loadPaymentOptions: options.logic,
      addCard: cards.logic,
      placeBooking: bookings.logic,
      authorizeCard: payments.logic,
      startWallet: wallets.logic,
      verifyPayment: threeDsMachine.provide({ actors: { checkStatus: polls.logic } }),
    },
  })
  const actor = createActor(machine, {
    input: { ...baseInput, ...input },
    ...(snapshot ? { snapshot: snapshot as SnapshotFrom<typeof bookingMachine> } : {}),
  })
  const emitted: BookingEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted, slots, quotes, options, cards, bookings, payments, wallets, polls }
}
