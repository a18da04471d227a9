import { Outlet, useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../../../i18n/use-locale'
import { useStringsReady } from '../../../i18n/use-strings-ready'
import { useFocusHeadingOnNavigate } from '../hooks/use-focus-heading-on-navigate'
import { useLocationOptions } from '../hooks/use-location-options'
import { AppLayout } from './app-layout'
import { FloatingDockStrip } from './floating-dock-strip'
import { OfflineNotice } from './offline-notice'
import { ToastHost } from './toast-host'

/**
 * The frame around everything the router shows: the common layout (unless the page opts out)
 * and the floating controls' strip. It is the root route's shell, so it stays mounted from the
 * first pending paint to the page: a language menu opened while the first page loads stays open
 * (as the pending component, a second header replaced the first one when the data arrived).
 */
export function AppFrame({ children }: { children: ReactNode }): ReactNode {
  const options = useLocationOptions()
  const bare = useMatches({
    select: (matches) => matches.some((match) => match.staticData.layout === 'none'),
  })
  // Until the page's strings are in (index.html asks for them beside the script), the frame
  // stays empty rather than showing translation keys.
  const ready = useStringsReady(useLocale().language)
  if (!ready) return null
  return (
    <>
      {bare ? children : <AppLayout options={options}>{children}</AppLayout>}
      <FloatingDockStrip />
    </>
  )
}

/** What the root route adds inside the frame: the page, toasts and the offline notice. */
export function AppShell() {
  useFocusHeadingOnNavigate()
  const { direction } = useLocale()
  return (
    <>
      <Outlet />
      <OfflineNotice />
      <ToastHost direction={direction} />
    </>
  )
}
