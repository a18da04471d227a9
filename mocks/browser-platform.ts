import { handlers } from './handlers'
import { startDatabase } from './seed'

// The in-browser platform itself: the database and every handler. `mocks/browser.ts` loads it
// while the service worker registers, and its bridge handlers hand each platform call to it.

export { handlers }

/** The controls of the last visit are already restored; this loads the data. */
export async function startPlatform(): Promise<void> {
  await startDatabase()
}
