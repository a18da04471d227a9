import { Outlet, useMatches } from '@tanstack/react-router'
import { Toaster } from 'sonner'
import { useLocale } from '../../../i18n/use-locale'
import { TOAST_DURATION_MS } from '../../../lib/toast'
import { useFocusHeadingOnNavigate } from '../hooks/use-focus-heading-on-navigate'
import { useLocationOptions } from '../hooks/use-location-options'
import { AppLayout } from './app-layout'
import { OfflineNotice } from './offline-notice'

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
      <Toaster
        position={direction === 'rtl' ? 'top-left' : 'top-right'}
        dir={direction}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
    </>
  )
}
