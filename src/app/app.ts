import type { RouterHistory } from '@tanstack/react-router'
import { setAuthFailureHandler } from '../api/http-hooks'
import { createQueryClient } from '../lib/query-client'
import { createAppRouter } from './router'
import { wireAuthNavigation } from '../session/auth-navigation'
import { createSession } from '../session/session'

/** Everything the app runs on: the session, the data cache and the router, wired together. */
export function createApp(
  history?: RouterHistory,
  options: {
    prerender?: boolean
    /** False leaves `session.start()` to the caller (a prerendered page starts it once hydrated). */
    startSession?: boolean
  } = {},
) {
  // The session loads asynchronously; by the time it has, the router below exists.
  const session = createSession((actor) => wireAuthNavigation(actor, router, queryClient))
  const queryClient = createQueryClient()
  // Any call the platform refuses (a query, a booking step, a form) tells the session.
  setAuthFailureHandler((status) => {
    session.actor?.send({ type: status === 403 ? 'session.forbidden' : 'session.expired' })
  })
  const router = createAppRouter({ queryClient, auth: session }, history, options)
  // Starts at once, in the background: the first render does not wait for it.
  if (options.startSession !== false) session.start()
  return { session, queryClient, router }
}
