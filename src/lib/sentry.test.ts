import type { BrowserOptions, ErrorEvent } from '@sentry/react'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppRouter } from '../app/router'
import { createSession } from '../session/session'

// Sentry's init is replaced to read the options the app gives it; what those options do is the
// app's own code (beforeSend), exercised here.
const sentry = vi.hoisted(() => ({
  init: vi.fn<(options: BrowserOptions) => void>(),
  captureException: vi.fn(),
  tanstackRouterBrowserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}))
vi.mock('@sentry/react', () => sentry)

const { initSentry, scrubEvent } = await import('./sentry')

function router() {
  return createAppRouter(
    { queryClient: new QueryClient(), auth: createSession(() => undefined) },
    createMemoryHistory({ initialEntries: ['/rental/'] }),
  )
}

function beforeSendOf(onErrorEvent: () => void) {
  initSentry({
    dsn: 'https://key@sentry.example.test/1',
    router: router(),
    environment: 'x',
    onErrorEvent,
  })
  const beforeSend = sentry.init.mock.calls.at(-1)?.[0].beforeSend
  if (!beforeSend) throw new Error('init had no beforeSend')
  return async (event: ErrorEvent) => beforeSend(event, {})
}

beforeEach(() => vi.clearAllMocks())

describe('initSentry', () => {
  it('applies SPEC §1 tracing and leaves replay sampling to monitoring.ts', () => {
    initSentry({
      dsn: 'https://key@sentry.example.test/1',
      router: router(),
      environment: 'x',
      onErrorEvent: vi.fn(),
    })
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        tracesSampleRate: 1,
        integrations: [{ name: 'BrowserTracing' }],
        replaysSessionSampleRate: 0,
        replaysOnErrorSampleRate: 0,
      }),
    )
  })

  it('tells monitoring of every error event it sends, scrubbed, and of nothing else', async () => {
    const onErrorEvent = vi.fn()
    const beforeSend = beforeSendOf(onErrorEvent)
    const sent = await beforeSend({
      type: undefined,
      exception: { values: [{ type: 'Error', value: 'boom' }] },
      user: { id: 'user-customer' },
    })
    expect(sent?.user).toBeUndefined()
    expect(onErrorEvent).toHaveBeenCalledTimes(1)

    await beforeSend({ type: undefined, message: 'a message, not an error' })
    expect(onErrorEvent).toHaveBeenCalledTimes(1)
  })
})

describe('scrubEvent', () => {
  it('drops the user, cookies, headers and query strings', () => {
    const event: ErrorEvent = {
      type: undefined,
      message: 'boom',
      user: { id: 'user-customer', email: 'customer@rental.test' },
      request: {
        url: 'https://app.example.test/rental/summary?email=customer%40rental.test&from=2026-12-01',
        query_string: 'email=customer%40rental.test&from=2026-12-01',
        cookies: { rental_session: 'secret' },
        headers: { Cookie: 'rental_session=secret', 'User-Agent': 'test' },
        method: 'GET',
      },
    }
    expect(scrubEvent(event)).toEqual({
      type: undefined,
      message: 'boom',
      request: { url: 'https://app.example.test/rental/summary', method: 'GET' },
    })
  })
})
