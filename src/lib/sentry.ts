import {
  captureException as sentryCapture,
  init,
  tanstackRouterBrowserTracingIntegration,
  type ErrorEvent,
} from '@sentry/react'
import type { AnyRouter } from '@tanstack/react-router'

// Loaded once the page is interactive (see monitoring.ts) and only where a DSN is configured.
// Session replay is an integration of its own (sentry-replay.ts), downloaded only for a session
// that records; error reporting and tracing are what every session downloads.

export function initSentry(options: {
  dsn: string
  /** Tracing reads the route from any TanStack router; src/lib knows nothing of the app's. */
  router: AnyRouter
  environment: string
  /** Called for every error event sent: a session with an error gets its replay (SPEC §1). */
  onErrorEvent: () => void
}): void {
  init({
    dsn: options.dsn,
    environment: options.environment,
    release: __BUILD_ID__,
    // Added after the page load: its span still starts at the navigation's time origin, and its
    // route is read from the router's current state.
    integrations: [tanstackRouterBrowserTracingIntegration(options.router)],
    // SPEC §1: trace everything.
    tracesSampleRate: 1,
    // SPEC §1's replay rates (10 % of sessions, every session with an error) are applied by
    // monitoring.ts, which downloads Replay only for such a session and starts it by hand: at 0
    // Replay records nothing by itself.
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0,
    beforeSend: (event) => {
      if (event.exception) options.onErrorEvent()
      return scrubEvent(event)
    },
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
