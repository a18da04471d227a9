import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundPage } from '../features/shell/components/not-found-page'
import { PageSkeleton } from '../features/shell/components/page-skeleton'
import { RouteError } from '../features/shell/components/route-error'
import { routeTree } from '../routeTree.gen'
import type { RouterContext } from '../routes/__root'

export function createAppRouter(
  context: RouterContext,
  history?: RouterHistory,
  options: { prerender?: boolean } = {},
) {
  const { queryClient } = context
  return createRouter({
    routeTree,
    basepath: '/rental',
    context,
    ...(history ? { history } : {}),
    // Drawing a page at build time takes the router's server path wherever it runs (tests too),
    // with no scroll to restore (it would inline a script).
    ...(options.prerender ? { isServer: true } : {}),
    scrollRestoration: !options.prerender,
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router must not cache loader results on its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 200,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** `none` renders the page without the common header and footer. */
    layout?: 'none'
  }
}
