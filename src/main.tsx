import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ApiError } from './api/errors'
import { holdRequestsUntil } from './api/http'
import { AppErrorBoundary } from './features/shell/components/app-error-boundary'
import { startTracking } from './lib/analytics'
import { startWebVitals } from './lib/web-vitals'
import { followSandboxFeatures } from './lib/follow-sandbox-features'
import { watchForMissingChunks } from './lib/chunk-recovery'
import { startMonitoring } from './lib/monitoring'
import { setClockOffset } from './lib/clock'
import { createApp } from './app'
import { isPhoneViewport } from './lib/viewport'
import { PRERENDER_STALE_ATTRIBUTE } from './prerender/match'
import { PRERENDER_ELEMENT_ID } from './prerender/payload'
import { onPageHydrated } from './prerender/page-hydrated'
import { readPrerender, refreshPrerenderedData, seedPrerenderedData } from './prerender/hydration'
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
  holdRequestsUntil(
    import('../mocks/browser')
      .then((sandbox) => sandbox.startSandbox())
      .catch((cause: unknown) => {
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

// Created after the sandbox gate, so the first session check waits for the sandbox too.
const { router, queryClient } = createApp()
// A flag switched in the sandbox panel shows without a reload.
if (import.meta.env.VITE_SANDBOX !== 'false') followSandboxFeatures(queryClient)

startMonitoring(router)
watchForMissingChunks()
startTracking()
// Metrics are filed under the route's template (`/{-$locale}/$city/cars/$listingsId`), never its URL.
startWebVitals(() => router.state.matches.at(-1)?.fullPath ?? '')

const container = document.getElementById('root')
const app = (
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>
)
// A page prerendered at build time (README "Prerendered pages") is hydrated where it was drawn
// for: its markup stays (the first card's photo is already on screen) and becomes interactive
// once the route's code and strings are in. Anywhere else the app draws afresh over it.
const prerendered = readPrerender(document, window.location, isPhoneViewport())
if (container && prerendered) {
  const refresh = seedPrerenderedData(queryClient, prerendered)
  onPageHydrated(() => void refreshPrerenderedData(queryClient, refresh))
  // Rendered as on the server: no suspense boundary around the whole tree (TanStack Router's own
  // hydration sets the same).
  router.ssr = { manifest: undefined }
  void router
    .load()
    .then(() => {
      hydrateRoot(container, app)
    })
    .catch(() => {
      createRoot(container).render(app)
    })
} else if (container) {
  // A page drawn for another screen (or a query string) gives way to the app's own, never shown.
  if (document.getElementById(PRERENDER_ELEMENT_ID)) container.replaceChildren()
  createRoot(container).render(app)
  // A prerendered page drawn for elsewhere was hidden by the first script; the app's own is shown.
  document.documentElement.removeAttribute(PRERENDER_STALE_ATTRIBUTE)
}
