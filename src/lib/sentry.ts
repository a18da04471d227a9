import {
  captureException as sentryCapture,
  init,
  replayIntegration,
  tanstackRouterBrowserTracingIntegration,
  type ErrorEvent,
} from '@sentry/react'
import type { AppRouter } from '../router'

// Loaded lazily (see monitoring.ts) and only where a DSN is configured.

export function initSentry(options: {
  dsn: string
  router: AppRouter
  environment: string
  /** Session replay (SPEC §1); off only where a build says so (the end-to-end build). */
  replay: boolean
}): void {
  init({
    dsn: options.dsn,
    environment: options.environment,
    release: __BUILD_ID__,
    integrations: [
      tanstackRouterBrowserTracingIntegration(options.router),
      ...(options.replay ? [replayIntegration({ maskAllText: true, blockAllMedia: true })] : []),
    ],
    // SPEC §1: trace everything; replay 10 % of sessions and every session with an error.
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    beforeSend: scrubEvent,
  })
}

/** No personal data leaves the browser: drop user, cookies, and query strings. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.user
  if (event.request) {
    delete event.request.cookies
    delete event.request.headers
    if (event.request.url) event.request.url = event.request.url.split('?')[0]
    delete event.request.query_string
  }
  return event
}

export function captureException(error: unknown, label: string): void {
  sentryCapture(error, { tags: { label } })
}
