import type { AnyRouter } from '@tanstack/react-router'
import { env } from './env'
import { whenInteractive } from './when-interactive'

// Error reporting is optional: without a DSN nothing is downloaded and nothing is sent. With one,
// it starts once the page is interactive, with tracing; session replay (the largest part
// of Sentry) is downloaded only for a session that records: one in ten (SPEC §1), or one that
// has reported an error. Recording then starts at that error, not a minute before it: the price
// of not downloading Replay into every session.

type SentryModule = typeof import('./sentry')

/** SPEC §1: the share of sessions replayed from their start. */
export const REPLAY_SESSION_SAMPLE_RATE = 0.1

/** The tab's replay decision, kept so a reload neither redraws it nor stops a recording. */
export const REPLAY_STORAGE_KEY = 'rental:replay'

export interface MonitoringOptions {
  dsn: string
  environment: string
  /** Session replay (SPEC §1); off only where a build says so (the end-to-end build). */
  replay: boolean
  loadSentry: () => Promise<SentryModule>
  loadReplay: () => Promise<typeof import('./sentry-replay')>
  /** Runs its task once the page is interactive. */
  whenInteractive: (task: () => void) => void
  random: () => number
  /** Where the tab's decision is kept; none where storage is blocked. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
}

function sessionStorageOrNone(): MonitoringOptions['storage'] {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

const defaults = (): MonitoringOptions => ({
  dsn: env.sentryDsn,
  environment: env.appEnvironment,
  replay: env.sentryReplay,
  loadSentry: () => import('./sentry'),
  loadReplay: () => import('./sentry-replay'),
  whenInteractive,
  random: Math.random,
  storage: sessionStorageOrNone(),
})

/** Whether this tab's session is replayed from its start: drawn once, then kept. */
export function isReplaySampled(
  storage: MonitoringOptions['storage'],
  random: () => number,
): boolean {
  const kept = storage?.getItem(REPLAY_STORAGE_KEY)
  if (kept === 'on' || kept === 'off') return kept === 'on'
  const sampled = random() < REPLAY_SESSION_SAMPLE_RATE
  storage?.setItem(REPLAY_STORAGE_KEY, sampled ? 'on' : 'off')
  return sampled
}

let sentry: Promise<SentryModule | undefined> = Promise.resolve(undefined)

export function startMonitoring(
  router: AnyRouter,
  overrides: Partial<MonitoringOptions> = {},
): void {
  const options = { ...defaults(), ...overrides }
  if (!options.dsn) return
  let replayStarted = false
  const startReplay = () => {
    if (replayStarted || !options.replay) return
    replayStarted = true
    options.storage?.setItem(REPLAY_STORAGE_KEY, 'on')
    options
      .loadReplay()
      .then((module) => module.startReplay())
      .catch(() => undefined)
  }
  sentry = new Promise<void>((resolve) => options.whenInteractive(resolve))
    .then(() => options.loadSentry())
    .then((module) => {
      module.initSentry({
        dsn: options.dsn,
        router,
        environment: options.environment,
        onErrorEvent: startReplay,
      })
      if (options.replay && isReplaySampled(options.storage, options.random)) startReplay()
      return module
    })
    .catch(() => undefined)
}

export function reportException(error: unknown, label: string): void {
  void sentry.then((module) => module?.captureException(error, label))
}
