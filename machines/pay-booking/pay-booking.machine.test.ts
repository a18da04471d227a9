import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type {
  CardTokenResponse,
  PaymentIntent,
  SavedPaymentMethod,
} from '../../src/api/schemas/payment'
import type { PaymentOptions } from '../../src/domain/payment-options'
import type { AuthorizeInput, OptionsInput, WalletInput } from '../booking/booking.actors'
import type { AddCardInput } from '../cards/add-card.actors'
import { fake } from '../kyc/kyc.test-kit'
import type { PollStatus, PollTarget } from '../three-ds/three-ds.actors'
import { POLL_INTERVAL_MS, threeDsMachine } from '../three-ds/three-ds.machine'
import {
  payBookingMachine,
  type PayBookingEmitted,
  type PayBookingResume,
} from './pay-booking.machine'

// Paying what a booking owes: every branch, with the platform and the bank scripted.

const card = (id: string, overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod => ({
  paymentMethodId: id,
  brand: 'VISA',
  last4Digits: '4242',
  expiryMonth: 12,
  expiryYear: 2030,
  status: 'SUCCESS',
  isPreferred: false,
  ...overrides,
})

const options = (overrides: Partial<PaymentOptions> = {}): PaymentOptions => ({
  provider: 'CHECKOUT',
  defaultType: 'CARD',
  methods: [card('pm-preferred', { isPreferred: true }), card('pm-booking'), card('pm-expired')],
  mada: {},
  problems: { 'pm-expired': 'expired' },
  ...overrides,
})

const intent = (overrides: Partial<PaymentIntent> = {}): PaymentIntent => ({
  intentId: 'pi-1',
  bookingId: 'bkg-1',
  amount: 196.56,
  currency: 'AED',
  status: 'SUCCEEDED',
  failureReason: null,
  redirectUrl: null,
  createdAt: '2026-11-24T10:00:00+04:00',
  ...overrides,
})

const network = () => new ApiError({ kind: 'network', message: 'offline', url: '/pre-auth' })

function start(
  script: {
    options?: Array<PaymentOptions | Error>
    authorizes?: Array<PaymentIntent | Error>
    wallets?: Array<PaymentIntent | Error>
    adds?: Array<CardTokenResponse | Error>
    polls?: Array<PollStatus | Error>
    preferredMethodId?: string | null
    resume?: PayBookingResume | null
  } = {},
) {
  const load = fake<PaymentOptions, OptionsInput>(script.options ?? [options()])
  const authorize = fake<PaymentIntent, AuthorizeInput>(script.authorizes ?? [intent()])
  const wallet = fake<PaymentIntent, WalletInput>(script.wallets ?? [intent()])
  const adds = fake<CardTokenResponse, AddCardInput>(script.adds ?? [])
  const polls = fake<PollStatus, PollTarget>(script.polls ?? ['succeeded'])
  const machine = payBookingMachine.provide({
    actors: {
      loadPaymentOptions: load.logic,
      authorizeCard: authorize.logic,
      startWallet: wallet.logic,
      addCard: adds.logic,
      verifyPayment: threeDsMachine.provide({ actors: { checkStatus: polls.logic } }),
    },
  })
  const actor = createActor(machine, {
    input: {
      customerId: 'user-1',
      bookingId: 'bkg-1',
      city: {
        code: 'DXB',
        slug: 'dubai',
        timezone: 'Asia/Dubai',
        currency: 'AED',
        businessZone: [],
      },
      amount: 196.56,
      preferredMethodId: script.preferredMethodId ?? 'pm-booking',
      returnUrl: '/rental/post-booking/bkg-1?paying=1',
      resume: script.resume ?? null,
    },
  })
  const redirects: PayBookingEmitted[] = []
  actor.on('redirect', (event) => redirects.push(event))
  actor.start()
  const settle = () => vi.advanceTimersByTimeAsync(0)
  return { actor, load, authorize, wallet, adds, polls, redirects, settle }
}

const value = (actor: { getSnapshot(): { value: unknown } }) => actor.getSnapshot().value

describe('payBookingMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('chooses the booking’s own card, pays once with one key, and ends paid', async () => {
    const run = start()
    await run.settle()
    expect(value(run.actor)).toBe('choosing')
    expect(run.actor.getSnapshot().context.selectedMethodId).toBe('pm-booking')
    run.actor.send({ type: 'pay.submit' })
    run.actor.send({ type: 'pay.submit' })
    await run.settle()
    expect(run.authorize.calls).toHaveLength(1)
    expect(run.authorize.calls[0]).toMatchObject({
      bookingId: 'bkg-1',
      paymentMethodId: 'pm-booking',
    })
    expect(run.actor.getSnapshot().status).toBe('done')
    expect(run.actor.getSnapshot().output).toEqual({ status: 'paid', intent: intent() })
  })

  it('falls back to the preferred card, then any card that can pay, never one with a problem', async () => {
    const preferred = start({ preferredMethodId: 'pm-expired' })
    await preferred.settle()
    expect(preferred.actor.getSnapshot().context.selectedMethodId).toBe('pm-preferred')
    const any = start({
      preferredMethodId: null,
      options: [options({ methods: [card('pm-expired'), card('pm-other')] })],
    })
    await any.settle()
    expect(any.actor.getSnapshot().context.selectedMethodId).toBe('pm-other')
  })

  it('goes back to choosing with the bank’s reason after a decline, and pays with a new key next', async () => {
    const run = start({
      authorizes: [intent({ status: 'FAILED', failureReason: 'INSUFFICIENT_FUNDS' }), intent()],
    })
    await run.settle()
    run.actor.send({ type: 'pay.submit' })
    await run.settle()
    expect(value(run.actor)).toBe('choosing')
    expect(run.actor.getSnapshot().context.failure).toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    run.actor.send({ type: 'failure.dismiss' })
    expect(run.actor.getSnapshot().context.failure).toBeNull()
    run.actor.send({ type: 'pay.choose', methodType: 'CARD', paymentMethodId: 'pm-preferred' })
    run.actor.send({ type: 'pay.submit' })
    await run.settle()
    const [first, second] = run.authorize.calls
    expect(second?.paymentMethodId).toBe('pm-preferred')
    expect(second?.key).not.toBe(first?.key)
    expect(run.actor.getSnapshot().output).toMatchObject({ status: 'paid' })
  })

  it('keeps the key after no answer, so trying again cannot charge twice', async () => {
    const run = start({ authorizes: [network(), intent()] })
    await run.settle()
    run.actor.send({ type: 'pay.submit' })
    await run.settle()
    expect(run.actor.getSnapshot().context.failure).toMatchObject({ code: 'NETWORK' })
    run.actor.send({ type: 'pay.submit' })
    await run.settle()
    expect(run.authorize.calls[1]?.key).toBe(run.authorize.calls[0]?.key)
  })

  it('asks for a way to pay when nothing that can pay is chosen', async () => {
    const run = start({ options: [options({ methods: [card('pm-expired')] })] })
    await run.settle()
    run.actor.send({ type: 'pay.submit' })
    expect(run.actor.getSnapshot().context.failure).toMatchObject({ code: 'CHOOSE_PAYMENT' })
    expect(run.authorize.calls).toHaveLength(0)
  })

  it('offers to try again when the payment methods fail to load, and can be left', async () => {
    const run = start({ options: [network(), options()] })
    await run.settle()
    expect(value(run.actor)).toBe('optionsFailed')
    run.actor.send({ type: 'pay.retry' })
    await run.settle()
    expect(value(run.actor)).toBe('choosing')
    run.actor.send({ type: 'pay.abandon' })
    expect(run.actor.getSnapshot().output).toEqual({ status: 'abandoned' })
  })

  it('pays at once with a new card the bank accepts, after reloading the cards', async () => {
    const added = card('pm-new')
    const run = start({
      adds: [{ paymentMethod: added, threeDsRedirectUrl: null, failureReason: null }],
      options: [options(), options({ methods: [...options().methods, added] })],
    })
    await run.settle()
    run.actor.send({ type: 'pay.cardTokenized', cardToken: 'tok_1', cardNetwork: 'VISA' })
    await run.settle()
    expect(run.load.calls).toHaveLength(2)
    expect(run.authorize.calls[0]?.paymentMethodId).toBe('pm-new')
    expect(run.actor.getSnapshot().output).toMatchObject({ status: 'paid' })
  })

  it('sends a new card to 3-D Secure with what to resume, then verifies it and pays', async () => {
    const pending = card('pm-3ds', { status: 'PENDING' })
    const run = start({
      adds: [{ paymentMethod: pending, threeDsRedirectUrl: '/challenge?c=1', failureReason: null }],
      polls: ['pending', 'succeeded'],
    })
    await run.settle()
    run.actor.send({ type: 'pay.cardTokenized', cardToken: 'tok_1', cardNetwork: 'VISA' })
    await run.settle()
    expect(value(run.actor)).toBe('awaitingChallenge')
    expect(run.redirects).toEqual([
      {
        type: 'redirect',
        url: '/challenge?c=1',
        resume: { kind: 'card', pendingCardId: 'pm-3ds' },
      },
    ])
    run.actor.send({ type: 'challenge.returned' })
    await run.settle()
    expect(value(run.actor)).toBe('verifyingCard')
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(run.authorize.calls[0]?.paymentMethodId).toBe('pm-3ds')
    expect(run.actor.getSnapshot().output).toMatchObject({ status: 'paid' })
  })

  it('resumes after the bank: a failed challenge and one that never completes say so', async () => {
    const failed = start({ resume: { kind: 'card', pendingCardId: 'pm-3ds' }, polls: ['failed'] })
    await failed.settle()
    expect(value(failed.actor)).toBe('choosing')
    expect(failed.actor.getSnapshot().context.failure).toMatchObject({ code: 'THREE_DS_FAILED' })

    const slow = start({ resume: { kind: 'card', pendingCardId: 'pm-3ds' }, polls: ['pending'] })
    await slow.settle()
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 130)
    expect(slow.actor.getSnapshot().context.failure).toMatchObject({ code: 'THREE_DS_TIMEOUT' })
    expect(slow.authorize.calls).toHaveLength(0)
  })

  it('declines a new card the bank refuses when it is added', async () => {
    const run = start({
      adds: [
        {
          paymentMethod: card('pm-bad', { status: 'FAILED' }),
          threeDsRedirectUrl: null,
          failureReason: 'CARD_DECLINED',
        },
      ],
    })
    await run.settle()
    run.actor.send({ type: 'pay.cardTokenized', cardToken: 'tok_1', cardNetwork: 'VISA' })
    await run.settle()
    expect(run.actor.getSnapshot().context.failure).toMatchObject({ code: 'CARD_DECLINED' })
  })

  it('pays with the ride-app wallet: away to approve, then polled to paid, failed or processing', async () => {
    const walletOptions = options({ provider: 'CAREEM', defaultType: 'CAREEM_PAY', methods: [] })
    const away = intent({ status: 'PENDING', redirectUrl: '/approve?i=pi-w', intentId: 'pi-w' })
    const run = start({ options: [walletOptions], wallets: [away], polls: ['succeeded'] })
    await run.settle()
    run.actor.send({ type: 'pay.submit' })
    await run.settle()
    expect(value(run.actor)).toBe('awaitingWallet')
    expect(run.redirects[0]?.resume).toEqual({ kind: 'wallet', intentId: 'pi-w' })
    run.actor.send({ type: 'challenge.returned' })
    await run.settle()
    expect(run.actor.getSnapshot().output).toMatchObject({ status: 'paid' })

    const declined = start({ resume: { kind: 'wallet', intentId: 'pi-w' }, polls: ['failed'] })
    await declined.settle()
    expect(declined.actor.getSnapshot().context.failure).toMatchObject({ code: 'WALLET_DECLINED' })

    const slow = start({ resume: { kind: 'wallet', intentId: 'pi-w' }, polls: ['pending'] })
    await slow.settle()
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 130)
    expect(value(slow.actor)).toBe('processing')
    slow.actor.send({ type: 'check.again' })
    expect(value(slow.actor)).toBe('verifyingWallet')
  })

  it('ends when nothing is owed any more (paid elsewhere, or the change was dropped)', async () => {
    const run = start({
      authorizes: [
        new ApiError({ kind: 'http', status: 409, code: 'NOT_PAYABLE', message: 'x', url: '/p' }),
      ],
    })
    await run.settle()
    run.actor.send({ type: 'pay.submit' })
    await run.settle()
    expect(run.actor.getSnapshot().output).toEqual({ status: 'nothingOwed' })
  })
})
