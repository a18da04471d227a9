import type { RequestHandler } from 'msw'
import { setupWorker } from 'msw/browser'
import { apiBases } from '../src/api/paths'
import { broadcastControls } from './lib/controls-broadcast'
import { platformBridge } from './lib/platform-bridge'
import { loadInStages, type Stage } from './lib/load-in-stages'
import { handleStaleWorkerUpdates } from './lib/stale-worker-update'
import { sandboxYield } from './lib/yield-to-main'

// The sandbox's critical chunk: only what must run before the first page's platform calls can
// be answered, the service worker and a bridge. The platform (database, seed, handlers and
// `window.rentalSandbox`) loads in parallel with the worker's registration
// (`browser-platform.ts`); the panel loads once the first page is served (`browser-extras.ts`).

const START_TIMEOUT_MS = 10_000
const SCENARIO_PARAM = 'scenario'

type Platform = typeof import('./browser-platform')

let platform: Promise<Platform> | undefined

/**
 * The platform's parts in dependency order, each imported in a task of its own: the libraries,
 * the schemas the database extends, the database and seed, each family of handlers, then the
 * sandbox's API. Importing `browser-platform` at once evaluated all of it in one long task.
 */
const PLATFORM_STAGES: readonly Stage[] = [
  () => import('temporal-polyfill'),
  () => import('@msw/data'),
  () => import('../src/api/schemas/common'),
  () => import('../src/api/schemas/configuration'),
  () => import('../src/api/schemas/documents'),
  () => import('../src/api/schemas/listings'),
  () => import('../src/api/schemas/payment'),
  () => import('../src/api/schemas/platform-meta'),
  () => import('../src/api/schemas/sandbox'),
  () => import('../src/api/schemas/user'),
  () => import('./db'),
  () => import('./seed'),
  () => import('./handlers/platform-meta'),
  () => import('./handlers/auth'),
  () => import('./handlers/identity'),
  () => import('./handlers/configuration'),
  () => import('./handlers/availability'),
  () => import('./handlers/payment'),
  () => import('./handlers/sandbox'),
  () => import('./handlers/sandbox-controls'),
  () => import('./handlers/sandbox-inbox'),
  () => import('./scenarios'),
  () => import('./sandbox-api'),
]

/** Loads and seeds the platform once. */
function loadPlatform(): Promise<Platform> {
  platform ??= loadInStages(PLATFORM_STAGES)
    .then(() => import('./browser-platform'))
    .then(async (module) => {
      await module.startPlatform()
      return module
    })
  return platform
}

/** What every bridged call waits for. */
const platformHandlers = (): Promise<RequestHandler[]> =>
  loadPlatform().then((module) => module.handlers)

export const worker = setupWorker(...platformBridge(platformHandlers))

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
 * sandbox), so no reload is needed unless the scenario opens another page. Says whether this
 * page stays: one the scenario replaces must never send the calls it holds, as MSW stops
 * answering for a page once it starts unloading, so they would reach the dev server (404) or be
 * cut off, before the scenario's page asks again with its data in place.
 */
async function applyRequestedScenario(
  id: string,
  prepareScenario: Platform['prepareScenario'],
): Promise<'stays' | 'leaves'> {
  dropScenarioParam()
  try {
    const scenario = await prepareScenario(id)
    if (scenario.path && scenario.path !== location.pathname) {
      location.replace(scenario.path)
      return 'leaves'
    }
  } catch (error) {
    console.warn(`Sandbox: the scenario "${id}" was not applied`, error)
  }
  return 'stays'
}

/**
 * MSW's worker behind a filter (public/sandbox-worker.js) that shows it only the platform's
 * calls: the worker would otherwise ask this page about every module, translation and photo.
 */
export function sandboxWorkerUrl(): string {
  const query = new URLSearchParams(Object.values(apiBases).map((base) => ['base', base]))
  return `${import.meta.env.BASE_URL}sandbox-worker.js?${query.toString()}`
}

async function startWorker(): Promise<void> {
  handleStaleWorkerUpdates(window)
  const started = worker.start({
    serviceWorker: {
      url: sandboxWorkerUrl(),
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
 * The panel, when the browser is next idle after the first page. A chunk that cannot load while
 * the browser is offline is asked for again once it is back.
 */
function startExtrasWhenIdle(): void {
  const start = () => {
    import('./browser-extras')
      .then((extras) => extras.startExtras())
      .catch((error: unknown) => {
        if (navigator.onLine) console.warn('Sandbox: the panel could not load', error)
        else window.addEventListener('online', start, { once: true })
      })
  }
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2_000 })
  else setTimeout(start, 500)
}

/**
 * Starts the in-browser platform: the controls of the last visit, then the worker and the
 * platform side by side, then `?scenario=` and `window.rentalSandbox`. The app's held calls go
 * out when this resolves (never, when the scenario opens another page); the sandbox panel follows
 * when the browser is idle.
 */
export async function startSandbox(): Promise<void> {
  const scenario = requestedScenario()
  // The stored controls are checked with zod, loaded with them in a task after MSW's own
  // evaluation: in the first chunk, the two made one long task on a phone.
  await sandboxYield()
  const { persistControls, restoreControls } = await import('./lib/controls-storage')
  // Saving first also replaces stored controls that failed validation with the defaults.
  persistControls()
  restoreControls()
  const [, started] = await Promise.all([startWorker(), loadPlatform()])
  if (
    scenario !== undefined &&
    (await applyRequestedScenario(scenario, started.prepareScenario)) === 'leaves'
  ) {
    // The app's held calls wait for a page that is going away: they are never sent.
    return new Promise<never>(() => {})
  }
  started.installSandboxApi()
  // Announced last, with the final state, just before the app's held requests go out.
  broadcastControls()
  startExtrasWhenIdle()
}
