import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toPromise, waitFor } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { card, cardOptions, intent, wallet } from '../payment/payment.test-kit'
import { paymentView } from '../payment'
import { paymentOf, startBooking } from './booking.test-kit'

// What the booking machine and its payment tell the route for analytics: a payment submitted
// (by kind of method, never which card) and a submitted payment that failed (by its reason's
// code).

async function toChoosing(fakes: Parameters<typeof startBooking>[1] = {}) {
  const booking = startBooking({ customerId: 'user-1' }, fakes)
  await vi.advanceTimersByTimeAsync(400)
  booking.actor.send({ type: 'checkout.start' })
  await waitFor(booking.actor, (s) => s.matches({ checkout: 'choosing' }))
  return booking
}

/** Until the booking's payment is back at choosing with a reason. */
async function declined(actor: Awaited<ReturnType<typeof toChoosing>>['actor']) {
  await waitFor(actor, (s) => s.matches({ checkout: 'paying' }))
  await waitFor(
    paymentOf(actor),
    (s) => paymentView(s).step === 'choosing' && s.context.failure !== null,
  )
}

const analytics = (emitted: { type: string }[]) =>
  emitted.filter((event) => event.type === 'paymentSubmitted' || event.type === 'failed')

describe('booking analytics', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports a saved card’s payment once, then nothing failed', async () => {
    const { actor, emitted } = await toChoosing()
    actor.send({ type: 'payment.submit' })
    await toPromise(actor)
    expect(analytics(emitted)).toEqual([{ type: 'paymentSubmitted', method: 'saved_card' }])
  })

  it('reports a decline with the bank’s reason, and the second attempt', async () => {
    const { actor, emitted } = await toChoosing({
      payments: [intent('FAILED', { failureReason: 'INSUFFICIENT_FUNDS' }), intent('SUCCEEDED')],
    })
    actor.send({ type: 'payment.submit' })
    await declined(actor)
    paymentOf(actor).send({ type: 'payment.submit' })
    await toPromise(actor)
    expect(analytics(emitted)).toEqual([
      { type: 'paymentSubmitted', method: 'saved_card' },
      { type: 'failed', code: 'INSUFFICIENT_FUNDS' },
      { type: 'paymentSubmitted', method: 'saved_card' },
    ])
  })

  it('reports a booking the platform refused (the car was taken) as failed', async () => {
    const taken = new ApiError({
      kind: 'http',
      status: 409,
      code: 'CAR_UNAVAILABLE',
      message: 'taken',
      url: '/x',
    })
    const { actor, emitted } = await toChoosing({ bookings: [taken] })
    actor.send({ type: 'payment.submit' })
    await waitFor(actor, (s) => s.matches('trip'))
    expect(analytics(emitted)).toEqual([
      { type: 'paymentSubmitted', method: 'saved_card' },
      { type: 'failed', code: 'CAR_UNAVAILABLE' },
    ])
  })

  it('reports the wallet as a wallet payment', async () => {
    const { actor, emitted } = await toChoosing({
      options: [wallet],
      wallets: [intent('SUCCEEDED')],
    })
    actor.send({ type: 'payment.submit' })
    await toPromise(actor)
    expect(analytics(emitted)).toEqual([{ type: 'paymentSubmitted', method: 'wallet' }])
  })

  it('reports a new card that pays at once, and its decline', async () => {
    const refused = {
      paymentMethod: card('pm-bad', { status: 'FAILED' as const }),
      threeDsRedirectUrl: null,
      failureReason: 'CARD_DECLINED' as const,
    }
    const { actor, emitted } = await toChoosing({
      options: [cardOptions([card('pm-1', { isPreferred: true })])],
      cards: [refused],
    })
    actor.send({ type: 'payment.cardTokenized', cardToken: 't', cardNetwork: 'VISA' })
    await declined(actor)
    expect(analytics(emitted)).toEqual([
      { type: 'paymentSubmitted', method: 'card' },
      { type: 'failed', code: 'CARD_DECLINED' },
    ])
  })
})
