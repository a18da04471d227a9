// SPEC §2: on a phone, browser back from the cars list leads to the ride-app home. When the cars
// list is the first page of a visit, a copy of it goes on top of the tab's first entry, and going
// back onto that first entry leaves for the ride-app home. Shared by the HTML's first script
// (src/app/early/first-entry.ts), which does it before the app has loaded, and the cars list's
// hook (src/features/cars/hooks/use-ride-app-back-exit.ts), so it imports nothing.

/** Session-scoped: the key of the history entry that stands for "leave to the ride app". */
export const EXIT_ENTRY_KEY = 'rental:ride-app-exit-entry'

/** The ride-app home: the sandbox's stand-in unless the build names the real one. */
export const RIDE_APP_HOME_URL: string =
  import.meta.env.VITE_RIDE_APP_HOME_URL ?? `${import.meta.env.BASE_URL}sandbox/ride-app-home`

/**
 * What a cars list's entry calls for: `push` a copy of the page on top of it (it is the tab's
 * first entry, now the exit entry), `leave` for the ride-app home (it already is the exit entry:
 * a reload after going back onto it), or `none` (the copy is there, or it is not a first entry).
 */
export type ExitEntryStep = 'push' | 'leave' | 'none'

/** The router's index and key of an entry (its `history.state`), where it has them. */
function routerEntry(state: unknown): { index: unknown; key: unknown } {
  if (typeof state !== 'object' || state === null) return { index: undefined, key: undefined }
  return { index: Reflect.get(state, '__TSR_index'), key: Reflect.get(state, '__TSR_key') }
}

/**
 * Claims the entry `state` describes as the exit entry when it is the tab's first (router index
 * 0): the key is kept for the session, and the caller pushes the copy.
 */
export function claimExitEntry(state: unknown, storage: Storage): ExitEntryStep {
  const { index, key } = routerEntry(state)
  if (index !== 0 || typeof key !== 'string' || key === '') return 'none'
  if (storage.getItem(EXIT_ENTRY_KEY) === key) return 'leave'
  storage.setItem(EXIT_ENTRY_KEY, key)
  return 'push'
}
