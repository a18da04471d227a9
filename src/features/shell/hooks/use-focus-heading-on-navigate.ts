import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After each client-side navigation (not the first load) focus moves to the new page's heading,
 * so keyboard and screen-reader users start at the top of the new page.
 */
export function useFocusHeadingOnNavigate(): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || event.fromLocation.pathname === event.toLocation.pathname) return
        requestAnimationFrame(() => {
          const heading = document.querySelector<HTMLElement>('[data-page-heading]')
          heading?.focus({ preventScroll: true })
        })
      }),
    [router],
  )
}
