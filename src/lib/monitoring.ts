import type { AppRouter } from '../router'
import { env } from './env'

// Error reporting is optional: without a DSN nothing is downloaded and nothing is sent.

type SentryModule = typeof import('./sentry')

let sentry: Promise<SentryModule | undefined> = Promise.resolve(undefined)

export function startMonitoring(router: AppRouter): void {
  if (!env.sentryDsn) return
  sentry = import('./sentry')
    .then((module) => {
      module.initSentry({
        dsn: env.sentryDsn,
        router,
        environment: env.appEnvironment,
        replay: env.sentryReplay,
      })
      return module
    })
    .catch(() => undefined)
}

export function reportException(error: unknown, label: string): void {
  void sentry.then((module) => module?.captureException(error, label))
}
