import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ApiError } from './errors'
import { request } from './http'
import { built } from './schemas/built'
import { holdRequestsUntil, requestsHeld, setAuthFailureHandler } from './http-hooks'

const server = setupServer()
const okSchema = z.object({ ok: z.boolean() })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

function countingHandler(method: 'get' | 'post', responses: Array<() => Response>) {
  let calls = 0
  server.use(
    mswHttp[method]('*/api/thing', () => {
      const next = responses[Math.min(calls, responses.length - 1)]
      calls += 1
      return next ? next() : HttpResponse.json({ ok: true })
    }),
  )
  return () => calls
}

const get = () => request({ base: 'platform', path: '/thing', schema: okSchema })

describe('request', () => {
  it('parses a response with its schema and sends credentials', async () => {
    let credentials: RequestCredentials | undefined
    server.use(
      mswHttp.get('*/api/thing', ({ request: incoming }) => {
        credentials = incoming.credentials
        return HttpResponse.json({ ok: true, extra: 'ignored' })
      }),
    )
    await expect(get()).resolves.toEqual({ ok: true })
    expect(credentials).toBe('include')
  })

  it("builds the answer's schemas while the answer is on the way, not in its parse", async () => {
    let answer: (() => void) | undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      mswHttp.get('*/api/thing', async () => {
        await answered
        return HttpResponse.json({ ok: true })
      }),
    )
    const build = vi.fn(() => z.boolean())
    const schema = z.object({ ok: built(build) })
    const result = request({ base: 'platform', path: '/thing', schema })
    await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(1))
    answer?.()
    await expect(result).resolves.toEqual({ ok: true })
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('waits for Retry-After on 429, then succeeds without a retry storm', async () => {
    vi.useFakeTimers()
    const calls = countingHandler('get', [
      () =>
        HttpResponse.json(
          { message: 'slow down' },
          { status: 429, headers: { 'Retry-After': '2' } },
        ),
      () => HttpResponse.json({ ok: true }),
    ])
    const result = get()
    await vi.advanceTimersByTimeAsync(1900)
    expect(calls()).toBe(1)
    await vi.advanceTimersByTimeAsync(200)
    await expect(result).resolves.toEqual({ ok: true })
    expect(calls()).toBe(2)
  })

  it('retries 503 with backoff, then gives up with the status', async () => {
    vi.useFakeTimers()
    const calls = countingHandler('get', [
      () => HttpResponse.json({ message: 'down' }, { status: 503 }),
    ])
    const result = get().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(20_000)
    const error = await result
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 503 })
    expect(calls()).toBe(4)
  })

  it.each([400, 401, 403, 404, 409, 422])('never retries %i', async (status) => {
    const calls = countingHandler('get', [
      () =>
        HttpResponse.json(
          { message: 'no', code: 'NO', fieldErrors: { email: ['bad'] } },
          { status },
        ),
    ])
    const error = await get().catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      kind: 'http',
      status,
      code: 'NO',
      fieldErrors: { email: ['bad'] },
    })
    expect(calls()).toBe(1)
  })

  it('does not retry a POST without an idempotency key', async () => {
    const calls = countingHandler('post', [
      () => HttpResponse.json({ message: 'x' }, { status: 502 }),
    ])
    await expect(
      request({ base: 'platform', path: '/thing', method: 'POST', body: {}, schema: okSchema }),
    ).rejects.toMatchObject({ status: 502 })
    expect(calls()).toBe(1)
  })

  it('retries a POST that carries an idempotency key, sending the same key', async () => {
    vi.useFakeTimers()
    const keys: Array<string | null> = []
    let calls = 0
    server.use(
      mswHttp.post('*/api/thing', ({ request: incoming }) => {
        keys.push(incoming.headers.get('Idempotency-Key'))
        calls += 1
        return calls === 1
          ? HttpResponse.json({ message: 'x' }, { status: 502 })
          : HttpResponse.json({ ok: true })
      }),
    )
    const result = request({
      base: 'platform',
      path: '/thing',
      method: 'POST',
      body: {},
      schema: okSchema,
      idempotencyKey: 'key-1',
    })
    await vi.advanceTimersByTimeAsync(1000)
    await expect(result).resolves.toEqual({ ok: true })
    expect(keys).toEqual(['key-1', 'key-1'])
  })

  it('turns malformed JSON into a parse error and a wrong shape into a contract error', async () => {
    server.use(
      mswHttp.get(
        '*/api/thing',
        () => new HttpResponse('{nope', { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    await expect(get()).rejects.toMatchObject({ kind: 'parse' })
    server.use(mswHttp.get('*/api/thing', () => HttpResponse.json({ ok: 'yes' })))
    await expect(get()).rejects.toMatchObject({ kind: 'contract' })
  })

  it('reports a network failure as such', async () => {
    vi.useFakeTimers()
    server.use(mswHttp.get('*/api/thing', () => HttpResponse.error()))
    const result = get().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(await result).toMatchObject({ kind: 'network', status: 0 })
  })

  it('stops retrying when the caller aborts', async () => {
    vi.useFakeTimers()
    const calls = countingHandler('get', [
      () => HttpResponse.json({ message: 'down' }, { status: 503 }),
    ])
    const controller = new AbortController()
    const result = request({
      base: 'platform',
      path: '/thing',
      schema: okSchema,
      signal: controller.signal,
    }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    expect(await result).toMatchObject({ kind: 'aborted' })
    expect(calls()).toBe(1)
  })

  it('tells the session about every 401 and 403, from any caller, and about nothing else', async () => {
    const reported: number[] = []
    setAuthFailureHandler((status) => reported.push(status))
    for (const status of [401, 403, 404, 409, 422]) {
      server.use(mswHttp.post('*/api/thing', () => HttpResponse.json({}, { status })))
      await request({ base: 'platform', path: '/thing', method: 'POST', schema: okSchema }).catch(
        () => undefined,
      )
    }
    expect(reported).toEqual([401, 403])
    setAuthFailureHandler(() => {})
  })
})

describe('calls held until the sandbox has started', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('go out once it has, each after a turn of its own for the browser', async () => {
    const steps: string[] = []
    let gateOpen = false
    vi.stubGlobal('scheduler', {
      yield: () => {
        if (gateOpen) steps.push('yield')
        return Promise.resolve()
      },
    })
    server.use(
      mswHttp.get('*/api/thing', () => {
        steps.push('sent')
        return HttpResponse.json({ ok: true })
      }),
    )
    let start = () => {}
    holdRequestsUntil(
      new Promise<void>((resolve) => {
        start = resolve
      }),
    )
    const calls = [get(), get()]
    // Their schemas are built meanwhile; nothing goes out.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(requestsHeld()).toBe(true)
    expect(steps).toEqual([])

    gateOpen = true
    start()
    await expect(Promise.all(calls)).resolves.toEqual([{ ok: true }, { ok: true }])
    expect(requestsHeld()).toBe(false)
    expect(steps).toEqual(['yield', 'yield', 'sent', 'sent'])

    // Once it has started, a call goes at once (the turns its schema is built in aside).
    gateOpen = false
    steps.length = 0
    await get()
    expect(steps).toEqual(['sent'])
  })

  it('are released when the sandbox fails to start, to fail with its reason', async () => {
    const failed = Promise.reject(new Error('no service worker'))
    holdRequestsUntil(failed)
    await expect(get()).rejects.toThrow('no service worker')
    expect(requestsHeld()).toBe(false)
    holdRequestsUntil(Promise.resolve())
  })
})
