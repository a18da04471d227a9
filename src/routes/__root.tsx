import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { resolveLocale } from '../domain/locales'
import { AppFrame, AppShell } from '../features/shell/components/app-shell'
import { NotFoundPage } from '../features/shell/components/not-found-page'
import { PageSkeleton } from '../features/shell/components/page-skeleton'
import { ensureLanguage, preloadLanguage } from '../i18n/i18n'
import type { Session } from '../session/session'

/** What every route's loader and beforeLoad get: the data cache and the session (src/app/app.ts). */
export interface RouterContext {
  queryClient: QueryClient
  auth: Session
}

/** The first path segment, when it looks like a locale prefix (`ar-DXB`). */
function localeHint(pathname: string): string | undefined {
  const first = pathname.replace(/^\/rental(?=\/|$)/, '').split('/')[1]
  return first && /^[a-z]{2}-[a-z]{3}$/i.test(first) ? first : undefined
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, preload }) => {
    const locale = resolveLocale({ locale: localeHint(location.pathname) })
    // A preload (a link hovered) only fetches the strings; the language and the page's
    // direction change when the customer actually goes there.
    if (preload) await preloadLanguage(locale.language)
    else await ensureLanguage(locale.language)
    return { locale }
  },
  shellComponent: AppFrame,
  component: AppShell,
  // While the first page waits for data (the sandbox starting, a slow platform), the frame's
  // header and footer show at once with the page's skeleton inside.
  pendingComponent: PageSkeleton,
  notFoundComponent: NotFoundPage,
})
