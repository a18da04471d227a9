import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { startBooking } from '../../machines/booking/booking.test-kit'
import { checkoutView } from '../../machines/booking/booking.view'
import { endDateMachine } from '../../machines/end-date/end-date.machine'
import type { OptionsInput } from '../../machines/payment/payment.actors'
import { card, scriptedPayment } from '../../machines/payment/payment.test-kit'
import { paymentView } from '../../machines/payment/payment.view'
import type { PaymentMethodsView } from '../api/payment'
import type { ChargeSummary, SavedPaymentMethod } from '../api/schemas/payment'
import { failureMessageKey } from '../components/failure-messages'
import { unusable } from '../components/payments/payment-methods'
import type { PaymentView } from '../domain/payment-flow'
import { buildPaymentOptions, type PaymentOptions } from '../domain/payment-options'

// One rule for "can this card pay here": the same saved cards, as the platform answers them,
// offered the same way wherever the customer pays (the checkout, an unpaid booking, a new end
// date): the same cards listed, the same one chosen, the same reason beside each card that
// cannot pay, and the same message when the customer tries to pay with it anyway.

const TODAY = { year: 2026, month: 11 }

/** The platform's answer for a customer holding one card of the case, beside a good one. */
function platformAnswer(problemCard: SavedPaymentMethod, mada: PaymentMethodsView['mada'] = {}) {
  return {
    paymentProvider: 'CHECKOUT' as const,
    paymentMethodType: 'CARD' as const,
    paymentMethods: [card('pm-good', { last4Digits: '1111' }), problemCard],
    mada,
  }
}

const CASES: Array<{
  name: string
  cityCode: 'DXB' | 'RUH'
  answer: PaymentMethodsView
}> = [
  {
    name: 'expired',
    cityCode: 'DXB',
    answer: platformAnswer(card('pm-case', { expiryYear: 2026, expiryMonth: 10 })),
  },
  {
    name: 'not inserted',
    cityCode: 'DXB',
    answer: platformAnswer(card('pm-case', { last4Digits: '' })),
  },
  {
    name: 'mada barred online, in Riyadh',
    cityCode: 'RUH',
    answer: platformAnswer(card('pm-case'), { 'pm-case': 'MADA_NOT_AUTHORIZED' }),
  },
  {
    name: 'mada barred online, in Dubai (it can pay there)',
    cityCode: 'DXB',
    answer: platformAnswer(card('pm-case'), { 'pm-case': 'MADA_NOT_AUTHORIZED' }),
  },
  {
    name: 'pending',
    cityCode: 'DXB',
    answer: platformAnswer(card('pm-case', { status: 'PENDING' })),
  },
  {
    name: 'declined by the bank when added',
    cityCode: 'DXB',
    answer: platformAnswer(card('pm-case', { status: 'FAILED' })),
  },
  {
    name: 'preferred',
    cityCode: 'DXB',
    answer: platformAnswer(card('pm-case', { isPreferred: true, last4Digits: '2222' })),
  },
]

const CITY = {
  DXB: { code: 'DXB' as const, timezone: 'Asia/Dubai', currency: 'AED' as const },
  RUH: { code: 'RUH' as const, timezone: 'Asia/Riyadh', currency: 'SAR' as const },
} as const

/** What a customer meets: the cards listed with their reason, the chosen one, paying with the case. */
function offer(view: PaymentView) {
  const options = view.options
  if (!options) throw new Error('No ways to pay on screen')
  return {
    cards: options.methods.map((method) => ({
      id: method.paymentMethodId,
      reason: unusable(method, options) ?? null,
    })),
    chosen: view.choice,
  }
}

function loaderFor(answer: PaymentMethodsView, cityCode: 'DXB' | 'RUH') {
  return fromPromise<PaymentOptions, OptionsInput>(() =>
    Promise.resolve(buildPaymentOptions(answer, { today: TODAY, cityCode })),
  )
}

/** The customer picks the case's card (where it is listed) and presses Pay. */
async function payWithCase(
  send: (
    event: { type: 'payment.choose'; choice: PaymentView['choice'] } | { type: 'payment.submit' },
  ) => void,
  read: () => PaymentView,
) {
  send({ type: 'payment.choose', choice: { kind: 'card', paymentMethodId: 'pm-case' } })
  send({ type: 'payment.submit' })
  await vi.advanceTimersByTimeAsync(0)
  const { failure } = read()
  return failure ? failureMessageKey(failure, 'payment') : 'charged'
}

async function throughCheckout(answer: PaymentMethodsView, cityCode: 'DXB' | 'RUH') {
  const booking = startBooking(
    { customerId: 'user-1', city: { ...CITY[cityCode], slug: 'x', businessZone: [] } },
    { options: [buildPaymentOptions(answer, { today: TODAY, cityCode })] },
  )
  await vi.advanceTimersByTimeAsync(400)
  booking.actor.send({ type: 'checkout.start' })
  await waitFor(booking.actor, (s) => s.matches({ checkout: 'choosing' }))
  const read = () => checkoutView(booking.actor.getSnapshot())
  const shown = offer(read())
  const paying = await payWithCase((event) => booking.actor.send(event), read)
  return { ...shown, paying }
}

async function throughUnpaidBooking(answer: PaymentMethodsView, cityCode: 'DXB' | 'RUH') {
  const provided = scriptedPayment().machine.provide({
    actors: { loadPaymentOptions: loaderFor(answer, cityCode) },
  })
  const actor = createActor(provided, {
    input: {
      customerId: 'user-1',
      booking: { bookingId: 'bkg-1', reference: 'RNT-BKG1' },
      city: CITY[cityCode],
      amount: 100,
      preferred: { kind: 'none' },
      returnUrl: '/rental/post-booking/bkg-1?payment=returned',
      start: { kind: 'choose' },
    },
  }).start()
  await vi.advanceTimersByTimeAsync(0)
  const read = () => paymentView(actor.getSnapshot())
  const shown = offer(read())
  const paying = await payWithCase((event) => actor.send(event), read)
  return { ...shown, paying }
}

async function throughExtension(answer: PaymentMethodsView, cityCode: 'DXB' | 'RUH') {
  const summary: ChargeSummary = {
    bookingId: 'bkg-1',
    currency: CITY[cityCode].currency,
    charges: [{ type: 'EXTENSION', amount: 100 }],
    total: 100,
  }
  const payment = scriptedPayment().machine.provide({
    actors: { loadPaymentOptions: loaderFor(answer, cityCode) },
  })
  const machine = endDateMachine.provide({
    actors: {
      priceChange: fromPromise(() => Promise.resolve(summary)),
      commitChange: fromPromise(() => Promise.resolve(summary)),
      payment,
    },
  })
  const actor = createActor(machine, {
    input: {
      customerId: 'user-1',
      booking: {
        bookingId: 'bkg-1',
        reference: 'RNT-BKG1',
        productType: 'DAILY',
        from: '2026-11-30T14:00:00+04:00',
        to: '2026-12-04T14:00:00+04:00',
        status: 'ACTIVE',
      },
      city: CITY[cityCode],
      now: Date.parse('2026-12-01T10:00:00+04:00'),
      lastHourAllowed: false,
      preset: { endDate: '2026-12-05T14:00:00+04:00' },
      returnUrl: '/rental/post-booking/bkg-1?payment=returned',
      preferred: { kind: 'none' },
    },
  }).start()
  await waitFor(actor, (s) => s.matches('reviewing'))
  actor.send({ type: 'change.confirm' })
  await waitFor(actor, (s) => s.matches('paying'))
  await vi.advanceTimersByTimeAsync(0)
  const pay = actor.getSnapshot().children.pay
  if (!pay) throw new Error('The change is not being paid')
  const read = () => paymentView(pay.getSnapshot())
  const shown = offer(read())
  const paying = await payWithCase((event) => pay.send(event), read)
  return { ...shown, paying }
}

describe('the same cards, wherever the customer pays', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each(CASES)('a card $name', async ({ answer, cityCode }) => {
    const checkout = await throughCheckout(answer, cityCode)
    const unpaid = await throughUnpaidBooking(answer, cityCode)
    const extension = await throughExtension(answer, cityCode)
    expect(unpaid).toEqual(checkout)
    expect(extension).toEqual(checkout)
  })

  it('offers what the one rule says, case by case', async () => {
    const outcomes = await Promise.all(
      CASES.map(async ({ name, answer, cityCode }) => {
        const { cards, chosen, paying } = await throughUnpaidBooking(answer, cityCode)
        return { name, cards, chosen, paying }
      }),
    )
    const good = { id: 'pm-good', reason: null }
    const goodChosen = { kind: 'card', paymentMethodId: 'pm-good' }
    const refused = 'booking.failure.CHOOSE_PAYMENT'
    expect(outcomes).toEqual([
      {
        name: 'expired',
        cards: [good, { id: 'pm-case', reason: 'booking.methods.expired' }],
        chosen: goodChosen,
        paying: refused,
      },
      {
        name: 'not inserted',
        cards: [good, { id: 'pm-case', reason: 'booking.methods.notInserted' }],
        chosen: goodChosen,
        paying: refused,
      },
      {
        name: 'mada barred online, in Riyadh',
        cards: [good, { id: 'pm-case', reason: 'booking.methods.madaBlocked' }],
        chosen: goodChosen,
        paying: refused,
      },
      {
        name: 'mada barred online, in Dubai (it can pay there)',
        cards: [good, { id: 'pm-case', reason: null }],
        chosen: goodChosen,
        paying: 'charged',
      },
      {
        name: 'pending',
        cards: [good, { id: 'pm-case', reason: 'booking.methods.pending' }],
        chosen: goodChosen,
        paying: refused,
      },
      {
        // Never saved: not listed, and nothing to pay with it.
        name: 'declined by the bank when added',
        cards: [good],
        chosen: goodChosen,
        paying: refused,
      },
      {
        name: 'preferred',
        cards: [good, { id: 'pm-case', reason: null }],
        chosen: { kind: 'card', paymentMethodId: 'pm-case' },
        paying: 'charged',
      },
    ])
  })
})
