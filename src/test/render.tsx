import { QueryClientProvider } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, type ReactNode } from 'react'
import { AppErrorBoundary } from '../features/shell/components/app-error-boundary'
import { createApp } from '../app/app'
import { createQueryClient } from '../lib/query-client'
import { trackRenderedRouter, trackRenderedSession } from './rendered-routers'

/**
 * Renders the real route tree at `path` (including /rental), with a fresh cache, as `npm start`
 * does; `wrap` puts providers around it (a configured build's adapters, for instance).
 */
export async function renderRoute(
  path: string,
  options: { wrap?: (app: ReactNode) => ReactNode } = {},
) {
  const wrap = options.wrap ?? ((app: ReactNode) => app)
  const history = createMemoryHistory({ initialEntries: [path] })
  const { router, queryClient, session } = createApp(history)
  trackRenderedRouter(router)
  trackRenderedSession(session)
  const user = userEvent.setup()
  // StrictMode as in `npm start`: effects run twice, so a request aborted by the first run must
  // never surface as a failure.
  const view = render(
    <StrictMode>
      <AppErrorBoundary>{wrap(<RouterProvider router={router} />)}</AppErrorBoundary>
    </StrictMode>,
  )
  await router.load()
  return { ...view, router, user, queryClient, session }
}

/**
 * One component drawn alone, as a page would hold it: inside a router (it reads the URL's locale)
 * and a query cache, without the app around it.
 */
export async function renderInRouter(element: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => element }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await router.load()
  return userEvent.setup()
}
