import { useRouter, type RouterHistory } from '@tanstack/react-router'
import { useEffect } from 'react'
import { env } from '../../../lib/env'
import { isPhoneViewport } from '../../../lib/viewport'

/** Session-scoped: the history entry that stands for "leave to the ride app". */
const EXIT_ENTRY_KEY = 'rental:ride-app-exit-entry'

/**
 * SPEC §2: on a phone, browser back from the cars list leads to the ride-app home. When the cars
 * list is the first page of the visit, a copy of it is pushed on top; going back onto the first
 * entry then leaves for the ride-app home deep link instead of leaving the site.
 *
 * The app calls this before the router's first load when it opens on a cars list (src/app/start.tsx),
 * so the copy is the entry the page is drawn on: pushed later, it is a navigation that redraws the
 * whole page just after it became interactive. The hook below calls it again for a cars list
 * reached otherwise (a redirect); it does nothing once the copy is there.
 */
export function pushRideAppExitEntry(history: RouterHistory): void {
  if (!isPhoneViewport()) return
  const { state, href } = history.location
  if (state.__TSR_index !== 0 || !state.__TSR_key) return
  if (sessionStorage.getItem(EXIT_ENTRY_KEY) === state.__TSR_key) {
    // Standing on the exit entry already (a reload after going back): leave now.
    window.location.replace(env.rideAppHomeUrl)
    return
  }
  sessionStorage.setItem(EXIT_ENTRY_KEY, state.__TSR_key)
  history.push(href)
}

/** The cars list's side of SPEC §2: back onto the exit entry leaves for the ride-app home. */
export function useRideAppBackExit(): void {
  const router = useRouter()
  useEffect(() => {
    if (!isPhoneViewport()) return
    const { history } = router
    pushRideAppExitEntry(history)
    return history.subscribe(({ location, action }) => {
      const key = sessionStorage.getItem(EXIT_ENTRY_KEY)
      if (action.type === 'BACK' && key !== null && location.state.__TSR_key === key) {
        window.location.replace(env.rideAppHomeUrl)
      }
    })
  }, [router])
}
