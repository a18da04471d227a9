import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { sessionCookieValue } from '../lib/session-cookie'
import { SCENARIOS } from '../scenarios'
import { sessionCookieOf, startControlledPlatform } from './control-client'

// The session-changing controls over real HTTP: reset, scenarios, login and logout. The sessions
// they start must be the signed cookie a real login sets, usable by any HTTP client.

const client = startControlledPlatform()
const ME = '/api/identity/me/details'
const CLEARED = 'rental_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax'

async function me(cookie: string | undefined): Promise<Record<string, unknown>> {
  const body = await client.json('GET', ME, { cookie })
  if (typeof body !== 'object' || body === null) throw new Error('me/details was not an object')
  return { ...body }
}

async function loginAs(email: string): Promise<string> {
  const response = await client.call('POST', '/api/sandbox/login', { body: { email } })
  expect(response.status).toBe(200)
  const cookie = sessionCookieOf(response)
  if (!cookie) throw new Error(`No session cookie for ${email}`)
  return cookie
}

describe('sandbox session controls over HTTP', () => {
  it('logs in as a persona with the cookie a real login sets, and logs out', async () => {
    const response = await client.call('POST', '/api/sandbox/login', {
      body: { email: 'new@rental.test' },
    })
    expect(await response.json()).toEqual({ userId: 'user-new', email: 'new@rental.test' })
    const real = await client.call('POST', '/rental/api/auth/login', {
      body: { email: 'new@rental.test', password: 'Rental!2026' },
    })
    const attributes = (r: Response) => r.headers.getSetCookie()[0]?.split(';').slice(1).join(';')
    expect(attributes(response)).toBe(attributes(real))

    const cookie = sessionCookieOf(response) ?? ''
    const [, encodedUser = '', issuedAt = ''] =
      /^rental_session=([^.]+)\.(\d+)\./.exec(cookie) ?? []
    expect(cookie).toBe(
      `rental_session=${await sessionCookieValue(decodeURIComponent(encodedUser), Number(issuedAt))}`,
    )
    expect((await me(cookie)).email).toBe('new@rental.test')

    const logout = await client.call('POST', '/api/sandbox/logout', { cookie })
    expect(logout.status).toBe(204)
    expect(logout.headers.getSetCookie()).toEqual([CLEARED])
  })

  it('logs in the ride-app user, and refuses an unknown account or a bad email', async () => {
    expect((await me(await loginAs('RideApp@rental.test'))).careemId).toBe('careem-70001')
    const unknown = await client.call('POST', '/api/sandbox/login', {
      body: { email: 'nobody@rental.test' },
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' })
    const bad = await client.call('POST', '/api/sandbox/login', { body: { email: 'nobody' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      code: 'INVALID_CONTROL',
      fieldErrors: { email: [expect.any(String)] },
    })
  })

  it('applies a scenario: its persona logged in, its controls in force, its path answered', async () => {
    const response = await client.call('POST', '/api/sandbox/scenario', {
      body: { id: '3ds-failure' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: '3ds-failure',
      persona: 'customer@rental.test',
    })
    expect((await me(sessionCookieOf(response))).email).toBe('customer@rental.test')
    expect(await client.json('GET', '/api/sandbox/controls')).toMatchObject({
      scenario: '3ds-failure',
      flags: { challenge: 'decline', documentReview: 'approve', carsSoldOut: false },
    })

    const banned = await client.call('POST', '/api/sandbox/scenario', { body: { id: 'banned' } })
    expect(await me(sessionCookieOf(banned))).toMatchObject({
      email: 'banned@rental.test',
      isBanned: true,
    })
    // Scenarios never stack: the previous scenario's flags are gone.
    expect(await client.json('GET', '/api/sandbox/controls')).toMatchObject({
      scenario: 'banned',
      flags: { challenge: 'ask' },
    })

    const riyadh = await client.json('POST', '/api/sandbox/scenario', {
      body: { id: 'tourist-ksa' },
    })
    expect(riyadh).toMatchObject({ path: '/rental/riyadh/cars' })
  })

  it('logs out for a scenario without a persona, and refuses an unknown one', async () => {
    const response = await client.call('POST', '/api/sandbox/scenario', {
      body: { id: 'server-error' },
    })
    expect(response.headers.getSetCookie()).toEqual([CLEARED])
    expect(await client.json('GET', '/api/sandbox/controls')).toMatchObject({
      faults: [{ family: 'availability', fault: { kind: 'status', status: 500 } }],
    })
    const unknown = await client.call('POST', '/api/sandbox/scenario', { body: { id: 'nope' } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'SCENARIO_NOT_FOUND' })
    const list = z.object({ scenarios: z.array(z.object({ id: z.string() })) })
    const { scenarios } = list.parse(await client.json('GET', '/api/sandbox/scenarios'))
    expect(scenarios.map(({ id }) => id)).toEqual(SCENARIOS.map(({ id }) => id))
  })

  it('resets data, controls and the session to the seed', async () => {
    const cookie = await loginAs('customer@rental.test')
    await client.json('PATCH', '/api/identity/me/details/marketing-consent', {
      cookie,
      body: { marketingMessagesAccepted: false },
    })
    expect((await me(cookie)).marketingMessagesAccepted).toBe(false)
    await client.json('PUT', '/api/sandbox/latency', { body: { ms: 40 } })
    await client.json('POST', '/api/sandbox/clock', { body: { moveMs: 86_400_000 } })
    await client.json('POST', '/api/sandbox/faults', {
      body: { family: 'identity', fault: { kind: 'status', status: 500 } },
    })

    const reset = await client.call('POST', '/api/sandbox/reset')
    expect(reset.status).toBe(200)
    expect(reset.headers.getSetCookie()).toEqual([CLEARED])
    expect(await reset.json()).toMatchObject({
      latencyMs: 0,
      faults: [],
      clockOffsetMs: 0,
      scenario: null,
      flags: { challenge: 'ask', documentReview: 'approve', carsSoldOut: false },
    })
    expect((await me(await loginAs('customer@rental.test'))).marketingMessagesAccepted).toBe(true)
  })
})
