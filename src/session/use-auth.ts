import { useRouter } from '@tanstack/react-router'
import { useCallback, useSyncExternalStore } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { User } from '../api/schemas/user'
import type { AuthActor } from './auth-actor'
import type { Session } from './session'

type AuthSnapshot = SnapshotFrom<AuthActor>

/**
 * The app's one session, from the router's own context. Not a match's: while beforeLoad
 * redirects a visitor away from a customer's page, the root match renders without its context
 * for a moment, and reading the session from it threw: the error screen flashed before the login
 * page.
 */
export function useSession(): Session {
  return useRouter().options.context.auth
}

/** The auth actor, or undefined for the moment it is still loading. */
export function useAuthActor(): AuthActor | undefined {
  const session = useSession()
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session])
  // A prerendered page is drawn before the session is known, and hydrates that way too.
  return useSyncExternalStore(subscribe, () => session.actor, noActor)
}

const noActor = () => undefined

/** The loaded auth actor, in pages whose route waited for it (`beforeLoad: auth.load()`). */
export function useLoadedAuthActor(): AuthActor {
  const actor = useAuthActor()
  if (!actor) throw new Error('The auth machine is used before its route loaded it')
  return actor
}

/**
 * A value read from the session; `fallback` until the auth machine has loaded. One store follows
 * both the actor's arrival and its snapshots, so a component re-renders only when the value it
 * reads changes: a prerendered page hydrates with the fallback, and when the actor arrives with
 * the same value (a visitor: no user) nothing renders again (the cars page was drawn twice).
 */
export function useAuthSelector<T>(select: (snapshot: AuthSnapshot) => T, fallback: T): T {
  const session = useSession()
  const subscribe = useCallback(
    (listener: () => void) => {
      let followed: { unsubscribe(): void } | undefined
      const follow = () => {
        followed?.unsubscribe()
        followed = session.actor?.subscribe(listener)
      }
      follow()
      const stopSession = session.subscribe(() => {
        follow()
        listener()
      })
      return () => {
        stopSession()
        followed?.unsubscribe()
      }
    },
    [session],
  )
  const read = () => {
    const actor = session.actor
    return actor ? select(actor.getSnapshot()) : fallback
  }
  // Drawn at build time before any session exists, and hydrated the same way.
  return useSyncExternalStore(subscribe, read, () => fallback)
}

/** The logged-in user, or null (also while the session is being checked). */
export function useUser(): User | null {
  return useAuthSelector((snapshot) => snapshot.context.user, null)
}

/** True while the session is being read or a sign-in is under way. */
export function useAuthBusy(): boolean {
  return useAuthSelector(
    (snapshot) => !snapshot.matches('authenticated') && !snapshot.matches('anonymous'),
    true,
  )
}

/** Whether the session is known yet (the header waits rather than guess). */
export function useSessionKnown(): boolean {
  return useAuthSelector((snapshot) => !snapshot.matches('checking'), false)
}
