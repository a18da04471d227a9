import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { User } from '../api/schemas/user'
import type { AuthActor } from './auth-actor'

export function useAuthActor(): AuthActor {
  return useRouteContext({ from: '__root__', select: (context) => context.auth })
}

/** The logged-in user, or null (also while the session is being checked). */
export function useUser(): User | null {
  return useSelector(useAuthActor(), (snapshot) => snapshot.context.user)
}

/** True while the session is being read or a sign-in is under way. */
export function useAuthBusy(): boolean {
  return useSelector(
    useAuthActor(),
    (snapshot) => !snapshot.matches('authenticated') && !snapshot.matches('anonymous'),
  )
}
