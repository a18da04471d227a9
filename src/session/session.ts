import type { User } from '../api/schemas/user'
import type { AuthActor } from './auth-actor'
import { yieldToMain } from '../lib/yield-to-main'

// The session handle the app holds from the first render. The auth machine (and XState with it)
// loads in the background right after, so it never delays the first paint; anything that needs
// the session waits for `load()`.

export interface Session {
  /** The auth actor, once loaded. */
  readonly actor: AuthActor | undefined
  load(): Promise<AuthActor>
  /** Resolves with the user (or null) once the session is known, re-reading it if stale. */
  currentUser(): Promise<User | null>
  /** Called when the actor has loaded. */
  subscribe(listener: () => void): () => void
}

export function createSession(onLoaded: (actor: AuthActor) => void): Session {
  let actor: AuthActor | undefined
  let loading: Promise<AuthActor> | undefined
  const listeners = new Set<() => void>()
  const load = () => {
    loading ??= import('./auth-actor').then(async (module) => {
      // The chunk's evaluation (XState, the machine's definition), building the machine and
      // starting the actor are separate tasks, so none holds the first page's main thread long.
      await yieldToMain()
      const machine = module.sessionMachine()
      await yieldToMain()
      const created = module.createAuthActor(machine)
      actor = created
      onLoaded(created)
      for (const listener of listeners) listener()
      return created
    })
    return loading
  }
  return {
    get actor() {
      return actor
    },
    load,
    async currentUser() {
      const [module, loaded] = await Promise.all([import('./auth-actor'), load()])
      return module.currentUser(loaded)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
