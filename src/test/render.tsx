import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppErrorBoundary } from '../features/shell/components/app-error-boundary'
import { createApp } from '../app'

/** Renders the real route tree at `path` (including /rental), with a fresh cache. */
export async function renderRoute(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] })
  const { router, queryClient, session } = createApp(history)
  const user = userEvent.setup()
  const view = render(
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>,
  )
  await router.load()
  return { ...view, router, user, queryClient, session }
}
