import { useEffect } from 'react'
import { useAuthSelector, useLoadedAuthActor } from '../../../session/use-auth'

/** What the auth pages read from the session: where it is, and how the last step went. */
export function useAuthView() {
  const actor = useLoadedAuthActor()
  const status = useAuthSelector((snapshot) => {
    if (snapshot.matches('authenticated')) return 'authenticated'
    if (snapshot.matches('anonymous')) return 'anonymous'
    return 'busy'
  }, 'busy')
  const failure = useAuthSelector((snapshot) => snapshot.context.failure, null)
  const notice = useAuthSelector((snapshot) => snapshot.context.notice, null)
  const user = useAuthSelector((snapshot) => snapshot.context.user, null)
  const method = useAuthSelector((snapshot) => snapshot.context.method, null)
  return { actor, status, failure, notice, user, method }
}

/** A page starts without the failure or notice another auth page left behind. */
export function useFreshFeedback(): void {
  const actor = useLoadedAuthActor()
  useEffect(() => {
    actor.send({ type: 'feedback.clear' })
  }, [actor])
}
