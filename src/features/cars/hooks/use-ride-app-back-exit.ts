import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { env } from '../../../lib/env'
import { isPhoneViewport } from '../../../lib/viewport'

/** Session-scoped: the history entry that stands for "leave to the ride app". */
const EXIT_ENTRY_KEY = 'rental:ride-app-exit-entry'

/**
 * SPEC §2: on a phone, browser back from the cars list leads to the ride-app home. When the cars
 * list is the first page of the visit, a copy of it is pushed on top; going back onto the first
 * entry then leaves for the ride-app home deep link instead of leaving the site.
 */
export function useRideAppBackExit(): void {
  const router = useRouter()
  useEffect(() => {
    if (!isPhoneViewport()) return
    const { history } = router
    const { state, href } = history.location
    const exitEntry = sessionStorage.getItem(EXIT_ENTRY_KEY)
    if (state.__TSR_index === 0 && state.__TSR_key) {
      if (exitEntry === state.__TSR_key) {
        // Standing on the exit entry already (a reload after going back): leave now.
        window.location.replace(env.rideAppHomeUrl)
        return
      }
      sessionStorage.setItem(EXIT_ENTRY_KEY, state.__TSR_key)
      history.push(href)
    }
    return history.subscribe(({ location, action }) => {
      const key = sessionStorage.getItem(EXIT_ENTRY_KEY)
      if (action.type === 'BACK' && key !== null && location.state.__TSR_key === key) {
        window.location.replace(env.rideAppHomeUrl)
      }
    })
  }, [router])
}
