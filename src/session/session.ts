import type { User } from '../api/schemas/user'
import type { AuthActor } from './auth-actor'
import { yieldToMain } from '../domain/yield-to-main'
import { nextOnline } from '../domain/connection'

// The session handle the app holds from the first render. The auth machine (and XState with it)
// loads in the background right after, so it never delays the first paint; anything that needs
// the session waits for `load()`.

export interface Session {
  /** The auth actor, once loaded. */
  readonly actor: AuthActor | undefined
  load(): Promise<AuthActor>
  /**
   * Loads in the background, as the app starts. A load that fails (its code could not be
   * fetched: the browser went offline during the start) is tried again once the browser is back
   * online, and by the next `load()`: the page carries on signed out meanwhile.
   */
  start(): void
  /** Resolves with the user (or null) once the session is known, re-reading it if stale. */
  currentUser(): Promise<User | null>
  /** Called when the actor has loaded. */
  subscribe(listener: () => void): () => void
  /**
   * Stops the actor, and keeps one still loading from ever starting (its load then never
   * settles): the app is being torn down, as a test's is, and must send nothing more.
   */
  stop(): void
}

/** The session's code in the order it is evaluated, a task each. */
export interface SessionLoaders {
  /** The identity calls and their schemas: zod builds every schema as its module runs. */
  schemas: () => Promise<unknown>
  actor: () => Promise<typeof import('./auth-actor')>
}

const loaders: SessionLoaders = {
  schemas: () => import('../api/identity'),
  actor: () => import('./auth-actor'),
}

/** Calls `retry` once the browser is back online (never outside a browser). */
function whenBackOnline(retry: () => void): void {
  if (typeof window !== 'undefined') void nextOnline().then(retry)
}

export function createSession(
  onLoaded: (actor: AuthActor) => void,
  { schemas, actor: loadActor }: SessionLoaders = loaders,
  onceOnline: (retry: () => void) => void = whenBackOnline,
): Session {
  let actor: AuthActor | undefined
  let loading: Promise<AuthActor> | undefined
  let stopped = false
  // Read through a call: `stop()` may set it while a step awaits.
  const isStopped = () => stopped
  const listeners = new Set<() => void>()
  const load = () => {
    // Asking for the code (the bundler's preload links), evaluating the schemas, the rest of the
    // code (XState, the machine, built once as its module runs), creating the actor (its first
    // state) and starting it are separate tasks, so none holds the first page's main
    // thread long (scripts/trace-long-tasks.ts shows the tasks by cause). The first is a task of
    // its own too: the app is being created in this one.
    loading ??= yieldToMain()
      .then(() => schemas())
      .then(() => yieldToMain())
      .then(() => loadActor())
      .then(async (module) => {
        await yieldToMain()
        const machine = module.sessionMachine()
        // Stopped meanwhile (the app torn down): nothing is created or started, and the load
        // never settles.
        const never = () => new Promise<never>(() => undefined)
        await yieldToMain()
        if (isStopped()) return never()
        const created = module.createAuthActor(machine, { start: false })
        await yieldToMain()
        if (isStopped()) return never()
        created.start()
        actor = created
        onLoaded(created)
        for (const listener of listeners) listener()
        return created
      })
      .catch((error: unknown) => {
        // Not kept: the next load fetches the code again.
        loading = undefined
        throw error
      })
    return loading
  }
  const start = () => {
    load().catch(() => {
      if (!isStopped()) onceOnline(start)
    })
  }
  return {
    get actor() {
      return actor
    },
    load,
    start,
    async currentUser() {
      const [module, loaded] = await Promise.all([loadActor(), load()])
      return module.currentUser(loaded)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      stopped = true
      actor?.stop()
    },
  }
}
