/* eslint-disable no-restricted-syntax -- this file checks the platform's clock against the machine's (pinned) one */
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { apiErrorBodySchema } from '../../src/api/schemas/error'
import { ENDPOINT_FAMILIES } from '../lib/controls'
import { sessionCookieOf, startControlledPlatform } from './control-client'
import { PLATFORM_PROBES } from './platform-probes'

// Faults, latency, the clock and flags over real HTTP, and the rule that keeps them usable: the
// control endpoints themselves never suffer an injected fault or latency.

const client = startControlledPlatform()
const CITY = '/api/configuration/cities/DXB'
const YEAR_MS = 365 * 24 * 60 * 60 * 1000

function quoteBody(): unknown {
  const probe = PLATFORM_PROBES.find(({ name }) => name === 'daily price calculation')
  if (!probe) throw new Error('The daily price calculation probe is missing')
  return probe.body
}

/** A card that expires at the end of next year (real time). */
function tokenize() {
  const expiryYear = new Date().getUTCFullYear() + 1
  return client.call('POST', '/api/sandbox/tokenize', {
    body: { number: '4242424242424242', expiryMonth: 12, expiryYear, cvc: '123' },
  })
}

async function statusOf(method: string, path: string, body?: unknown): Promise<number> {
  return (await client.call(method, path, { body })).status
}

/** The sandbox's idea of now, from the controls' answer, in epoch milliseconds. */
function nowOf(controls: unknown): number {
  return Date.parse(z.object({ now: z.iso.datetime() }).parse(controls).now)
}

async function elapsedMs(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await call()
  return performance.now() - started
}

describe('sandbox controls over HTTP', () => {
  it('injects a fault on a family until cleared, counts one down, and removes by index', async () => {
    const rule = { family: 'configuration', fault: { kind: 'status', status: 503 } }
    expect(await client.json('POST', '/api/sandbox/faults', { body: rule })).toMatchObject({
      faults: [rule],
    })
    const failed = await client.call('GET', CITY)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ code: 'SANDBOX_FAULT' })
    expect(await statusOf('GET', CITY)).toBe(503)
    expect(await client.json('DELETE', '/api/sandbox/faults')).toMatchObject({ faults: [] })
    expect(await statusOf('GET', CITY)).toBe(200)

    await client.json('POST', '/api/sandbox/faults', { body: { ...rule, remaining: 1 } })
    expect([await statusOf('GET', CITY), await statusOf('GET', CITY)]).toEqual([503, 200])

    const availability = { family: 'availability', fault: { kind: 'network' } }
    await client.json('POST', '/api/sandbox/faults', { body: rule })
    await client.json('POST', '/api/sandbox/faults', { body: availability })
    expect(await client.json('DELETE', '/api/sandbox/faults/0')).toMatchObject({
      faults: [availability],
    })
    expect(await statusOf('GET', CITY)).toBe(200)
    const missing = await client.call('DELETE', '/api/sandbox/faults/5')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'FAULT_NOT_FOUND' })
  })

  it('delays platform calls by the latency, and stops when it is set back to 0', async () => {
    // A latency far above a loopback round trip on a busy machine, so the two calls cannot be
    // confused however slow the machine is.
    await client.json('PUT', '/api/sandbox/latency', { body: { ms: 1_000 } })
    // Node may fire a timer a millisecond early; the HTTP round trip more than covers it.
    expect(await elapsedMs(() => client.json('GET', CITY))).toBeGreaterThanOrEqual(999)
    expect(await client.json('PUT', '/api/sandbox/latency', { body: { ms: 0 } })).toMatchObject({
      latencyMs: 0,
    })
    expect(await elapsedMs(() => client.json('GET', CITY))).toBeLessThan(1_000)
  })

  it('moves the clock, and what the platform considers now follows', async () => {
    const before = await client.json('GET', '/api/sandbox/controls')
    expect(before).toMatchObject({ clockOffsetMs: 0 })
    expect(Math.abs(nowOf(before) - Date.now())).toBeLessThan(60_000)
    expect(await tokenize().then((r) => r.status)).toBe(200)

    const moved = await client.json('POST', '/api/sandbox/clock', { body: { moveMs: 3 * YEAR_MS } })
    expect(moved).toMatchObject({ clockOffsetMs: 3 * YEAR_MS })
    expect(Math.abs(nowOf(moved) - (Date.now() + 3 * YEAR_MS))).toBeLessThan(60_000)
    const expired = await tokenize()
    expect(expired.status).toBe(422)
    expect(await expired.json()).toMatchObject({ fieldErrors: { expiry: ['EXPIRED'] } })

    await client.json('POST', '/api/sandbox/clock', { body: { moveMs: -YEAR_MS } })
    expect(await client.json('GET', '/api/sandbox/controls')).toMatchObject({
      clockOffsetMs: 2 * YEAR_MS,
    })
    await client.json('POST', '/api/sandbox/clock', { body: { offsetMs: 0 } })
    expect(await tokenize().then((r) => r.status)).toBe(200)
  })

  it('sets flags, one or more at a time', async () => {
    const path = '/api/payment/listings/price-calculation/daily'
    expect(await statusOf('POST', path, quoteBody())).toBe(200)
    expect(
      await client.json('PUT', '/api/sandbox/flags', { body: { carsSoldOut: true } }),
    ).toMatchObject({
      flags: { challenge: 'ask', documentReview: 'approve', carsSoldOut: true },
    })
    expect(await statusOf('POST', path, quoteBody())).toBe(409)
    const both = { challenge: 'never', carsSoldOut: false }
    expect(await client.json('PUT', '/api/sandbox/flags', { body: both })).toMatchObject({
      flags: { ...both, documentReview: 'approve' },
    })
    expect(await statusOf('POST', path, quoteBody())).toBe(200)
  })

  it('switches a platform feature flag for everyone, then for one account', async () => {
    const key = 'change-handback-in-last-hour'
    const flagOf = async (cookie?: string) => {
      const answer = z
        .object({ features: z.array(z.object({ key: z.string(), enabled: z.boolean() })) })
        .parse(await client.json('GET', '/rental/api/features', { cookie }))
      return answer.features.find((feature) => feature.key === key)?.enabled
    }
    const sessionOf = async (email: string) =>
      sessionCookieOf(await client.call('POST', '/api/sandbox/login', { body: { email } }))
    expect(await flagOf()).toBe(false)
    await client.json('PUT', '/api/sandbox/features', { body: { key, enabled: true } })
    expect(await flagOf()).toBe(true)
    await client.json('PUT', '/api/sandbox/features', { body: { key, enabled: false } })
    await client.json('PUT', '/api/sandbox/features', {
      body: { key, enabled: true, email: 'vip@rental.test' },
    })
    expect(await flagOf(await sessionOf('vip@rental.test'))).toBe(true)
    expect(await flagOf(await sessionOf('customer@rental.test'))).toBe(false)
    expect(await flagOf()).toBe(false)
    // `enabled: null` removes the override: vip@ follows the default again.
    const cleared = await client.json('PUT', '/api/sandbox/features', {
      body: { key, enabled: null, email: 'vip@rental.test' },
    })
    expect(cleared).toMatchObject({ key, enabled: false, userOverrides: [] })
    expect(await flagOf(await sessionOf('vip@rental.test'))).toBe(false)
    const unknown = await client.call('PUT', '/api/sandbox/features', {
      body: { key, enabled: true, email: 'nobody@rental.test' },
    })
    expect(unknown.status).toBe(404)
  })

  it.each([
    ['PUT', '/api/sandbox/features', { key: 'no-such-flag', enabled: true }],
    ['PUT', '/api/sandbox/features', { key: 'payment-revamp', enabled: 'yes' }],
    // The default is on or off; only an account's override can be cleared.
    ['PUT', '/api/sandbox/features', { key: 'payment-revamp', enabled: null }],
    ['POST', '/api/sandbox/faults', { family: 'nope', fault: { kind: 'network' } }],
    ['POST', '/api/sandbox/faults', { family: 'auth', fault: { kind: 'status', status: 418 } }],
    ['POST', '/api/sandbox/faults', { family: 'auth', fault: { kind: 'network' }, remaining: 0 }],
    ['PUT', '/api/sandbox/latency', { ms: -1 }],
    ['PUT', '/api/sandbox/latency', { ms: 60_001 }],
    ['PUT', '/api/sandbox/latency', { latency: 100 }],
    ['POST', '/api/sandbox/clock', { moveMs: 1.5 }],
    ['POST', '/api/sandbox/clock', { moveMs: 1, offsetMs: 2 }],
    ['POST', '/api/sandbox/clock', {}],
    ['PUT', '/api/sandbox/flags', { carsSoldOut: 'yes' }],
    ['PUT', '/api/sandbox/flags', { soldOut: true }],
    ['POST', '/api/sandbox/scenario', { scenario: 'banned' }],
    ['POST', '/api/sandbox/login', {}],
    ['DELETE', '/api/sandbox/faults/first', undefined],
  ])('%s %s refuses %j with 400 and a code', async (method, path, body) => {
    const response = await client.call(method, path, { body })
    expect(response.status).toBe(400)
    const refusal = apiErrorBodySchema.parse(await response.json())
    expect(refusal.code).toBe('INVALID_CONTROL')
    expect(refusal.message).not.toBe('')
    expect(await client.json('GET', '/api/sandbox/controls')).toMatchObject({
      faults: [],
      latencyMs: 0,
      clockOffsetMs: 0,
    })
  })

  it('refuses a body that is not JSON with 400 MALFORMED_BODY', async () => {
    const response = await client.call('PUT', '/api/sandbox/latency', { body: '{ms: 1' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'MALFORMED_BODY' })
  })

  it('keeps every control working while every family fails and latency is high', async () => {
    for (const family of ENDPOINT_FAMILIES) {
      await client.json('POST', '/api/sandbox/faults', {
        body: { family, fault: { kind: 'status', status: 503 } },
      })
    }
    await client.json('PUT', '/api/sandbox/latency', { body: { ms: 5000 } })
    expect(await statusOf('POST', '/rental/api/auth/logout')).toBe(503)

    const controlsTook = await elapsedMs(async () => {
      await client.json('GET', '/api/sandbox/controls')
      await client.json('POST', '/api/sandbox/clock', { body: { moveMs: 1000 } })
      await client.json('PUT', '/api/sandbox/flags', { body: { documentReview: 'decline' } })
      await client.json('POST', '/api/sandbox/login', { body: { email: 'vip@rental.test' } })
      await client.json('POST', '/api/sandbox/logout', { status: 204 })
      await client.json('GET', '/api/sandbox/scenarios')
      await client.json('DELETE', '/api/sandbox/faults/0')
    })
    expect(controlsTook).toBeLessThan(2500)
    expect(await client.json('GET', '/api/sandbox/controls')).toMatchObject({
      faults: ENDPOINT_FAMILIES.slice(1).map((family) => ({ family })),
    })

    // The scenario that takes every family offline still leaves the controls reachable.
    await client.json('POST', '/api/sandbox/scenario', { body: { id: 'platform-offline' } })
    await expect(client.call('GET', CITY)).rejects.toThrow()
    await client.json('DELETE', '/api/sandbox/faults')
    await client.json('PUT', '/api/sandbox/latency', { body: { ms: 0 } })
    expect(await statusOf('GET', CITY)).toBe(200)
  })
})
