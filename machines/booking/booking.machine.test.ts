import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toPromise, waitFor } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type { PaymentStep } from '../../src/domain/payment-flow'
import { card, cardOptions, challenged, intent, wallet } from '../payment/payment.test-kit'
import { paymentView } from '../payment'
import { POLL_INTERVAL_MS } from '../three-ds'
import {
  booked,
  dayOf,
  HOURS,
  inZone,
  outOfZone,
  paymentOf,
  paymentStep,
  quote,
  startBooking,
} from './booking.test-kit'

const httpError = (status: number, code: string) =>
  new ApiError({ kind: 'http', status, code, message: code, url: '/x' })

type Actor = ReturnType<typeof startBooking>['actor']

/** Lets slots load, the debounce pass and the quote arrive. */
async function settle() {
  await vi.advanceTimersByTimeAsync(400)
}

const quoted = (actor: Actor) => actor.getSnapshot().matches({ trip: { price: 'quoted' } })

/** The payment form's new card, tokenized. */
const newCard = () => ({
  type: 'payment.cardTokenized' as const,
  cardToken: 'tok',
  cardNetwork: 'VISA' as const,
})

async function toChoosing(
  fakes: Parameters<typeof startBooking>[1] = {},
  input: Parameters<typeof startBooking>[0] = {},
) {
  const booking = startBooking({ customerId: 'user-1', ...input }, fakes)
  await settle()
  booking.actor.send({ type: 'checkout.start' })
  await waitFor(
    booking.actor,
    (s) => s.matches({ checkout: 'choosing' }) || s.matches({ checkout: 'blocked' }),
  )
  return booking
}

/** Waits until the booking exists and its payment has reached `step` (with a failure, if asked). */
async function whenPayment(actor: Actor, step: PaymentStep, options: { failed?: boolean } = {}) {
  await waitFor(actor, (s) => s.matches({ checkout: 'paying' }))
  await waitFor(
    paymentOf(actor),
    (s) => paymentView(s).step === step && (!options.failed || s.context.failure !== null),
  )
  return paymentOf(actor).getSnapshot().context
}

describe('bookingMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  describe('the trip', () => {
    it('loads the days’ slots, takes the default times and prices the trip', async () => {
      const { actor, slots, quotes } = startBooking()
      expect(actor.getSnapshot().matches({ trip: { slots: 'loading' } })).toBe(true)
      await settle()
      expect(slots.calls[0]).toMatchObject({
        listingId: 'dxb-004',
        trip: { from: '2026-12-02', to: '2026-12-05', deliveryType: 'SELF_PICKUP' },
      })
      expect(actor.getSnapshot().context.trip).toMatchObject({ fromTime: '14:00', toTime: '18:00' })
      expect(quotes.calls).toHaveLength(1)
      expect(quoted(actor)).toBe(true)
      expect(actor.getSnapshot().context.quote?.total).toBe(500)
    })

    it('returns a monthly subscription at the pick-up hour', async () => {
      const { actor } = startBooking({ product: 'MONTHLY', to: '2027-01-02' })
      await settle()
      expect(actor.getSnapshot().context.trip).toMatchObject({ fromTime: '14:00', toTime: '14:00' })
    })

    it('picks the next free time when the default is taken', async () => {
      const { actor } = startBooking(
        {},
        { slots: [{ from: dayOf(HOURS, ['14:00']), to: dayOf(HOURS, ['18:00']) }] },
      )
      await settle()
      expect(actor.getSnapshot().context.trip).toMatchObject({ fromTime: '16:00', toTime: '20:00' })
      expect(actor.getSnapshot().context.blocked).toEqual({ from: false, to: false })
    })

    it('flags a chosen time that is not free and does not price it', async () => {
      const { actor, quotes } = startBooking(
        {},
        { slots: [{ from: dayOf(HOURS, ['12:00']), to: dayOf(HOURS) }] },
      )
      await settle()
      actor.send({ type: 'trip.times', fromTime: '12:00' })
      await settle()
      expect(actor.getSnapshot().context.blocked.from).toBe(true)
      expect(actor.getSnapshot().matches({ trip: { price: 'idle' } })).toBe(true)
      expect(quotes.calls).toHaveLength(1)
    })

    it('asks for one price after several quick changes', async () => {
      const { actor, quotes } = startBooking()
      await settle()
      actor.send({ type: 'trip.coupon', code: 'W' })
      actor.send({ type: 'trip.coupon', code: 'WE' })
      actor.send({ type: 'trip.coupon', code: 'WELCOME10' })
      await settle()
      expect(quotes.calls).toHaveLength(2)
      expect(quotes.calls[1]?.trip.couponCode).toBe('WELCOME10')
    })

    it('reloads slots and forgets the times when the days change', async () => {
      const { actor, slots } = startBooking()
      await settle()
      actor.send({ type: 'trip.dates', from: '2026-12-10', to: '2026-12-12' })
      expect(actor.getSnapshot().context.quote).toBeNull()
      await settle()
      expect(slots.calls[1]?.trip).toMatchObject({ from: '2026-12-10', to: '2026-12-12' })
      expect(actor.getSnapshot().context.trip).toMatchObject({ fromTime: '14:00', toTime: '18:00' })
    })

    it('restarts a slot load when the days change before it answers; the stale answer is dropped', async () => {
      const { actor, slots } = startBooking(
        {},
        {
          slots: [
            { from: dayOf(['10:00']), to: dayOf(['10:00']) },
            { from: dayOf(HOURS), to: dayOf(HOURS) },
          ],
        },
      )
      actor.send({ type: 'trip.dates', from: '2026-12-10', to: '2026-12-12' })
      await settle()
      expect(slots.calls.map((call) => call.trip.from)).toEqual(['2026-12-02', '2026-12-10'])
      expect(actor.getSnapshot().context.trip).toMatchObject({
        from: '2026-12-10',
        fromTime: '14:00',
      })
    })

    it('does not price a daily rental shorter than 24 hours', async () => {
      const { actor, quotes } = startBooking({ to: '2026-12-03' })
      await settle()
      actor.send({ type: 'trip.times', toTime: '10:00' })
      await settle()
      expect(quotes.calls).toHaveLength(1)
      expect(actor.getSnapshot().context.quote).toBeNull()
    })

    it('prices the longest daily rental and nothing longer, counted as the platform charges', async () => {
      // 90 days: 14:00 to 18:00 on the last day is inside the return grace.
      const { actor, quotes } = startBooking({ to: '2027-03-02' })
      await settle()
      expect(quotes.calls).toHaveLength(1)
      actor.send({ type: 'trip.times', toTime: '20:00' })
      await settle()
      expect(quotes.calls).toHaveLength(1)
      expect(actor.getSnapshot().context.quote).toBeNull()
      actor.send({ type: 'trip.times', toTime: '16:00' })
      await settle()
      expect(quotes.calls).toHaveLength(2)
    })

    it('needs a delivery address inside the business zone for door-to-door', async () => {
      const { actor, quotes } = startBooking({ deliveryType: 'DOOR_TO_DOOR' })
      await settle()
      expect(quotes.calls).toHaveLength(0)
      actor.send({ type: 'trip.address', which: 'handover', address: outOfZone })
      await settle()
      expect(actor.getSnapshot().context.outsideGeofence).toBe(true)
      expect(quotes.calls).toHaveLength(0)
      actor.send({ type: 'trip.address', which: 'handover', address: inZone })
      await settle()
      expect(actor.getSnapshot().context.outsideGeofence).toBe(false)
      expect(quotes.calls[0]?.trip).toMatchObject({ handoverAddress: inZone, returnSame: true })
    })

    it('keeps the outside-zone flag for a kept address when door-to-door is chosen again', async () => {
      const { actor } = startBooking({ deliveryType: 'DOOR_TO_DOOR' })
      await settle()
      actor.send({ type: 'trip.address', which: 'handover', address: outOfZone })
      actor.send({ type: 'trip.delivery', deliveryType: 'SELF_PICKUP' })
      expect(actor.getSnapshot().context.outsideGeofence).toBe(false)
      actor.send({ type: 'trip.delivery', deliveryType: 'DOOR_TO_DOOR' })
      expect(actor.getSnapshot().context.outsideGeofence).toBe(true)
    })

    it('needs a return address when the car comes back elsewhere', async () => {
      const { actor, quotes } = startBooking({ deliveryType: 'DOOR_TO_DOOR' })
      await settle()
      actor.send({ type: 'trip.address', which: 'handover', address: inZone })
      await settle()
      actor.send({ type: 'trip.returnSame', value: false })
      await settle()
      expect(quotes.calls).toHaveLength(1)
      actor.send({
        type: 'trip.address',
        which: 'handback',
        address: { ...inZone, label: 'Downtown' },
      })
      await settle()
      expect(quotes.calls).toHaveLength(2)
    })

    it('opens and closes the address modals (SPEC §4 types)', () => {
      const { actor } = startBooking({ deliveryType: 'DOOR_TO_DOOR' })
      for (const modal of ['delivery', 'deliveryrefine', 'return', 'returnrefine'] as const) {
        actor.send({ type: 'address.open', modal })
        expect(actor.getSnapshot().context.addressModal).toBe(modal)
      }
      actor.send({ type: 'address.close' })
      expect(actor.getSnapshot().context.addressModal).toBe('none')
    })

    it('switching delivery type reloads the slots for it', async () => {
      const { actor, slots } = startBooking()
      await settle()
      actor.send({ type: 'trip.delivery', deliveryType: 'DOOR_TO_DOOR' })
      await settle()
      expect(slots.calls[1]?.trip.deliveryType).toBe('DOOR_TO_DOOR')
    })

    it('keeps the reason when the platform refuses the trip', async () => {
      const { actor } = startBooking({}, { quotes: [httpError(409, 'CAR_UNAVAILABLE')] })
      await settle()
      expect(actor.getSnapshot().matches({ trip: { price: 'failed' } })).toBe(true)
      expect(actor.getSnapshot().context.failure?.code).toBe('CAR_UNAVAILABLE')
    })

    it('renews the quote before it lapses', async () => {
      const { quotes } = startBooking()
      await settle()
      await vi.advanceTimersByTimeAsync(14 * 60_000)
      expect(quotes.calls).toHaveLength(2)
    })

    it('loads the slots again on "try again" after they failed, then prices the trip', async () => {
      const { actor, slots, quotes } = startBooking(
        {},
        {
          slots: [httpError(503, 'SLOTS_UNAVAILABLE'), { from: dayOf(HOURS), to: dayOf(HOURS) }],
        },
      )
      await settle()
      expect(actor.getSnapshot().matches({ trip: { slots: 'failed' } })).toBe(true)
      expect(actor.getSnapshot().context.failure?.code).toBe('SLOTS_UNAVAILABLE')
      expect(quotes.calls).toHaveLength(0)
      actor.send({ type: 'payment.retry' })
      await settle()
      expect(slots.calls).toHaveLength(2)
      expect(actor.getSnapshot().matches({ trip: { slots: 'ready' } })).toBe(true)
      expect(actor.getSnapshot().context.trip).toMatchObject({ fromTime: '14:00', toTime: '18:00' })
      expect(quoted(actor)).toBe(true)
      // The error that asked for the retry is gone with it.
      expect(actor.getSnapshot().context.failure).toBeNull()
    })

    it('forgets a failure the customer dismisses', async () => {
      const { actor } = startBooking({}, { quotes: [httpError(409, 'CAR_UNAVAILABLE')] })
      await settle()
      expect(actor.getSnapshot().context.failure?.code).toBe('CAR_UNAVAILABLE')
      actor.send({ type: 'failure.dismiss' })
      expect(actor.getSnapshot().context.failure).toBeNull()
    })

    it('cannot go to checkout without a quote', async () => {
      const { actor } = startBooking()
      expect(actor.getSnapshot().can({ type: 'checkout.start' })).toBe(false)
      await settle()
      expect(actor.getSnapshot().can({ type: 'checkout.start' })).toBe(true)
    })
  })

  describe('checkout', () => {
    it('asks a visitor to log in, then continues with the customer', async () => {
      const { actor, emitted, options, quotes } = startBooking()
      await settle()
      actor.send({ type: 'checkout.start' })
      expect(actor.getSnapshot().matches({ checkout: 'awaitingLogin' })).toBe(true)
      expect(emitted).toContainEqual({ type: 'loginRequired' })
      actor.send({ type: 'session.ready', customerId: 'user-9', isBanned: false })
      await waitFor(actor, (s) => s.matches({ checkout: 'choosing' }))
      expect(options.calls[0]).toMatchObject({ customerId: 'user-9' })
      expect(actor.getSnapshot().context.choice).toEqual({ kind: 'card', paymentMethodId: 'pm-1' })
      // The quote predates the login: it is asked again (same total, so payment goes on).
      expect(quotes.calls).toHaveLength(2)
      expect(actor.getSnapshot().context.requote).toBe(false)
    })

    it('checks the price again when the customer is back from logging in', async () => {
      // The page went away to log in: the flow comes back from its draft, waiting for a customer.
      const first = startBooking()
      await settle()
      first.actor.send({ type: 'checkout.start' })
      const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as unknown
      first.actor.stop()

      const back = startBooking({}, { quotes: [quote(540)] }, saved)
      expect(back.actor.getSnapshot().matches({ checkout: 'awaitingLogin' })).toBe(true)
      back.actor.send({ type: 'draft.resumed' })
      back.actor.send({ type: 'session.ready', customerId: 'user-9', isBanned: false })
      await waitFor(back.actor, (s) => s.matches('trip'))
      expect(back.quotes.calls).toHaveLength(1)
      expect(back.actor.getSnapshot().context.failure?.code).toBe('PRICE_CHANGED')
      expect(back.actor.getSnapshot().context.quote?.total).toBe(540)
    })

    it('takes the customer the route learns of while the trip is still being chosen', async () => {
      // The session was still being checked when the page started the flow (customerId null).
      const { actor, emitted, options } = startBooking()
      await settle()
      actor.send({ type: 'session.ready', customerId: 'user-7', isBanned: false })
      actor.send({ type: 'checkout.start' })
      await waitFor(actor, (s) => s.matches({ checkout: 'choosing' }))
      expect(emitted).not.toContainEqual({ type: 'loginRequired' })
      expect(options.calls[0]).toMatchObject({ customerId: 'user-7' })
    })

    it('tells a banned customer at once: no times or prices are asked for a trip they cannot pay', async () => {
      const { actor, slots, quotes } = startBooking({ customerId: 'user-banned', banned: true })
      await settle()
      expect(actor.getSnapshot().matches({ checkout: 'blocked' })).toBe(true)
      expect(actor.getSnapshot().context.failure?.code).toBe('USER_BANNED')
      expect(slots.calls).toHaveLength(0)
      expect(quotes.calls).toHaveLength(0)

      // Learning it from the session while the trip is open blocks as soon as it is known.
      const late = startBooking()
      await settle()
      expect(late.actor.getSnapshot().matches('trip')).toBe(true)
      late.actor.send({ type: 'session.ready', customerId: 'user-banned', isBanned: true })
      expect(late.actor.getSnapshot().matches({ checkout: 'blocked' })).toBe(true)
    })

    it('blocks a banned customer (SPEC §6)', async () => {
      const { actor } = await toChoosing({}, { banned: true })
      expect(actor.getSnapshot().matches({ checkout: 'blocked' })).toBe(true)
      expect(actor.getSnapshot().context.failure?.code).toBe('USER_BANNED')
      const visitor = startBooking()
      await settle()
      visitor.actor.send({ type: 'checkout.start' })
      visitor.actor.send({ type: 'session.ready', customerId: 'user-banned', isBanned: true })
      expect(visitor.actor.getSnapshot().matches({ checkout: 'blocked' })).toBe(true)
    })

    it('pays with a saved card: one booking, one charge, then confirmed', async () => {
      const { actor, emitted, bookings, payments } = await toChoosing()
      actor.send({ type: 'payment.submit' })
      const output = await toPromise(actor)
      expect(output).toEqual({ bookingId: 'bkg-1' })
      expect(bookings.calls).toHaveLength(1)
      expect(bookings.calls[0]).toMatchObject({
        customerId: 'user-1',
        quoteId: 'q-500',
        methodType: 'CARD',
      })
      expect(payments.calls[0]).toMatchObject({
        bookingId: 'bkg-1',
        paymentMethodId: 'pm-1',
        returnUrl: '/rental/summary?listingsId=dxb-004',
      })
      expect(payments.calls[0]?.key).toBeTruthy()
      expect(emitted).toContainEqual({ type: 'confirmed', bookingId: 'bkg-1' })
    })

    it('ignores a second Pay while the first is in flight', async () => {
      const { actor, bookings } = await toChoosing({
        bookings: [new Promise(() => undefined) as never],
      })
      actor.send({ type: 'payment.submit' })
      actor.send({ type: 'payment.submit' })
      await vi.advanceTimersByTimeAsync(10)
      expect(actor.getSnapshot().can({ type: 'payment.submit' })).toBe(false)
      expect(bookings.calls).toHaveLength(1)
    })

    it('goes back to choosing after a decline, keeps the booking, and pays again with a new key', async () => {
      const { actor, bookings, payments } = await toChoosing({
        options: [
          cardOptions([card('pm-1', { isPreferred: true }), card('pm-2', { last4Digits: '4444' })]),
        ],
        payments: [intent('FAILED', { failureReason: 'INSUFFICIENT_FUNDS' }), intent('SUCCEEDED')],
      })
      actor.send({ type: 'payment.submit' })
      const declined = await whenPayment(actor, 'choosing', { failed: true })
      expect(declined.failure?.code).toBe('INSUFFICIENT_FUNDS')
      expect(actor.getSnapshot().context.trip.fromTime).toBe('14:00')
      paymentOf(actor).send({
        type: 'payment.choose',
        choice: { kind: 'card', paymentMethodId: 'pm-2' },
      })
      paymentOf(actor).send({ type: 'payment.submit' })
      await toPromise(actor)
      expect(bookings.calls).toHaveLength(1)
      expect(payments.calls.map((call) => call.paymentMethodId)).toEqual(['pm-1', 'pm-2'])
      expect(payments.calls[0]?.key).not.toBe(payments.calls[1]?.key)
      expect(payments.calls[0]?.bookingId).toBe(payments.calls[1]?.bookingId)
    })

    it('keeps the same key when the payment got no answer, so a retry cannot charge twice', async () => {
      const { actor, payments } = await toChoosing({
        payments: [
          new ApiError({ kind: 'network', message: 'offline', url: '/x' }),
          intent('SUCCEEDED'),
        ],
      })
      actor.send({ type: 'payment.submit' })
      const failed = await whenPayment(actor, 'choosing', { failed: true })
      expect(failed.failure?.code).toBe('NETWORK')
      paymentOf(actor).send({ type: 'payment.submit' })
      await toPromise(actor)
      expect(payments.calls[0]?.key).toBe(payments.calls[1]?.key)
    })

    it('sends the customer back to the trip when the price or car changed (409)', async () => {
      const { actor } = await toChoosing({ bookings: [httpError(409, 'QUOTE_EXPIRED')] })
      actor.send({ type: 'payment.submit' })
      await waitFor(actor, (s) => s.matches('trip'))
      expect(actor.getSnapshot().context.failure?.code).toBe('QUOTE_EXPIRED')
      expect(actor.getSnapshot().context.quote).toBeNull()
    })

    it('asks to log in again when the session expired mid-checkout (401), keeping the draft', async () => {
      const { actor, emitted } = await toChoosing({
        bookings: [httpError(401, 'UNAUTHENTICATED'), booked('bkg-2')],
      })
      actor.send({ type: 'payment.submit' })
      await waitFor(actor, (s) => s.matches({ checkout: 'awaitingLogin' }))
      expect(emitted.filter((event) => event.type === 'loginRequired')).toHaveLength(1)
      actor.send({ type: 'session.ready', customerId: 'user-1', isBanned: false })
      await waitFor(actor, (s) => s.matches({ checkout: 'choosing' }))
      actor.send({ type: 'payment.submit' })
      await expect(toPromise(actor)).resolves.toEqual({ bookingId: 'bkg-2' })
    })

    it('goes back from choosing to the trip, keeping the trip and forgetting the failure', async () => {
      const { actor, quotes, slots } = await toChoosing({ options: [cardOptions([])] })
      actor.send({ type: 'payment.submit' })
      expect(actor.getSnapshot().context.failure?.code).toBe('CHOOSE_PAYMENT')
      const chosen = actor.getSnapshot().context.trip
      actor.send({ type: 'checkout.back' })
      expect(actor.getSnapshot().matches('trip')).toBe(true)
      expect(actor.getSnapshot().context.failure).toBeNull()
      expect(actor.getSnapshot().context.trip).toEqual(chosen)
      await settle()
      // The kept times stay chosen and the trip is priced again, ready for another Continue.
      expect(slots.calls).toHaveLength(2)
      expect(actor.getSnapshot().context.trip).toEqual(chosen)
      expect(quotes.calls).toHaveLength(2)
      expect(quoted(actor)).toBe(true)
    })

    it('loads the payment options again on "try again" after they failed', async () => {
      const { actor, options } = startBooking(
        { customerId: 'user-1' },
        {
          options: [
            httpError(503, 'OPTIONS_UNAVAILABLE'),
            cardOptions([card('pm-1', { isPreferred: true })]),
          ],
        },
      )
      await settle()
      actor.send({ type: 'checkout.start' })
      await waitFor(actor, (s) => s.matches({ checkout: 'optionsFailed' }))
      expect(actor.getSnapshot().context.failure?.code).toBe('OPTIONS_UNAVAILABLE')
      actor.send({ type: 'payment.retry' })
      await waitFor(actor, (s) => s.matches({ checkout: 'choosing' }))
      expect(options.calls).toHaveLength(2)
      expect(actor.getSnapshot().context.choice).toEqual({ kind: 'card', paymentMethodId: 'pm-1' })
      expect(actor.getSnapshot().context.failure).toBeNull()
    })

    it('forgets a payment failure the customer dismisses', async () => {
      const { actor } = await toChoosing({ options: [cardOptions([])] })
      actor.send({ type: 'payment.submit' })
      expect(actor.getSnapshot().context.failure?.code).toBe('CHOOSE_PAYMENT')
      actor.send({ type: 'failure.dismiss' })
      expect(actor.getSnapshot().context.failure).toBeNull()
      expect(actor.getSnapshot().matches({ checkout: 'choosing' })).toBe(true)
    })

    it('refuses a mada card that is barred online in Riyadh', async () => {
      const { actor } = await toChoosing({
        options: [
          cardOptions([card('pm-blocked', { isPreferred: true })], {
            'pm-blocked': 'MADA_NOT_AUTHORIZED',
          }),
        ],
      })
      actor.send({ type: 'payment.submit' })
      expect(actor.getSnapshot().matches({ checkout: 'choosing' })).toBe(true)
      expect(actor.getSnapshot().context.failure?.code).toBe('CHOOSE_PAYMENT')
    })
  })

  describe('a new card', () => {
    it('is added and paid with at once when no challenge is needed', async () => {
      const { actor, cards, payments } = await toChoosing({
        options: [cardOptions([]), cardOptions([card('pm-new')])],
        cards: [{ paymentMethod: card('pm-new'), threeDsRedirectUrl: null, failureReason: null }],
      })
      actor.send(newCard())
      await toPromise(actor)
      expect(cards.calls[0]).toMatchObject({
        cardToken: 'tok',
        cardNetwork: 'VISA',
        customerId: 'user-1',
      })
      expect(payments.calls[0]?.paymentMethodId).toBe('pm-new')
    })

    it('goes through 3-D Secure: redirect, come back, poll every second, then pay', async () => {
      const { actor, emitted, polls } = await toChoosing({
        options: [cardOptions([]), cardOptions([card('pm-3ds')])],
        cards: [challenged('pm-3ds', '/rental/sandbox/challenge?challenge=c1')],
        polls: ['pending', 'pending', 'succeeded'],
      })
      actor.send(newCard())
      await whenPayment(actor, 'toBank')
      expect(emitted).toContainEqual({
        type: 'leave',
        url: '/rental/sandbox/challenge?challenge=c1',
        back: { kind: 'card', paymentMethodId: 'pm-3ds' },
      })
      paymentOf(actor).send({ type: 'challenge.returned' })
      await vi.advanceTimersByTimeAsync(3 * POLL_INTERVAL_MS)
      await expect(toPromise(actor)).resolves.toEqual({ bookingId: 'bkg-1' })
      expect(polls.calls).toHaveLength(3)
      expect(polls.calls[0]).toEqual({
        kind: 'card',
        customerId: 'user-1',
        paymentMethodId: 'pm-3ds',
      })
    })

    it('tells the customer when 3-D Secure fails or times out', async () => {
      const failing = await toChoosing({ cards: [challenged()], polls: ['failed'] })
      failing.actor.send(newCard())
      await whenPayment(failing.actor, 'toBank')
      paymentOf(failing.actor).send({ type: 'challenge.returned' })
      const failed = await whenPayment(failing.actor, 'choosing', { failed: true })
      expect(failed.failure?.code).toBe('THREE_DS_FAILED')

      const slow = await toChoosing({ cards: [challenged()], polls: ['pending'] })
      slow.actor.send(newCard())
      await whenPayment(slow.actor, 'toBank')
      paymentOf(slow.actor).send({ type: 'challenge.returned' })
      await vi.advanceTimersByTimeAsync(121 * POLL_INTERVAL_MS)
      // The booking was made before the bank was asked: it waits, unpaid, with its reference.
      expect(paymentStep(slow.actor)).toBe('cardPending')
      expect(slow.actor.getSnapshot().context.booked?.bookingId).toBe('bkg-1')
      expect(paymentView(paymentOf(slow.actor).getSnapshot()).reference).toBe('RNT-BKG1')
      expect(slow.payments.calls).toHaveLength(0)
    })

    it('makes the booking before the bank page, once, and pays it when the card is approved', async () => {
      const { actor, emitted, bookings, payments } = await toChoosing({
        cards: [challenged()],
        options: [
          cardOptions([card('pm-1', { isPreferred: true })]),
          cardOptions([card('pm-1'), card('pm-3ds')]),
        ],
        polls: ['pending', 'pending', 'succeeded'],
      })
      actor.send(newCard())
      await whenPayment(actor, 'toBank')
      expect(bookings.calls).toHaveLength(1)
      expect(actor.getSnapshot().context.booked).toMatchObject({ bookingId: 'bkg-1' })
      expect(emitted).toContainEqual({
        type: 'leave',
        url: '/c',
        back: { kind: 'card', paymentMethodId: 'pm-3ds' },
      })
      paymentOf(actor).send({ type: 'challenge.returned' })
      await vi.advanceTimersByTimeAsync(3 * POLL_INTERVAL_MS)
      await expect(toPromise(actor)).resolves.toEqual({ bookingId: 'bkg-1' })
      expect(bookings.calls).toHaveLength(1)
      expect(payments.calls).toEqual([
        expect.objectContaining({ bookingId: 'bkg-1', paymentMethodId: 'pm-3ds' }),
      ])
    })

    it('after a bank that never answered, checks again or pays the same booking another way', async () => {
      const later = await toChoosing({ cards: [challenged()], polls: ['pending'] })
      later.actor.send(newCard())
      await whenPayment(later.actor, 'toBank')
      paymentOf(later.actor).send({ type: 'challenge.returned' })
      await vi.advanceTimersByTimeAsync(121 * POLL_INTERVAL_MS)
      expect(paymentStep(later.actor)).toBe('cardPending')
      // "Check again" polls once more (still every second), and the bank has answered meanwhile.
      paymentOf(later.actor).send({ type: 'payment.checkAgain' })
      expect(paymentStep(later.actor)).toBe('verifyingCard')

      const other = await toChoosing({ cards: [challenged()], polls: ['pending'] })
      other.actor.send(newCard())
      await whenPayment(other.actor, 'toBank')
      paymentOf(other.actor).send({ type: 'challenge.returned' })
      await vi.advanceTimersByTimeAsync(121 * POLL_INTERVAL_MS)
      paymentOf(other.actor).send({ type: 'payment.anotherWay' })
      expect(paymentStep(other.actor)).toBe('choosing')
      expect(paymentOf(other.actor).getSnapshot().context.newCard).toBeNull()
      // The trip of a booking that exists is fixed: no way back to a second booking.
      other.actor.send({ type: 'checkout.back' })
      expect(other.actor.getSnapshot().matches({ checkout: 'paying' })).toBe(true)
      paymentOf(other.actor).send({
        type: 'payment.choose',
        choice: { kind: 'card', paymentMethodId: 'pm-1' },
      })
      paymentOf(other.actor).send({ type: 'payment.submit' })
      await expect(toPromise(other.actor)).resolves.toEqual({ bookingId: 'bkg-1' })
      expect(other.bookings.calls).toHaveLength(1)
      expect(other.payments.calls).toEqual([
        expect.objectContaining({ bookingId: 'bkg-1', paymentMethodId: 'pm-1' }),
      ])
    })

    it('reports a card declined when added', async () => {
      const { actor } = await toChoosing({
        cards: [
          {
            paymentMethod: card('pm-bad', { status: 'FAILED' }),
            threeDsRedirectUrl: null,
            failureReason: 'CARD_DECLINED',
          },
        ],
      })
      actor.send(newCard())
      const declined = await whenPayment(actor, 'choosing', { failed: true })
      expect(declined.failure?.code).toBe('CARD_DECLINED')
    })
  })

  describe('the ride-app wallet', () => {
    it('is the default for ride-app customers and confirms once the wallet approves', async () => {
      const { actor, emitted, polls, bookings } = await toChoosing({
        options: [wallet],
        wallets: [
          intent('PENDING', {
            intentId: 'pi-w',
            redirectUrl: '/rental/sandbox/challenge?challenge=w1',
          }),
        ],
        polls: ['succeeded'],
      })
      expect(actor.getSnapshot().context.choice).toEqual({ kind: 'wallet' })
      actor.send({ type: 'payment.submit' })
      await whenPayment(actor, 'toWallet')
      expect(bookings.calls[0]?.methodType).toBe('CAREEM_PAY')
      expect(emitted).toContainEqual({
        type: 'leave',
        url: '/rental/sandbox/challenge?challenge=w1',
        back: { kind: 'wallet', intentId: 'pi-w' },
      })
      paymentOf(actor).send({ type: 'challenge.returned' })
      await expect(toPromise(actor)).resolves.toEqual({ bookingId: 'bkg-1' })
      expect(polls.calls[0]).toEqual({ kind: 'wallet', customerId: 'user-1', intentId: 'pi-w' })
    })

    it('goes back to choosing when the wallet declines at once, keeping the booking', async () => {
      const { actor, bookings, wallets } = await toChoosing({
        options: [wallet],
        wallets: [intent('FAILED', { failureReason: 'INSUFFICIENT_FUNDS' }), intent('SUCCEEDED')],
      })
      actor.send({ type: 'payment.submit' })
      const declined = await whenPayment(actor, 'choosing', { failed: true })
      expect(declined.failure?.code).toBe('WALLET_DECLINED')
      paymentOf(actor).send({ type: 'payment.submit' })
      await expect(toPromise(actor)).resolves.toEqual({ bookingId: 'bkg-1' })
      expect(bookings.calls).toHaveLength(1)
      expect(wallets.calls[0]?.key).not.toBe(wallets.calls[1]?.key)
    })

    it('goes back to choosing when the wallet declines on its own page', async () => {
      const { actor } = await toChoosing({
        options: [wallet],
        wallets: [intent('PENDING', { redirectUrl: '/w' })],
        polls: ['failed'],
      })
      actor.send({ type: 'payment.submit' })
      await whenPayment(actor, 'toWallet')
      paymentOf(actor).send({ type: 'challenge.returned' })
      const declined = await whenPayment(actor, 'choosing', { failed: true })
      expect(declined.failure?.code).toBe('WALLET_DECLINED')
    })

    it('shows a pending state when the wallet does not answer in time', async () => {
      const { actor } = await toChoosing({
        options: [wallet],
        wallets: [intent('PENDING', { redirectUrl: '/w' })],
        polls: ['pending'],
      })
      actor.send({ type: 'payment.submit' })
      await whenPayment(actor, 'toWallet')
      paymentOf(actor).send({ type: 'challenge.returned' })
      await vi.advanceTimersByTimeAsync(121 * POLL_INTERVAL_MS)
      expect(paymentStep(actor)).toBe('walletPending')
    })
  })

  describe('a restored draft', () => {
    it('resumes at the same step and checks the price again', async () => {
      const first = await toChoosing()
      const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as unknown
      first.actor.stop()

      const same = startBooking({ customerId: 'user-1' }, { quotes: [quote(500)] }, saved)
      expect(same.actor.getSnapshot().matches({ checkout: 'choosing' })).toBe(true)
      same.actor.send({ type: 'draft.resumed' })
      await waitFor(
        same.actor,
        (s) => s.matches({ checkout: 'choosing' }) && same.quotes.calls.length === 1,
      )
      expect(same.actor.getSnapshot().context.failure).toBeNull()

      const changed = startBooking({ customerId: 'user-1' }, { quotes: [quote(540)] }, saved)
      changed.actor.send({ type: 'draft.resumed' })
      await waitFor(changed.actor, (s) => s.matches('trip'))
      expect(changed.actor.getSnapshot().context.failure?.code).toBe('PRICE_CHANGED')
      expect(changed.actor.getSnapshot().context.quote?.total).toBe(540)
    })

    it('goes back to the trip with the reason when the price cannot be checked again', async () => {
      const first = await toChoosing()
      const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as unknown
      first.actor.stop()

      const back = startBooking(
        { customerId: 'user-1' },
        { quotes: [httpError(409, 'CAR_UNAVAILABLE'), quote(500)] },
        saved,
      )
      back.actor.send({ type: 'draft.resumed' })
      await waitFor(back.actor, (s) => s.matches('trip'))
      expect(back.quotes.calls).toHaveLength(1)
      expect(back.actor.getSnapshot().context.failure?.code).toBe('CAR_UNAVAILABLE')
    })

    it('verifies the card and pays when the page comes back from 3-D Secure', async () => {
      const fakes = {
        options: [cardOptions([]), cardOptions([card('pm-3ds')])],
        cards: [challenged('pm-3ds', '/rental/sandbox/challenge?challenge=c1')],
      }
      const first = await toChoosing(fakes)
      first.actor.send(newCard())
      await whenPayment(first.actor, 'toBank')
      const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as unknown
      first.actor.stop()

      // The full-page redirect lost the page: the draft comes back, its booking made, and the
      // page says what the payment left at the bank.
      const back = startBooking(
        { customerId: 'user-1' },
        { options: [cardOptions([card('pm-3ds')])], polls: ['pending', 'succeeded'] },
        saved,
      )
      expect(back.actor.getSnapshot().matches({ checkout: 'paying' })).toBe(true)
      back.actor.send({ type: 'draft.resumed', back: { kind: 'card', paymentMethodId: 'pm-3ds' } })
      await vi.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS)
      await expect(toPromise(back.actor)).resolves.toEqual({ bookingId: 'bkg-1' })
      expect(back.polls.calls[0]).toEqual({
        kind: 'card',
        customerId: 'user-1',
        paymentMethodId: 'pm-3ds',
      })
      expect(back.payments.calls[0]?.paymentMethodId).toBe('pm-3ds')
      expect(back.bookings.calls).toHaveLength(0)
      expect(back.cards.calls).toHaveLength(0)
    })

    it('checks the wallet payment when the page comes back from the wallet', async () => {
      const first = await toChoosing({
        options: [wallet],
        wallets: [intent('PENDING', { intentId: 'pi-w', redirectUrl: '/w' })],
      })
      first.actor.send({ type: 'payment.submit' })
      await whenPayment(first.actor, 'toWallet')
      const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as unknown
      first.actor.stop()

      const back = startBooking(
        { customerId: 'user-1' },
        { options: [wallet], polls: ['pending', 'succeeded'] },
        saved,
      )
      expect(back.actor.getSnapshot().matches({ checkout: 'paying' })).toBe(true)
      back.actor.send({ type: 'draft.resumed', back: { kind: 'wallet', intentId: 'pi-w' } })
      await vi.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS)
      await expect(toPromise(back.actor)).resolves.toEqual({ bookingId: 'bkg-1' })
      expect(back.polls.calls[0]).toEqual({
        kind: 'wallet',
        customerId: 'user-1',
        intentId: 'pi-w',
      })
      expect(back.wallets.calls).toHaveLength(0)
      expect(back.bookings.calls).toHaveLength(0)
    })

    it('after a plain reload of a booked checkout, offers the ways to pay for the same booking', async () => {
      const first = await toChoosing({ payments: [intent('FAILED')] })
      first.actor.send({ type: 'payment.submit' })
      await whenPayment(first.actor, 'choosing', { failed: true })
      const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as unknown
      first.actor.stop()

      const again = startBooking({ customerId: 'user-1' }, {}, saved)
      again.actor.send({ type: 'draft.resumed' })
      await whenPayment(again.actor, 'choosing')
      expect(again.payments.calls).toHaveLength(0)
      paymentOf(again.actor).send({ type: 'payment.submit' })
      await expect(toPromise(again.actor)).resolves.toEqual({ bookingId: 'bkg-1' })
      expect(again.bookings.calls).toHaveLength(0)
    })

    it('keeps its idempotency keys across a reload', async () => {
      const first = await toChoosing()
      const key = first.actor.getSnapshot().context.bookingKey
      const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot())) as unknown
      const restored = startBooking({ customerId: 'user-1' }, {}, saved)
      expect(restored.actor.getSnapshot().context.bookingKey).toBe(key)
    })
  })
})
