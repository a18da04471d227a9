import { QueryClient } from '@tanstack/react-query'
import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ALLOWED_METHODS_RETRY_DELAY_MS, paymentQueries } from './payment-queries'

// SPEC §9: the allowed-methods call is retried twice, ten seconds apart — exactly, with the HTTP
// layer's own backoff switched off for it.

const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

const methods = {
  paymentProvider: 'CHECKOUT',
  paymentMethodType: 'CARD',
  paymentMethods: [
    {
      paymentMethodId: 'pm-1',
      brand: 'VISA',
      last4Digits: '4242',
      expiryMonth: 8,
      expiryYear: 2029,
      status: 'SUCCESS',
      isPreferred: true,
    },
  ],
}

function allowedMethods(answers: Array<() => Response>) {
  const calls: number[] = []
  server.use(
    mswHttp.get('*/payment/methods/:userId/allowed', () => {
      // eslint-disable-next-line no-restricted-syntax -- the fake clock this test advances
      calls.push(Date.now())
      const next = answers[Math.min(calls.length - 1, answers.length - 1)]
      return next ? next() : HttpResponse.json(methods)
    }),
  )
  return calls
}

const unavailable = () =>
  HttpResponse.json({ code: 'UNAVAILABLE', message: 'Down' }, { status: 503 })

function fetchMethods() {
  const client = new QueryClient()
  const result = client.query(paymentQueries.methods('user-1', false))
  // Read the outcome at once so a rejection is never reported as unhandled.
  const settled = result.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
  return { settled }
}

describe('allowed methods (SPEC §9 retry policy)', () => {
  it('tries twice more, ten seconds apart, then fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const calls = allowedMethods([unavailable])
    const { settled } = fetchMethods()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(ALLOWED_METHODS_RETRY_DELAY_MS - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(ALLOWED_METHODS_RETRY_DELAY_MS)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(ALLOWED_METHODS_RETRY_DELAY_MS * 3)
    expect(calls).toHaveLength(3)
    const outcome = await settled
    expect(outcome.ok).toBe(false)
    const first = calls[0] ?? 0
    expect(calls).toEqual([
      first,
      first + ALLOWED_METHODS_RETRY_DELAY_MS,
      first + 2 * ALLOWED_METHODS_RETRY_DELAY_MS,
    ])
  })

  it('recovers on a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const calls = allowedMethods([unavailable, () => HttpResponse.json(methods)])
    const { settled } = fetchMethods()
    await vi.advanceTimersByTimeAsync(ALLOWED_METHODS_RETRY_DELAY_MS)
    const outcome = await settled
    expect(calls).toHaveLength(2)
    expect(outcome).toMatchObject({
      ok: true,
      value: { paymentMethods: [{ paymentMethodId: 'pm-1' }] },
    })
  })

  it('does not retry what a retry cannot fix', async () => {
    const calls = allowedMethods([
      () => HttpResponse.json({ code: 'FORBIDDEN', message: 'No' }, { status: 403 }),
    ])
    const outcome = await fetchMethods().settled
    expect(outcome.ok).toBe(false)
    expect(calls).toHaveLength(1)
  })
})
