import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import { POLL_INTERVAL_MS } from '../three-ds'
import {
  card,
  cardOptions,
  challenged,
  intent,
  startPayment,
  wallet,
  type PaymentFakes,
} from './payment.test-kit'
import { paymentView } from './payment.view'

// Paying what a booking owes: every branch, with the platform and the bank scripted.

const options = () =>
  cardOptions([
    card('pm-preferred', { isPreferred: true }),
    card('pm-booking'),
    card('pm-expired', { expiryYear: 2026, expiryMonth: 10 }),
  ])

const network = () => new ApiError({ kind: 'network', message: 'offline', url: '/pre-auth' })
const bookingCard = { kind: 'card' as const, paymentMethodId: 'pm-booking' }

function start(
  fakes: PaymentFakes = {},
  input: Parameters<typeof startPayment>[0] = { preferred: bookingCard },
) {
  const run = startPayment(input, { options: [options()], ...fakes })
  const settle = () => vi.advanceTimersByTimeAsync(0)
  const step = () => paymentView(run.actor.getSnapshot()).step
  const snapshot = () => run.actor.getSnapshot()
  return { ...run, settle, step, snapshot }
}

describe('paymentMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('chooses the booking’s own card, pays once with one key, and ends paid', async () => {
    const run = start()
    await run.settle()
    expect(run.step()).toBe('choosing')
    expect(run.snapshot().context.choice).toEqual(bookingCard)
    run.actor.send({ type: 'payment.submit' })
    run.actor.send({ type: 'payment.submit' })
    await run.settle()
    expect(run.payments.calls).toHaveLength(1)
    expect(run.payments.calls[0]).toMatchObject({
      bookingId: 'bkg-1',
      paymentMethodId: 'pm-booking',
    })
    expect(run.snapshot().status).toBe('done')
    expect(run.snapshot().output).toEqual({ status: 'paid' })
    expect(run.actions).toContainEqual({ type: 'paymentSubmitted', method: 'saved_card' })
  })

  it('falls back to the preferred card, then any card that can pay, never one with a problem', async () => {
    const preferred = start({}, { preferred: { kind: 'card', paymentMethodId: 'pm-expired' } })
    await preferred.settle()
    expect(preferred.snapshot().context.choice).toEqual({
      kind: 'card',
      paymentMethodId: 'pm-preferred',
    })
    const any = start(
      {
        options: [
          cardOptions([
            card('pm-expired', { expiryYear: 2026, expiryMonth: 10 }),
            card('pm-other'),
          ]),
        ],
      },
      { preferred: { kind: 'none' } },
    )
    await any.settle()
    expect(any.snapshot().context.choice).toEqual({ kind: 'card', paymentMethodId: 'pm-other' })
  })

  it('goes back to choosing with the bank’s reason after a decline, and pays with a new key next', async () => {
    const run = start({
      payments: [intent('FAILED', { failureReason: 'INSUFFICIENT_FUNDS' }), intent('SUCCEEDED')],
    })
    await run.settle()
    run.actor.send({ type: 'payment.submit' })
    await run.settle()
    expect(run.step()).toBe('choosing')
    expect(run.snapshot().context.failure).toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    expect(run.actions).toContainEqual({ type: 'failed', code: 'INSUFFICIENT_FUNDS' })
    run.actor.send({ type: 'failure.dismiss' })
    expect(run.snapshot().context.failure).toBeNull()
    run.actor.send({
      type: 'payment.choose',
      choice: { kind: 'card', paymentMethodId: 'pm-preferred' },
    })
    run.actor.send({ type: 'payment.submit' })
    await run.settle()
    const [first, second] = run.payments.calls
    expect(second?.paymentMethodId).toBe('pm-preferred')
    expect(second?.key).not.toBe(first?.key)
    expect(run.snapshot().output).toEqual({ status: 'paid' })
  })

  it('keeps the key after no answer, so trying again cannot charge twice', async () => {
    const run = start({ payments: [network(), intent('SUCCEEDED')] })
    await run.settle()
    run.actor.send({ type: 'payment.submit' })
    await run.settle()
    expect(run.snapshot().context.failure).toMatchObject({ code: 'NETWORK' })
    run.actor.send({ type: 'payment.submit' })
    await run.settle()
    expect(run.payments.calls[1]?.key).toBe(run.payments.calls[0]?.key)
  })

  it('asks for a way to pay when nothing that can pay is chosen', async () => {
    const run = start({
      options: [cardOptions([card('pm-expired', { expiryYear: 2026, expiryMonth: 10 })])],
    })
    await run.settle()
    expect(run.snapshot().context.choice).toEqual({ kind: 'none' })
    run.actor.send({ type: 'payment.submit' })
    expect(run.snapshot().context.failure).toMatchObject({ code: 'CHOOSE_PAYMENT' })
    expect(run.payments.calls).toHaveLength(0)
  })

  it('offers to try again when the payment methods fail to load, and can be left', async () => {
    const run = start({ options: [network(), options()] })
    await run.settle()
    expect(run.step()).toBe('loadFailed')
    run.actor.send({ type: 'payment.retry' })
    await run.settle()
    expect(run.step()).toBe('choosing')
    run.actor.send({ type: 'payment.abandon' })
    expect(run.snapshot().output).toEqual({ status: 'abandoned' })
  })

  it('pays at once with a new card the bank accepts, after reloading the cards', async () => {
    const added = card('pm-new')
    const run = start({
      cards: [{ paymentMethod: added, threeDsRedirectUrl: null, failureReason: null }],
      options: [options(), cardOptions([...options().methods, added])],
    })
    await run.settle()
    run.actor.send({ type: 'payment.cardTokenized', cardToken: 'tok_1', cardNetwork: 'VISA' })
    await run.settle()
    expect(run.options.calls).toHaveLength(2)
    expect(run.cards.calls[0]).toMatchObject({
      cardToken: 'tok_1',
      currency: 'AED',
      cityCode: 'DXB',
    })
    expect(run.payments.calls[0]?.paymentMethodId).toBe('pm-new')
    expect(run.snapshot().output).toEqual({ status: 'paid' })
    expect(run.actions).toContainEqual({ type: 'paymentSubmitted', method: 'card' })
  })

  it('sends a new card to 3-D Secure with what to check on, then verifies it and pays', async () => {
    const run = start({
      cards: [challenged('pm-3ds', '/challenge?c=1')],
      options: [options(), cardOptions([...options().methods, card('pm-3ds')])],
      polls: ['pending', 'succeeded'],
    })
    await run.settle()
    run.actor.send({ type: 'payment.cardTokenized', cardToken: 'tok_1', cardNetwork: 'VISA' })
    await run.settle()
    expect(run.step()).toBe('toBank')
    expect(run.actions).toContainEqual({
      type: 'leave',
      url: '/challenge?c=1',
      back: { kind: 'card', paymentMethodId: 'pm-3ds' },
    })
    run.actor.send({ type: 'challenge.returned' })
    await run.settle()
    expect(run.step()).toBe('verifyingCard')
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(run.polls.calls[0]).toEqual({
      kind: 'card',
      customerId: 'user-1',
      paymentMethodId: 'pm-3ds',
    })
    expect(run.payments.calls[0]?.paymentMethodId).toBe('pm-3ds')
    expect(run.snapshot().output).toEqual({ status: 'paid' })
  })

  it('resumes after the bank: a failed challenge and one that never completes say so', async () => {
    const back = {
      kind: 'back' as const,
      back: { kind: 'card' as const, paymentMethodId: 'pm-3ds' },
    }
    const failed = start({ polls: ['failed'] }, { start: back })
    await failed.settle()
    expect(failed.step()).toBe('choosing')
    expect(failed.snapshot().context.failure).toMatchObject({ code: 'THREE_DS_FAILED' })

    const slow = start({ polls: ['pending'] }, { start: back })
    await slow.settle()
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 130)
    expect(slow.step()).toBe('cardPending')
    expect(slow.snapshot().context.failure).toMatchObject({ code: 'THREE_DS_TIMEOUT' })
    expect(slow.payments.calls).toHaveLength(0)
    // "Check again" asks the bank once more; "pay another way" drops the card and chooses.
    slow.actor.send({ type: 'payment.checkAgain' })
    expect(slow.step()).toBe('verifyingCard')
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 130)
    slow.actor.send({ type: 'payment.anotherWay' })
    expect(slow.step()).toBe('choosing')
    expect(slow.snapshot().context.newCard).toBeNull()
  })

  it('declines a new card the bank refuses when it is added', async () => {
    const run = start({
      cards: [
        {
          paymentMethod: card('pm-bad', { status: 'FAILED' }),
          threeDsRedirectUrl: null,
          failureReason: 'CARD_DECLINED',
        },
      ],
    })
    await run.settle()
    run.actor.send({ type: 'payment.cardTokenized', cardToken: 'tok_1', cardNetwork: 'VISA' })
    await run.settle()
    expect(run.snapshot().context.failure).toMatchObject({ code: 'CARD_DECLINED' })
    expect(run.actions).toContainEqual({ type: 'failed', code: 'CARD_DECLINED' })
  })

  it('pays with the ride-app wallet: away to approve, then polled to paid, failed or processing', async () => {
    const away = intent('PENDING', { redirectUrl: '/approve?i=pi-w', intentId: 'pi-w' })
    const run = start({ options: [wallet], wallets: [away], polls: ['succeeded'] })
    await run.settle()
    expect(run.snapshot().context.choice).toEqual({ kind: 'wallet' })
    run.actor.send({ type: 'payment.submit' })
    await run.settle()
    expect(run.step()).toBe('toWallet')
    expect(run.actions).toContainEqual({
      type: 'leave',
      url: '/approve?i=pi-w',
      back: { kind: 'wallet', intentId: 'pi-w' },
    })
    run.actor.send({ type: 'challenge.returned' })
    await run.settle()
    expect(run.snapshot().output).toEqual({ status: 'paid' })

    const back = { kind: 'back' as const, back: { kind: 'wallet' as const, intentId: 'pi-w' } }
    const declined = start({ options: [wallet], polls: ['failed'] }, { start: back })
    await declined.settle()
    expect(declined.snapshot().context.failure).toMatchObject({ code: 'WALLET_DECLINED' })

    const slow = start({ options: [wallet], polls: ['pending'] }, { start: back })
    await slow.settle()
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 130)
    expect(slow.step()).toBe('walletPending')
    slow.actor.send({ type: 'payment.checkAgain' })
    expect(slow.step()).toBe('verifyingWallet')
  })

  it('ends when nothing is owed any more (paid elsewhere, or the change was dropped)', async () => {
    const run = start({
      payments: [
        new ApiError({ kind: 'http', status: 409, code: 'NOT_PAYABLE', message: 'x', url: '/p' }),
      ],
    })
    await run.settle()
    run.actor.send({ type: 'payment.submit' })
    await run.settle()
    expect(run.snapshot().output).toEqual({ status: 'nothingOwed' })
  })

  describe('started with what the customer chose before the booking existed', () => {
    it('charges that choice at once, without asking again', async () => {
      const run = start({}, { start: { kind: 'pay', choice: bookingCard } })
      await run.settle()
      expect(run.payments.calls).toEqual([
        expect.objectContaining({ paymentMethodId: 'pm-booking' }),
      ])
      expect(run.snapshot().output).toEqual({ status: 'paid' })
      // Pressing Pay was reported where it was pressed (the checkout), not twice.
      expect(run.actions.filter((action) => action.type === 'paymentSubmitted')).toHaveLength(0)
    })

    it('never swaps a chosen card that can no longer pay for another one', async () => {
      const expired = { kind: 'card' as const, paymentMethodId: 'pm-expired' }
      const run = start({}, { start: { kind: 'pay', choice: expired } })
      await run.settle()
      expect(run.step()).toBe('choosing')
      expect(run.snapshot().context.failure).toMatchObject({ code: 'CHOOSE_PAYMENT' })
      expect(run.payments.calls).toHaveLength(0)
    })

    it('adds a new card and pays with it', async () => {
      const run = start(
        {
          cards: [{ paymentMethod: card('pm-new'), threeDsRedirectUrl: null, failureReason: null }],
          options: [options(), cardOptions([card('pm-new')])],
        },
        { start: { kind: 'payNewCard', cardToken: 'tok_9', cardNetwork: 'VISA' } },
      )
      await run.settle()
      expect(run.cards.calls[0]).toMatchObject({ cardToken: 'tok_9' })
      expect(run.payments.calls[0]?.paymentMethodId).toBe('pm-new')
    })
  })

  it('shows the booking by the reference the customer knows, with the amount owed', async () => {
    const run = start()
    await run.settle()
    expect(paymentView(run.snapshot())).toMatchObject({
      reference: 'RNT-BKG001',
      amount: 196.56,
      currency: 'AED',
    })
  })
})
