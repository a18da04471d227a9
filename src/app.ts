import { createAuthActor } from './session/auth-actor'
import { wireAuthNavigation } from './session/auth-navigation'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import type { RouterHistory } from '@tanstack/react-router'

/** Everything the app runs on: the session, the data cache and the router, wired together. */
export function createApp(history?: RouterHistory) {
  const auth = createAuthActor()
  const queryClient = createQueryClient((status) => {
    auth.send({ type: status === 403 ? 'session.forbidden' : 'session.expired' })
  })
  const router = createAppRouter({ queryClient, auth }, history)
  wireAuthNavigation(auth, router, queryClient)
  return { auth, queryClient, router }
}
