import { Outlet, useMatches } from '@tanstack/react-router'
import { useLocale } from '../../../i18n/use-locale'
import { useFocusHeadingOnNavigate } from '../hooks/use-focus-heading-on-navigate'
import { useLocationOptions } from '../hooks/use-location-options'
import { AppLayout } from './app-layout'
import { OfflineNotice } from './offline-notice'
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
      <OfflineNotice />
      <ToastHost direction={direction} />
    </>
  )
}
