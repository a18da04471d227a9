import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { AppErrorBoundary } from '../features/shell/components/app-error-boundary'
import { createApp } from '../app'
import { trackRenderedRouter } from './rendered-routers'

/** Renders the real route tree at `path` (including /rental), with a fresh cache, as `npm start` does. */
export async function renderRoute(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] })
  const { router, queryClient, session } = createApp(history)
  trackRenderedRouter(router)
  const user = userEvent.setup()
  // StrictMode as in `npm start`: effects run twice, so a request aborted by the first run must
  // never surface as a failure.
  const view = render(
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </StrictMode>,
  )
  await router.load()
  return { ...view, router, user, queryClient, session }
}
