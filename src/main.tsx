import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiError } from './api/errors'
import { holdRequestsUntil } from './api/http'
import { AppErrorBoundary } from './features/shell/components/app-error-boundary'
import { startTracking } from './lib/analytics'
import { env } from './lib/env'
import { startMonitoring } from './lib/monitoring'
import { setClockOffset } from './lib/clock'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import './styles.css'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

// The sandbox starts in parallel with the first render; only platform calls wait for it.
if (env.isSandbox) {
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

startMonitoring(router)
startTracking()

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </StrictMode>,
  )
}
