import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useAuthActor } from '../../../session/use-auth'

/** What the auth pages read from the session: where it is, and how the last step went. */
export function useAuthView() {
  const actor = useAuthActor()
  const status = useSelector(actor, (snapshot) => {
    if (snapshot.matches('authenticated')) return 'authenticated'
    if (snapshot.matches('anonymous')) return 'anonymous'
    return 'busy'
  })
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice)
  const user = useSelector(actor, (snapshot) => snapshot.context.user)
  return { actor, status, failure, notice, user }
}

/** A page starts without the failure or notice another auth page left behind. */
export function useFreshFeedback(): void {
  const actor = useAuthActor()
  useEffect(() => {
    actor.send({ type: 'feedback.clear' })
  }, [actor])
}
