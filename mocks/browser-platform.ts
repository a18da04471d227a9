import { handlers } from './handlers'
import { installSandboxApi, prepareScenario } from './sandbox-api'
import { startDatabase } from './seed'

// The in-browser platform itself: the database, every handler and `window.rentalSandbox`.
// `mocks/browser.ts` loads it while the service worker registers, and its bridge handlers hand
// each platform call to it.

export { handlers, installSandboxApi, prepareScenario }

/** The controls of the last visit are already restored; this loads the data. */
export async function startPlatform(): Promise<void> {
  await startDatabase()
}
