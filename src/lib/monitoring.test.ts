import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import type { ErrorEvent } from '@sentry/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppRouter } from '../router'
import { createSession } from '../session/session'

const env = vi.hoisted(() => ({ sentryDsn: '', appEnvironment: 'sandbox', sentryReplay: true }))
vi.mock('./env', () => ({ env }))

// Counts loads of the lazy Sentry module: without a DSN it must never be downloaded.
const loads = vi.hoisted(() => ({ sentry: 0 }))
vi.mock('./sentry', async (importOriginal) => {
  loads.sentry += 1
  return importOriginal()
})

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
  tanstackRouterBrowserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}))
vi.mock('@sentry/react', () => sentry)

function router() {
  return createAppRouter(
    { queryClient: new QueryClient(), auth: createSession(() => undefined) },
    createMemoryHistory({ initialEntries: ['/rental/'] }),
  )
}

/** A fresh monitoring module: it keeps the loaded Sentry module in module state. */
async function loadMonitoring() {
  vi.resetModules()
  return import('./monitoring')
}

beforeEach(() => {
  loads.sentry = 0
  vi.clearAllMocks()
})

describe('monitoring', () => {
  it('without a DSN loads nothing, initialises nothing and reports nothing', async () => {
    env.sentryDsn = ''
    const { reportException, startMonitoring } = await loadMonitoring()
    startMonitoring(router())
    reportException(new Error('boom'), 'crash')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loads.sentry).toBe(0)
    expect(sentry.init).not.toHaveBeenCalled()
    expect(sentry.captureException).not.toHaveBeenCalled()
  })

  it('with a DSN initialises Sentry with the SPEC §1 sample rates and reports exceptions', async () => {
    env.sentryDsn = 'https://key@sentry.example.test/1'
    env.appEnvironment = 'internal'
    const { reportException, startMonitoring } = await loadMonitoring()
    const appRouter = router()
    startMonitoring(appRouter)
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1))
    expect(loads.sentry).toBe(1)
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example.test/1',
        environment: 'internal',
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      }),
    )
    expect(sentry.tanstackRouterBrowserTracingIntegration).toHaveBeenCalledWith(appRouter)
    expect(sentry.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true,
      blockAllMedia: true,
    })

    const error = new Error('boom')
    reportException(error, 'crash')
    await vi.waitFor(() =>
      expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { label: 'crash' } }),
    )
  })
})

describe('monitoring without replay', () => {
  it('leaves session replay out where the build turns it off, and still reports', async () => {
    env.sentryDsn = 'https://key@sentry.example.test/1'
    env.sentryReplay = false
    try {
      const { reportException, startMonitoring } = await loadMonitoring()
      startMonitoring(router())
      await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1))
      expect(sentry.replayIntegration).not.toHaveBeenCalled()
      const error = new Error('boom')
      reportException(error, 'crash')
      await vi.waitFor(() =>
        expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { label: 'crash' } }),
      )
    } finally {
      env.sentryReplay = true
    }
  })
})

describe('scrubEvent', () => {
  it('drops the user, cookies, headers and query strings', async () => {
    const { scrubEvent } = await import('./sentry')
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

  it('is the hook Sentry calls before sending', async () => {
    const { initSentry, scrubEvent } = await import('./sentry')
    initSentry({
      dsn: 'https://key@sentry.example.test/1',
      router: router(),
      environment: 'x',
      replay: true,
    })
    expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ beforeSend: scrubEvent }))
  })
})
