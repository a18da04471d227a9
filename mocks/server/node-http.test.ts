import { http, HttpResponse, passthrough } from 'msw'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startPlatformServer, type PlatformServer } from './node-http'

// The adapter itself, with handlers made for the purpose: bodies, cookies and failures must
// survive the trip from Node's HTTP objects to fetch Requests and back. No setupServer here, so
// fetch reaches the real socket.

const onError = vi.fn()

const testHandlers = [
  http.post('*/upload', async ({ request }) => {
    const form = await request.formData()
    const file = form.get('file')
    return HttpResponse.json({
      side: form.get('side'),
      name: file instanceof File ? file.name : null,
      size: file instanceof File ? file.size : null,
    })
  }),
  http.post('*/echo', async ({ request, cookies }) =>
    HttpResponse.json({
      body: await request.json(),
      cookies,
      idempotencyKey: request.headers.get('idempotency-key'),
    }),
  ),
  http.get('*/cookies', () => {
    const headers = new Headers()
    headers.append('Set-Cookie', 'first=1; Path=/; HttpOnly')
    headers.append('Set-Cookie', 'second=2; Path=/; Max-Age=60')
    return HttpResponse.json({ ok: true }, { headers })
  }),
  http.get('*/throws', () => {
    throw new Error('handler bug')
  }),
  http.get('*/network-error', () => HttpResponse.error()),
  http.get('*/passthrough', () => passthrough()),
]

let platform: PlatformServer

beforeAll(async () => {
  platform = await startPlatformServer({ handlers: testHandlers, port: 0, onError })
})

afterAll(() => platform.close())

describe('startPlatformServer', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(platform.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(platform.url).not.toMatch(/:0$/)
  })

  it('passes multipart uploads through', async () => {
    const form = new FormData()
    form.set('side', 'FRONT')
    form.set('file', new File([new Uint8Array(4096)], 'licence.jpg', { type: 'image/jpeg' }))
    const response = await fetch(`${platform.url}/upload`, { method: 'POST', body: form })
    expect(await response.json()).toEqual({ side: 'FRONT', name: 'licence.jpg', size: 4096 })
  })

  it('passes JSON bodies, request headers and cookies through', async () => {
    const response = await fetch(`${platform.url}/echo`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': 'key-1',
        Cookie: 'rental_session=abc; other=x',
      },
      body: JSON.stringify({ hello: 'world' }),
    })
    expect(await response.json()).toEqual({
      body: { hello: 'world' },
      cookies: { rental_session: 'abc', other: 'x' },
      idempotencyKey: 'key-1',
    })
  })

  it('forwards every Set-Cookie header separately', async () => {
    const response = await fetch(`${platform.url}/cookies`)
    expect(response.headers.getSetCookie()).toEqual([
      'first=1; Path=/; HttpOnly',
      'second=2; Path=/; Max-Age=60',
    ])
  })

  it('answers 404 JSON when no handler matches or a handler passes through', async () => {
    for (const path of ['/missing', '/passthrough']) {
      const response = await fetch(`${platform.url}${path}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('application/json')
      expect(await response.json()).toEqual({
        message: `No sandbox endpoint for GET ${path}`,
        code: 'ENDPOINT_NOT_FOUND',
      })
    }
  })

  it('answers 500 JSON and reports the error when a handler throws', async () => {
    const response = await fetch(`${platform.url}/throws`)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      message: 'The sandbox failed to answer',
      code: 'SANDBOX_ERROR',
    })
    expect(onError).toHaveBeenCalledOnce()
  })

  it('drops the connection for a simulated network error', async () => {
    await expect(fetch(`${platform.url}/network-error`)).rejects.toThrow()
  })

  it('allows credentialed CORS from another origin', async () => {
    const origin = 'http://localhost:5173'
    const preflight = await fetch(`${platform.url}/echo`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, idempotency-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH')

    const actual = await fetch(`${platform.url}/cookies`, { headers: { Origin: origin } })
    expect(actual.headers.get('access-control-allow-origin')).toBe(origin)
    expect(actual.headers.get('vary')).toBe('Origin')

    const sameOrigin = await fetch(`${platform.url}/cookies`)
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull()
  })
})
