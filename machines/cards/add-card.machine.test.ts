import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type { CardTokenResponse, SavedPaymentMethod } from '../../src/api/schemas/payment'
import { fake } from '../shared/fake-actor'
import { threeDsMachine, POLL_INTERVAL_MS, type PollStatus, type PollTarget } from '../three-ds'
import type { AddCardInput } from './add-card.actors'
import { addCardMachine, type AddCardStep } from './add-card.machine'

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

const token: AddCardStep = { kind: 'add', cardToken: 'tok_1', cardNetwork: 'VISA' }
const verify: AddCardStep = { kind: 'verify', paymentMethodId: 'pm-new' }

/** One attempt, started: adding the tokenized card unless told to verify one. */
function start(
  options: {
    adds?: Array<CardTokenResponse | Error>
    polls?: Array<PollStatus | Error>
    step?: AddCardStep
  } = {},
) {
  const adds = fake<CardTokenResponse, AddCardInput>(options.adds ?? [answer()])
  const polls = fake<PollStatus, PollTarget>(options.polls ?? ['succeeded'])
  const machine = addCardMachine.provide({
    actors: {
      addCard: adds.logic,
      verifyCard: threeDsMachine.provide({ actors: { checkStatus: polls.logic } }),
    },
  })
  const actor = createActor(machine, {
    input: {
      customerId: 'user-1',
      city: { code: 'DXB', currency: 'AED' },
      step: options.step ?? token,
    },
  }).start()
  const settle = () => vi.advanceTimersByTimeAsync(0)
  const output = () => actor.getSnapshot().output
  return { actor, adds, polls, settle, output }
}

const state = (actor: { getSnapshot(): { value: unknown } }) => actor.getSnapshot().value

describe('addCardMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('adds a card the bank accepts at once, with a fresh idempotency key', async () => {
    const run = start()
    expect(state(run.actor)).toBe('adding')
    await run.settle()
    expect(run.output()).toEqual({ status: 'added', paymentMethodId: 'pm-new' })
    expect(run.adds.calls[0]).toMatchObject({
      customerId: 'user-1',
      cardToken: 'tok_1',
      cardNetwork: 'VISA',
      currency: 'AED',
      cityCode: 'DXB',
    })
    expect(run.adds.calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it.each([
    ['CARD_DECLINED', answer({ paymentMethod: method({ status: 'FAILED' }), failureReason: null })],
    [
      'INSUFFICIENT_FUNDS',
      answer({ paymentMethod: method({ status: 'FAILED' }), failureReason: 'INSUFFICIENT_FUNDS' }),
    ],
  ])('says %s when the bank refuses the card', async (code, refused) => {
    const run = start({ adds: [refused] })
    await run.settle()
    expect(run.output()).toEqual({
      status: 'declined',
      failure: { code, status: 0, fieldErrors: {} },
    })
  })

  it('keeps the platform code of a failed call, and a new attempt uses a new key', async () => {
    const refused = new ApiError({
      kind: 'http',
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'no',
      url: '/x',
    })
    const first = start({ adds: [refused] })
    await first.settle()
    expect(first.output()).toEqual({
      status: 'declined',
      failure: { code: 'VALIDATION_FAILED', status: 422, fieldErrors: {} },
    })
    const second = start()
    await second.settle()
    expect(second.output()).toMatchObject({ status: 'added' })
    expect(second.adds.calls[0]?.key).not.toBe(first.adds.calls[0]?.key)
  })

  it('reports a dropped connection as NETWORK', async () => {
    const run = start({
      adds: [new ApiError({ kind: 'network', message: 'offline', url: '/x' })],
    })
    await run.settle()
    expect(run.output()).toMatchObject({ status: 'declined', failure: { code: 'NETWORK' } })
  })

  it('ends at the bank’s page when the bank asks for 3-D Secure, and asks nothing yet', async () => {
    const run = start({ adds: [challenge] })
    await run.settle()
    expect(run.output()).toEqual({
      status: 'challenge',
      url: '/rental/sandbox/challenge?challenge=chl-1',
      paymentMethodId: 'pm-new',
    })
    expect(run.polls.calls).toHaveLength(0)
  })

  it('back from the bank, polls every second until the card is verified', async () => {
    const run = start({ step: verify, polls: ['pending', 'pending', 'succeeded'] })
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
    expect(run.output()).toEqual({ status: 'added', paymentMethodId: 'pm-new' })
    expect(run.adds.calls).toHaveLength(0)
  })

  it('says THREE_DS_FAILED when the challenge is declined', async () => {
    const run = start({ step: verify, polls: ['pending', 'failed'] })
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    expect(run.output()).toMatchObject({ status: 'declined', failure: { code: 'THREE_DS_FAILED' } })
  })

  it('ends pending when the bank never answers; checking again is a new attempt', async () => {
    const run = start({ step: verify, polls: ['pending'] })
    // 120 attempts a second apart (three-ds MAX_ATTEMPTS).
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 121)
    expect(run.output()).toEqual({ status: 'pending', paymentMethodId: 'pm-new' })
    expect(run.polls.calls).toHaveLength(120)
    const again = start({ step: verify, polls: ['succeeded'] })
    await again.settle()
    expect(again.polls.calls).toHaveLength(1)
    expect(again.output()).toMatchObject({ status: 'added' })
  })
})
