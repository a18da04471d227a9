import { useRouter, type RouterHistory } from '@tanstack/react-router'
import { useEffect } from 'react'
import { claimExitEntry, EXIT_ENTRY_KEY, RIDE_APP_HOME_URL } from '../../../lib/ride-app-exit'
import { isPhoneViewport } from '../../../lib/viewport'

/**
 * SPEC §2: on a phone, browser back from the cars list leads to the ride-app home. When the cars
 * list is the first page of the visit, a copy of it is pushed on top; going back onto the first
 * entry then leaves for the ride-app home deep link instead of leaving the site.
 *
 * A built page's first script does this while the page is parsed (src/app/early/first-entry.ts).
 * Where it has not (the dev server, a cars list reached by a redirect), the app calls this before
 * the router's first load when it opens on a cars list (src/app/start.tsx), so the copy is the
 * entry the page is drawn on, and the hook below calls it again; it does nothing once the copy
 * is there.
 */
export function pushRideAppExitEntry(history: RouterHistory): void {
  if (!isPhoneViewport()) return
  const step = claimExitEntry(history.location.state, sessionStorage)
  // Standing on the exit entry already (a reload after going back): leave now.
  if (step === 'leave') window.location.replace(RIDE_APP_HOME_URL)
  else if (step === 'push') history.push(history.location.href)
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
        window.location.replace(RIDE_APP_HOME_URL)
      }
    })
  }, [router])
}
