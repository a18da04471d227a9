import { claimExitEntry, EXIT_ENTRY_KEY, RIDE_APP_HOME_URL } from '../../lib/ride-app-exit'

// The tab's history made ready for the app by the HTML's first script, before the app has
// loaded. Each call to the History API is a round trip to the browser process that took
// from under a millisecond to over 20 ms in the lab (more, the busier the browser); made by the
// router and the cars list at the app's start, they sat in its tasks after the first paint.

/** The state TanStack Router's browser history (@tanstack/history) keeps on each entry. */
export interface RouterEntryState {
  __TSR_index: number
  key: string
  __TSR_key: string
}

/** A new entry's state, as the router's history makes it. */
function routerEntryState(index: number): RouterEntryState {
  const key = Math.random().toString(36).slice(2, 7)
  return { __TSR_index: index, key, __TSR_key: key }
}

/** Whether the router's history would leave this entry's state as it is (its own test). */
function hasRouterKey(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (Boolean(Reflect.get(state, '__TSR_key')) || Boolean(Reflect.get(state, 'key')))
  )
}

export interface FirstEntryWindow {
  history: Pick<History, 'state' | 'replaceState' | 'pushState'>
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>
  sessionStorage: Storage
}

/**
 * Gives the tab's current entry the state the router's history would give it as it is created
 * (so it has nothing to write), and on a phone's cars list does SPEC §2's part that the app would
 * do before its first load: the copy of the page on top of the exit entry, or leaving for the
 * ride-app home on a reload of the exit entry. The app's own steps then find them done. `next`
 * runs each later round trip (opening session storage, then the exit entry's step), at once
 * unless the caller spreads them over tasks.
 */
export function prepareFirstEntry(
  phoneCarsList: boolean,
  win: FirstEntryWindow = window,
  next: (step: () => void) => void = (step) => step(),
): void {
  const { history, location } = win
  if (!hasRouterKey(history.state)) history.replaceState(routerEntryState(0), '')
  if (!phoneCarsList) return
  next(() => {
    // The tab's first read of session storage waits for the browser process.
    void win.sessionStorage.getItem(EXIT_ENTRY_KEY)
    next(() => {
      const step = claimExitEntry(history.state, win.sessionStorage)
      if (step === 'leave') location.replace(RIDE_APP_HOME_URL)
      else if (step === 'push') {
        history.pushState(
          routerEntryState(1),
          '',
          `${location.pathname}${location.search}${location.hash}`,
        )
      }
    })
  })
}
