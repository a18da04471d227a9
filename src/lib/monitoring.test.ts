import { addEventProcessor, getClient, setUser } from '@sentry/react'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { createAppRouter } from '../app/router'
import { createSession } from '../session/session'
import { isReplaySampled, REPLAY_STORAGE_KEY, type MonitoringOptions } from './monitoring'

// Monitoring with the real Sentry SDK (src/lib/sentry.ts) against a stand-in for Sentry's ingest
// endpoint: the tests read the error events that reach it. Session replay cannot run outside a
// browser, so its download stays a stand-in that counts what is downloaded and started.

const DSN = 'https://key@sentry.example.test/1'
const WAIT = { timeout: 5000 }

/** The parts of a sent error event these tests read. */
const sentEvent = z.object({
  environment: z.optional(z.string()),
  exception: z.object({ values: z.array(z.object({ value: z.optional(z.string()) })) }),
  tags: z.optional(z.record(z.string(), z.string())),
  user: z.optional(z.unknown()),
  request: z.optional(z.record(z.string(), z.unknown())),
})
type SentEvent = z.infer<typeof sentEvent>
const itemHeader = z.object({ type: z.string() })

/** The error events Sentry's ingest endpoint received, in order (other items are left out). */
const sent: SentEvent[] = []
const ingest = setupServer(
  http.post('https://sentry.example.test/api/1/envelope/', async ({ request }) => {
    // An envelope: its header line, then a header line and a payload line per item.
    const lines = (await request.text()).split('\n')
    for (let index = 1; index + 1 < lines.length; index += 2) {
      const header = itemHeader.safeParse(JSON.parse(lines[index] ?? '{}'))
      if (header.success && header.data.type === 'event')
        sent.push(sentEvent.parse(JSON.parse(lines[index + 1] ?? '{}')))
    }
    return HttpResponse.json({})
  }),
)

// In a browser, every event carries the page it happened on: its address and headers.
const PAGE = 'https://app.example.test/rental/summary?email=customer%40rental.test&from=2026-12-01'
addEventProcessor((event) => ({
  ...event,
  request: { url: PAGE, headers: { 'User-Agent': 'test', Referer: PAGE } },
}))

beforeAll(() => ingest.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  sent.length = 0
})
afterEach(async () => {
  // Whatever the test's client still had to send is sent now, not into the next test.
  await getClient()?.close(WAIT.timeout)
  setUser(null)
})
afterAll(() => ingest.close())

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

/**
 * A page's monitoring, started afresh (monitoring.ts keeps the loaded Sentry in module state, as
 * a page does), with the page becoming interactive when the test says.
 */
async function startPage(overrides: Partial<MonitoringOptions> = {}) {
  vi.resetModules()
  const { reportException, startMonitoring } = await import('./monitoring')
  const downloads = { sentry: 0, replay: 0 }
  const replay = { started: 0 }
  const pending: (() => void)[] = []
  const storage = memoryStorage()
  startMonitoring(
    createAppRouter(
      { queryClient: new QueryClient(), auth: createSession(() => undefined) },
      createMemoryHistory({ initialEntries: ['/rental/'] }),
    ),
    {
      dsn: DSN,
      environment: 'internal',
      replay: true,
      random: () => 0.5,
      storage,
      whenInteractive: (task) => pending.push(task),
      loadSentry: () => {
        downloads.sentry += 1
        return import('./sentry')
      },
      loadReplay: () => {
        downloads.replay += 1
        return Promise.resolve({ startReplay: () => void (replay.started += 1) })
      },
      ...overrides,
    },
  )
  return {
    report: reportException,
    interactive: () => pending.splice(0).forEach((task) => task()),
    downloads,
    replay,
    storage,
  }
}

describe('startMonitoring', () => {
  it('without a DSN downloads nothing and sends nothing', async () => {
    const page = await startPage({ dsn: '' })
    page.interactive()
    page.report(new Error('reported without a DSN'), 'crash')
    await vi.dynamicImportSettled()
    expect(page.downloads).toEqual({ sentry: 0, replay: 0 })
    expect(sent).toEqual([])
  })

  it('downloads Sentry once the page is interactive, then sends what was reported meanwhile', async () => {
    const page = await startPage()
    page.report(new Error('reported before the page was interactive'), 'crash')
    await vi.dynamicImportSettled()
    expect(page.downloads.sentry).toBe(0)

    page.interactive()
    await vi.waitFor(() => expect(sent).toHaveLength(1), WAIT)
    expect(sent[0]).toMatchObject({
      environment: 'internal',
      exception: { values: [{ value: 'reported before the page was interactive' }] },
      tags: { label: 'crash' },
    })
    expect(page.downloads.sentry).toBe(1)
  })

  it('sends no personal data: no user, no query string, no headers', async () => {
    setUser({ id: 'user-customer', email: 'customer@rental.test' })
    const page = await startPage()
    page.interactive()
    page.report(new Error('reported with a user signed in'), 'crash')
    await vi.waitFor(() => expect(sent).toHaveLength(1), WAIT)
    expect(sent[0]?.user).toBeUndefined()
    expect(sent[0]?.request).toEqual({ url: 'https://app.example.test/rental/summary' })
  })

  it('downloads Replay for a session outside the sample once it sends an error, and only once', async () => {
    const page = await startPage({ random: () => 0.5 })
    page.interactive()
    await vi.dynamicImportSettled()
    expect(page.downloads.replay).toBe(0)
    expect(page.storage.items.get(REPLAY_STORAGE_KEY)).toBe('off')

    page.report(new Error('first error'), 'crash')
    page.report(new Error('second error'), 'crash')
    await vi.waitFor(() => expect(sent).toHaveLength(2), WAIT)
    expect(page.downloads.replay).toBe(1)
    expect(page.replay.started).toBe(1)
    // The tab now records: a reload keeps recording (next test).
    expect(page.storage.items.get(REPLAY_STORAGE_KEY)).toBe('on')
  })

  it('records a sampled session from the start, before any error', async () => {
    const page = await startPage({ random: () => 0.05 })
    page.interactive()
    await vi.dynamicImportSettled()
    expect(page.replay.started).toBe(1)
  })

  it('keeps recording after a reload once a session has sent an error', async () => {
    const page = await startPage({ random: () => 0.5 })
    page.interactive()
    page.report(new Error('error before the reload'), 'crash')
    await vi.waitFor(() => expect(sent).toHaveLength(1), WAIT)

    const reloaded = await startPage({
      random: () => 0.99,
      storage: memoryStorage(Object.fromEntries(page.storage.items)),
    })
    reloaded.interactive()
    await vi.dynamicImportSettled()
    expect(reloaded.replay.started).toBe(1)
  })

  it('never downloads Replay where the build turns it off, and still sends errors', async () => {
    const page = await startPage({ replay: false, random: () => 0 })
    page.interactive()
    page.report(new Error('reported without replay'), 'crash')
    await vi.waitFor(() => expect(sent).toHaveLength(1), WAIT)
    expect(sent[0]?.exception.values[0]?.value).toBe('reported without replay')
    expect(page.downloads.replay).toBe(0)
  })
})

describe('isReplaySampled', () => {
  it('draws one session in ten and keeps the draw for the tab', () => {
    const storage = memoryStorage()
    expect(isReplaySampled(storage, () => 0.09)).toBe(true)
    expect(storage.items.get(REPLAY_STORAGE_KEY)).toBe('on')
    expect(isReplaySampled(storage, () => 0.99)).toBe(true)

    const outside = memoryStorage()
    expect(isReplaySampled(outside, () => 0.1)).toBe(false)
    expect(isReplaySampled(outside, () => 0)).toBe(false)
  })

  it('draws afresh on every page where storage is blocked', () => {
    expect(isReplaySampled(undefined, () => 0.05)).toBe(true)
    expect(isReplaySampled(undefined, () => 0.5)).toBe(false)
  })
})
