/** What this module needs of a router: whether its navigation has finished. */
interface Navigating {
  readonly state: { readonly status: 'pending' | 'idle' }
}

/** Routers rendered by the current test (src/test/render.tsx adds them). */
const rendered = new Set<Navigating>()

export function trackRenderedRouter(router: Navigating): void {
  rendered.add(router)
}

/**
 * Waits (up to `timeoutMs`) until every router rendered by the test has finished its navigation.
 * A test may end right after a URL changed; that navigation's timers (the pending UI after
 * `pendingMs`) would otherwise fire once the file's DOM is gone and fail whichever file runs then
 * ("window is not defined").
 */
export async function settleRenderedRouters(timeoutMs = 3000): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- a time limit, on the fake clock a test may run
  const until = Date.now() + timeoutMs
  for (const router of rendered) {
    // eslint-disable-next-line no-restricted-syntax -- the same time limit
    while (router.state.status !== 'idle' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  rendered.clear()
}

/** What this module needs of a session: stopping it. */
interface Stoppable {
  stop(): void
}

/** Sessions of the apps the current test rendered (src/test/render.tsx adds them). */
const sessions = new Set<Stoppable>()

export function trackRenderedSession(session: Stoppable): void {
  sessions.add(session)
}

/**
 * Stops every session the test's apps started, and any still loading from starting: a session
 * that started after the file's last test would ask for the user once the file's stand-in
 * platform had closed, over the real network.
 */
export function stopRenderedSessions(): void {
  for (const session of sessions) session.stop()
  sessions.clear()
}
