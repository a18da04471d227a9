import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { persistControls, restoreControls } from './lib/controls-storage'
import { mountPanel } from './panel/mount-panel'
import { broadcastControls, installSandboxApi, prepareScenario } from './sandbox-api'
import { startDatabase } from './seed'

const START_TIMEOUT_MS = 10_000
const SCENARIO_PARAM = 'scenario'

export const worker = setupWorker(...handlers)

/**
 * The `?scenario=` the tab was opened with. The router may already have redirected (dropping
 * the query) while the sandbox chunk loaded, so the navigation entry, which keeps the URL the
 * document was requested with, is the fallback. Reloads do not count: the scenario is applied
 * once and its controls persist.
 */
function requestedScenario(): string | undefined {
  const current = new URLSearchParams(location.search).get(SCENARIO_PARAM)
  if (current !== null) return current
  const [entry] = performance.getEntriesByType('navigation')
  if (!(entry instanceof PerformanceNavigationTiming) || entry.type !== 'navigate') return undefined
  return new URL(entry.name).searchParams.get(SCENARIO_PARAM) ?? undefined
}

function dropScenarioParam(): void {
  const url = new URL(location.href)
  if (!url.searchParams.has(SCENARIO_PARAM)) return
  url.searchParams.delete(SCENARIO_PARAM)
  // Keeps the router's history state; only the address changes.
  history.replaceState(history.state, '', url)
}

/**
 * Applies `?scenario=<id>` before the app's first platform call goes out (they wait for the
 * sandbox), so no reload is needed unless the scenario opens another page.
 */
async function applyRequestedScenario(id: string): Promise<void> {
  dropScenarioParam()
  try {
    const scenario = await prepareScenario(id)
    if (scenario.path && scenario.path !== location.pathname) location.replace(scenario.path)
  } catch (error) {
    console.warn(`Sandbox: the scenario "${id}" was not applied`, error)
  }
}

async function startWorker(): Promise<void> {
  const started = worker.start({
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
    quiet: true,
    onUnhandledRequest: 'bypass',
  })
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error('The sandbox worker did not start in time')),
      START_TIMEOUT_MS,
    ),
  )
  await Promise.race([started, timeout])
}

/**
 * Starts the in-browser platform: the controls of the last visit, the database, the worker,
 * then `?scenario=`, `window.rentalSandbox` and the sandbox panel. Requests the platform does
 * not serve (translations, assets, the error reporter) pass through untouched.
 */
export async function startSandbox(): Promise<void> {
  const scenario = requestedScenario()
  // Saving first also replaces stored controls that failed validation with the defaults.
  persistControls()
  restoreControls()
  await startDatabase()
  await startWorker()
  if (scenario !== undefined) await applyRequestedScenario(scenario)
  installSandboxApi()
  // Announced last, with the final state, just before the app's held requests go out.
  broadcastControls()
  mountPanel()
}
