import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type { CardTokenResponse, SavedPaymentMethod } from '../../src/api/schemas/payment'
import { fake } from '../kyc/kyc.test-kit'
import { threeDsMachine, POLL_INTERVAL_MS } from '../three-ds/three-ds.machine'
import type { PollStatus, PollTarget } from '../three-ds/three-ds.actors'
import type { AddCardInput } from './add-card.actors'
import { addCardMachine, type AddCardEmitted } from './add-card.machine'

const method = (overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod => ({
  paymentMethodId: 'pm-new',
  brand: 'VISA',
  last4Digits: '3220',
  expiryMonth: 12,
  expiryYear: 2030,
  status: 'SUCCESS',
  isPreferred: false,
  ...overrides,
})

const answer = (overrides: Partial<CardTokenResponse> = {}): CardTokenResponse => ({
  paymentMethod: method(),
  threeDsRedirectUrl: null,
  failureReason: null,
  ...overrides,
})

const challenge = answer({
  paymentMethod: method({ status: 'PENDING' }),
  threeDsRedirectUrl: '/rental/sandbox/challenge?challenge=chl-1',
})

function start(
  options: {
    adds?: Array<CardTokenResponse | Error>
    polls?: Array<PollStatus | Error>
    pendingCardId?: string | null
    maxAttempts?: number
  } = {},
) {
  const adds = fake<CardTokenResponse, AddCardInput>(options.adds ?? [answer()])
  const polls = fake<PollStatus, PollTarget>(options.polls ?? ['succeeded'])
  const changes = vi.fn()
  const machine = addCardMachine.provide({
    actors: {
      addCard: adds.logic,
      verifyCard: threeDsMachine.provide({ actors: { checkStatus: polls.logic } }),
    },
    actions: { cardsChanged: changes },
  })
  const actor = createActor(machine, {
    input: {
      customerId: 'user-1',
      currency: 'AED',
      cityCode: 'DXB',
      pendingCardId: options.pendingCardId ?? null,
    },
  })
  const redirects: AddCardEmitted[] = []
  actor.on('redirect', (event) => redirects.push(event))
  actor.start()
  const submit = () =>
    actor.send({ type: 'card.tokenized', cardToken: 'tok_1', cardNetwork: 'VISA' })
  const settle = () => vi.advanceTimersByTimeAsync(0)
  return { actor, adds, polls, changes, redirects, submit, settle }
}

const state = (actor: { getSnapshot(): { value: unknown } }) => actor.getSnapshot().value

describe('addCardMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('adds a card the bank accepts at once, with a fresh idempotency key, and reloads the cards', async () => {
    const run = start()
    expect(state(run.actor)).toBe('idle')
    run.submit()
    expect(state(run.actor)).toBe('adding')
    await run.settle()
    expect(state(run.actor)).toBe('added')
    expect(run.adds.calls[0]).toMatchObject({
      customerId: 'user-1',
      cardToken: 'tok_1',
      cardNetwork: 'VISA',
      currency: 'AED',
      cityCode: 'DXB',
    })
    expect(run.adds.calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(run.actor.getSnapshot().context.added?.last4Digits).toBe('3220')
    expect(run.changes).toHaveBeenCalledTimes(1)
    expect(run.redirects).toEqual([])
  })

  it.each([
    ['CARD_DECLINED', answer({ paymentMethod: method({ status: 'FAILED' }), failureReason: null })],
    [
      'INSUFFICIENT_FUNDS',
      answer({ paymentMethod: method({ status: 'FAILED' }), failureReason: 'INSUFFICIENT_FUNDS' }),
    ],
  ])('says %s when the bank refuses the card', async (code, refused) => {
    const run = start({ adds: [refused] })
    run.submit()
    await run.settle()
    expect(state(run.actor)).toBe('failed')
    expect(run.actor.getSnapshot().context.failure).toEqual({ code, status: 0 })
    expect(run.actor.getSnapshot().context.key).toBeNull()
  })

  it('keeps the platform code of a failed call, and a new attempt uses a new key', async () => {
    const refused = new ApiError({
      kind: 'http',
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'no',
      url: '/x',
    })
    const run = start({ adds: [refused, answer()] })
    run.submit()
    await run.settle()
    expect(run.actor.getSnapshot().context.failure).toEqual({
      code: 'VALIDATION_FAILED',
      status: 422,
    })
    run.submit()
    expect(run.actor.getSnapshot().context.failure).toBeNull()
    await run.settle()
    expect(state(run.actor)).toBe('added')
    expect(run.adds.calls[1]?.key).not.toBe(run.adds.calls[0]?.key)
  })

  it('reports a dropped connection as NETWORK', async () => {
    const run = start({
      adds: [new ApiError({ kind: 'network', message: 'offline', url: '/x' })],
    })
    run.submit()
    await run.settle()
    expect(run.actor.getSnapshot().context.failure).toEqual({ code: 'NETWORK', status: 0 })
  })

  it('sends the customer to 3-D Secure, then polls every second until the card is verified', async () => {
    const run = start({ adds: [challenge], polls: ['pending', 'pending', 'succeeded'] })
    run.submit()
    await run.settle()
    expect(state(run.actor)).toBe('awaitingChallenge')
    expect(run.redirects).toEqual([
      {
        type: 'redirect',
        url: '/rental/sandbox/challenge?challenge=chl-1',
        paymentMethodId: 'pm-new',
      },
    ])
    expect(run.polls.calls).toHaveLength(0)
    run.actor.send({ type: 'challenge.returned' })
    await run.settle()
    expect(state(run.actor)).toBe('verifying')
    expect(run.polls.calls[0]).toEqual({
      kind: 'card',
      customerId: 'user-1',
      paymentMethodId: 'pm-new',
    })
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(run.polls.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(state(run.actor)).toBe('added')
    expect(run.actor.getSnapshot().context.pendingCardId).toBeNull()
  })

  it('says THREE_DS_FAILED when the challenge is declined', async () => {
    const run = start({ pendingCardId: 'pm-new', polls: ['pending', 'failed'] })
    expect(state(run.actor)).toBe('verifying')
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(state(run.actor)).toBe('failed')
    expect(run.actor.getSnapshot().context.failure?.code).toBe('THREE_DS_FAILED')
  })

  it('times out when the bank never answers, and checks again when asked', async () => {
    const run = start({ pendingCardId: 'pm-new', polls: ['pending'] })
    // 120 attempts a second apart (three-ds MAX_ATTEMPTS).
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 121)
    expect(state(run.actor)).toBe('timedOut')
    expect(run.actor.getSnapshot().context.failure?.code).toBe('THREE_DS_TIMEOUT')
    const asked = run.polls.calls.length
    run.polls.calls.length = 0
    expect(asked).toBe(120)
    run.actor.send({ type: 'check.again' })
    expect(state(run.actor)).toBe('verifying')
    expect(run.actor.getSnapshot().context.failure).toBeNull()
    await run.settle()
    expect(run.polls.calls).toHaveLength(1)
  })

  it('starts over from a clean form on reset', async () => {
    const run = start({ adds: [answer({ paymentMethod: method({ status: 'FAILED' }) })] })
    run.submit()
    await run.settle()
    run.actor.send({ type: 'reset' })
    expect(state(run.actor)).toBe('idle')
    expect(run.actor.getSnapshot().context.failure).toBeNull()
  })
})
