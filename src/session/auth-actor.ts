import { createActor, waitFor, type ActorRefFrom } from 'xstate'
import { authMachine } from '../../machines/auth/auth.machine'
import type { User } from '../api/schemas/user'
import { logToPlatform } from '../lib/logger'

export type AuthActor = ActorRefFrom<typeof authMachine>

/**
 * The session's machine: the auth machine as it is. Its definition is built once, as its module
 * runs; a `provide()` here built it all again, one of the longest tasks after a page hydrated.
 */
export function sessionMachine(): typeof authMachine {
  return authMachine
}

/**
 * The app's one session actor, with the platform logger for a failed sync after a login (SPEC
 * §8). Creating the actor and starting it are each a few milliseconds of a phone's first page,
 * so the session (src/session/session.ts) does them in separate tasks.
 */
export function createAuthActor(
  machine = sessionMachine(),
  { start = true }: { start?: boolean } = {},
): AuthActor {
  // Creating the actor computes its first state; starting it runs the entry actions and the
  // first check of the user. Unstarted, the caller starts it in a later task.
  const actor = createActor(machine)
  actor.on('syncFailed', ({ failure }) => {
    void logToPlatform('Failure to sync data at login', 'error', failure.code)
  })
  return start ? actor.start() : actor
}

/** Resolves with the user (or null) once the session is known, re-reading it if it is stale. */
export async function currentUser(auth: AuthActor): Promise<User | null> {
  auth.send({ type: 'session.check' })
  const snapshot = await waitFor(
    auth,
    (state) => state.matches('authenticated') || state.matches('anonymous'),
  )
  return snapshot.context.user
}
