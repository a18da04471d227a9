import { ApiError } from '../api/errors'
import { holdRequestsUntil } from '../api/http-hooks'
import { startTracking } from '../lib/analytics'
import { routeTemplate } from './route-template'
import { startWebVitals } from '../lib/web-vitals'
import { followSandboxFeatures } from '../lib/follow-sandbox-features'
import { watchForMissingChunks } from '../lib/chunk-recovery'
import { isOffline, nextOnline } from '../domain/connection'
import { startMonitoring } from '../lib/monitoring'
import { setClockOffset } from '../lib/clock'
import { createRoot } from 'react-dom/client'
import { CrashFallback } from '../features/shell/components/crash-fallback'
import { PRERENDER_STALE_ATTRIBUTE } from './prerender/match'
import { initI18n } from '../i18n/i18n'
import { startApp } from './start'
import './styles.css'

// The sandbox starts in parallel with the first render; only platform calls wait for it. The
// condition is written out so a build with VITE_SANDBOX=false drops the sandbox entirely.
if (import.meta.env.VITE_SANDBOX !== 'false') {
  window.addEventListener('rental-sandbox:controls', (event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : undefined
    if (typeof detail === 'object' && detail !== null && 'clockOffsetMs' in detail) {
      const offset = detail.clockOffsetMs
      if (typeof offset === 'number') setClockOffset(offset)
    }
  })
  // Its code could not be fetched while offline (the connection dropped as the page started):
  // the platform calls wait, and the page starts afresh once the connection is back, as the
  // sandbox's service worker cannot be registered a second time in the same page.
  const startSandbox = async (): Promise<void> => {
    try {
      const sandbox = await import('../../mocks/browser')
      await sandbox.startSandbox()
    } catch (cause) {
      if (!isOffline()) throw cause
      await nextOnline()
      window.location.reload()
      await new Promise<never>(() => undefined)
    }
  }
  holdRequestsUntil(
    startSandbox().catch((cause: unknown) => {
      // Every platform call now fails with a message that says why, instead of hanging.
      throw new ApiError({
        kind: 'network',
        code: 'SANDBOX_UNAVAILABLE',
        message: 'The sandbox could not start: service workers are blocked or unavailable',
        url: '',
        cause,
      })
    }),
  )
}

const container = document.getElementById('root')
if (container) {
  startApp(container, {
    onCreated: ({ router, queryClient }) => {
      // A flag switched in the sandbox panel shows without a reload.
      if (import.meta.env.VITE_SANDBOX !== 'false') followSandboxFeatures(queryClient)
      startMonitoring(router)
      watchForMissingChunks()
      startTracking()
      // Metrics are filed under the route's template (`/{-$locale}/$city/cars/$listingsId`), never its URL.
      startWebVitals(() => routeTemplate(router))
    },
  }).catch((error: unknown) => {
    // The app could not start, so its own error boundary is not up: the crash page (reported),
    // never a blank or half-drawn page.
    container.replaceChildren()
    document.documentElement.removeAttribute(PRERENDER_STALE_ATTRIBUTE)
    initI18n()
    createRoot(container).render(<CrashFallback error={error} />)
  })
}
