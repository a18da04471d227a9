import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../app/router'
import { createSession } from '../session/session'
import {
  isReplaySampled,
  REPLAY_STORAGE_KEY,
  reportException,
  startMonitoring,
  type MonitoringOptions,
} from './monitoring'

type SentryModule = typeof import('./sentry')

function router() {
  return createAppRouter(
    { queryClient: new QueryClient(), auth: createSession(() => undefined) },
    createMemoryHistory({ initialEntries: ['/rental/'] }),
  )
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

/** Monitoring with its loaders standing in for Sentry's files, recording what was asked of them. */
function harness(overrides: Partial<MonitoringOptions> = {}) {
  const calls = {
    sentryLoads: 0,
    replayLoads: 0,
    replayStarts: 0,
    captured: [] as { error: unknown; label: string }[],
    init: [] as Parameters<SentryModule['initSentry']>[0][],
  }
  const pending: (() => void)[] = []
  const options: Partial<MonitoringOptions> = {
    dsn: 'https://key@sentry.example.test/1',
    environment: 'internal',
    replay: true,
    random: () => 0.5,
    storage: memoryStorage(),
    whenInteractive: (task) => pending.push(task),
    loadSentry: () => {
      calls.sentryLoads += 1
      return Promise.resolve({
        initSentry: (init) => void calls.init.push(init),
        captureException: (error, label) => void calls.captured.push({ error, label }),
        scrubEvent: (event) => event,
      })
    },
    loadReplay: () => {
      calls.replayLoads += 1
      return Promise.resolve({ startReplay: () => void (calls.replayStarts += 1) })
    },
    ...overrides,
  }
  const interactive = () => pending.splice(0).forEach((task) => task())
  /** What Sentry does when it sends an error event (sentry.ts's beforeSend). */
  const sendErrorEvent = () => calls.init.at(-1)?.onErrorEvent()
  return { calls, options, interactive, sendErrorEvent }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('startMonitoring', () => {
  it('without a DSN loads nothing and reports nothing', async () => {
    const { calls, options, interactive } = harness({ dsn: '' })
    startMonitoring(router(), options)
    interactive()
    reportException(new Error('boom'), 'crash')
    await settle()
    expect(calls.sentryLoads).toBe(0)
    expect(calls.captured).toEqual([])
  })

  it('loads Sentry only once the page is interactive, and reports what waited', async () => {
    const { calls, options, interactive } = harness()
    const appRouter = router()
    startMonitoring(appRouter, options)
    const error = new Error('boom')
    reportException(error, 'crash')
    await settle()
    expect(calls.sentryLoads).toBe(0)

    interactive()
    await settle()
    expect(calls.init).toEqual([
      expect.objectContaining({
        dsn: 'https://key@sentry.example.test/1',
        environment: 'internal',
        router: appRouter,
      }),
    ])
    expect(calls.captured).toEqual([{ error, label: 'crash' }])
  })

  it('does not download Replay for a session outside the sample, until it reports an error', async () => {
    const { calls, options, interactive, sendErrorEvent } = harness({ random: () => 0.5 })
    startMonitoring(router(), options)
    interactive()
    await settle()
    expect(calls.replayLoads).toBe(0)

    sendErrorEvent()
    sendErrorEvent()
    await settle()
    expect(calls.replayLoads).toBe(1)
    expect(calls.replayStarts).toBe(1)
  })

  it('records a sampled session from the start', async () => {
    const { calls, options, interactive } = harness({ random: () => 0.05 })
    startMonitoring(router(), options)
    interactive()
    await settle()
    expect(calls.replayStarts).toBe(1)
  })

  it('keeps recording after a reload once a session has reported an error', async () => {
    const storage = memoryStorage()
    const first = harness({ storage, random: () => 0.5 })
    startMonitoring(router(), first.options)
    first.interactive()
    await settle()
    first.sendErrorEvent()
    await settle()

    const reloaded = harness({ storage, random: () => 0.99 })
    startMonitoring(router(), reloaded.options)
    reloaded.interactive()
    await settle()
    expect(reloaded.calls.replayStarts).toBe(1)
  })

  it('never downloads Replay where the build turns it off, and still reports', async () => {
    const { calls, options, interactive, sendErrorEvent } = harness({
      replay: false,
      random: () => 0,
    })
    startMonitoring(router(), options)
    interactive()
    await settle()
    sendErrorEvent()
    const error = new Error('boom')
    reportException(error, 'crash')
    await settle()
    expect(calls.replayLoads).toBe(0)
    expect(calls.captured).toEqual([{ error, label: 'crash' }])
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
