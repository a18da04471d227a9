import { describe, expect, it } from 'vitest'
import { ApiError, errorMessageKey, parseRetryAfter } from './errors'
import { isRetryable, retryDelayMs } from './retry-policy'

const httpError = (status: number, retryAfterMs?: number) =>
  new ApiError({ kind: 'http', status, message: String(status), url: '/x', retryAfterMs })

describe('isRetryable', () => {
  it.each([429, 500, 502, 503, 504])('retries a GET answered %i', (status) => {
    expect(isRetryable(httpError(status), { method: 'GET', idempotent: false })).toBe(true)
  })

  it.each([400, 401, 403, 404, 409, 422])('never retries %i', (status) => {
    expect(isRetryable(httpError(status), { method: 'GET', idempotent: true })).toBe(false)
  })

  it('retries a GET that got no answer', () => {
    const error = new ApiError({ kind: 'network', message: 'down', url: '/x' })
    expect(isRetryable(error, { method: 'GET', idempotent: false })).toBe(true)
  })

  it('does not retry a write without an idempotency key, and does with one', () => {
    expect(isRetryable(httpError(503), { method: 'POST', idempotent: false })).toBe(false)
    expect(isRetryable(httpError(503), { method: 'POST', idempotent: true })).toBe(true)
  })

  it('does not retry malformed or off-contract bodies', () => {
    const parse = new ApiError({ kind: 'parse', status: 200, message: 'bad', url: '/x' })
    expect(isRetryable(parse, { method: 'GET', idempotent: false })).toBe(false)
  })

  it('gives up on a Retry-After too long to wait for', () => {
    expect(isRetryable(httpError(429, 120_000), { method: 'GET', idempotent: false })).toBe(false)
  })
})

describe('retryDelayMs', () => {
  it('honours Retry-After', () => {
    expect(retryDelayMs(1, httpError(429, 2000), () => 0.5)).toBe(2000)
  })

  it('backs off exponentially with jitter between half and the whole ceiling', () => {
    expect(retryDelayMs(1, httpError(503), () => 0)).toBe(250)
    expect(retryDelayMs(1, httpError(503), () => 1)).toBe(500)
    expect(retryDelayMs(3, httpError(503), () => 0)).toBe(1000)
    expect(retryDelayMs(3, httpError(503), () => 1)).toBe(2000)
    expect(retryDelayMs(10, httpError(503), () => 1)).toBe(8000)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2', 0)).toBe(2000)
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:05 GMT', 1000)).toBe(4000)
    expect(parseRetryAfter('soon', 0)).toBeUndefined()
    expect(parseRetryAfter(null, 0)).toBeUndefined()
  })
})

describe('errorMessageKey', () => {
  it.each([
    [400, 'errors.badRequest'],
    [401, 'errors.unauthorized'],
    [403, 'errors.forbidden'],
    [404, 'errors.notFound'],
    [409, 'errors.conflict'],
    [422, 'errors.unprocessable'],
    [429, 'errors.tooManyRequests'],
    [500, 'errors.server'],
    [502, 'errors.unavailable'],
    [503, 'errors.unavailable'],
    [504, 'errors.timeout'],
  ])('maps %i to its own message', (status, key) => {
    expect(errorMessageKey(httpError(status))).toBe(key)
  })

  it('maps network, malformed and unknown failures', () => {
    expect(errorMessageKey(new ApiError({ kind: 'network', message: '', url: '' }))).toBe(
      'errors.network',
    )
    expect(errorMessageKey(new ApiError({ kind: 'parse', message: '', url: '' }))).toBe(
      'errors.malformed',
    )
    expect(errorMessageKey(new Error('boom'))).toBe('errors.unknown')
  })
})
