import { Outlet, useMatches } from '@tanstack/react-router'
import { useLocale } from '../../../i18n/use-locale'
import { useFocusHeadingOnNavigate } from '../hooks/use-focus-heading-on-navigate'
import { useLocationOptions } from '../hooks/use-location-options'
import { AppLayout } from './app-layout'
import { FloatingDockStrip } from './floating-dock-strip'
import { OfflineNotice } from './offline-notice'
import { PageSkeleton } from './page-skeleton'
import { ToastHost } from './toast-host'

/** Everything around a page: the layout (unless the page opts out), toasts, offline notice. */
export function AppShell() {
  useFocusHeadingOnNavigate()
  const { direction } = useLocale()
  const options = useLocationOptions()
  const bare = useMatches({
    select: (matches) => matches.some((match) => match.staticData.layout === 'none'),
  })
  return (
    <>
      {bare ? (
        <Outlet />
      ) : (
        <AppLayout options={options}>
          <Outlet />
        </AppLayout>
      )}
      <FloatingDockStrip />
      <OfflineNotice />
      <ToastHost direction={direction} />
    </>
  )
}

/**
 * What the first load shows while the matched routes still wait for data (the sandbox starting,
 * a slow platform): the header and footer at once, the page's skeleton inside.
 */
export function AppShellPending() {
  const options = useLocationOptions()
  return (
    <>
      <AppLayout options={options}>
        <PageSkeleton />
      </AppLayout>
      <FloatingDockStrip />
    </>
  )
}
