import { useQueryClient } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { makeCheckReview } from '../../../../machines/kyc/kyc.actors'
import { kycMachine, type KycInput } from '../../../../machines/kyc/kyc.machine'
import { track } from '../../../lib/analytics'
import { nowMs } from '../../../lib/clock'

// Runs the identity check of one driver for the documents page. The review is timed on the
// app's clock (the sandbox clock in the sandbox). Not persisted: its context holds the chosen
// files, which a reload could not restore anyway; the platform holds what was uploaded.

export type KycActor = ReturnType<typeof useKycFlow>

export function useKycFlow(input: KycInput) {
  const queryClient = useQueryClient()
  const machine = useMemo(
    () => kycMachine.provide({ actors: { checkReview: makeCheckReview(nowMs) } }),
    [],
  )
  const actor = useActorRef(machine, { input })

  // The input is read once; a language switch on the page (same driver, same city) comes later.
  const { language } = input
  useEffect(() => {
    actor.send({ type: 'language.change', language })
  }, [actor, language])

  // Whatever changed here (uploads, a switch, a review) is news to the rest of the app: the
  // post-booking prompt, the account menu's badge and the user's tourist flags.
  useEffect(() => {
    let last: unknown = undefined
    const subscription = actor.subscribe((snapshot) => {
      const status = snapshot.context.documentStatus
      if (status === last) return
      last = status
      void queryClient.invalidateQueries({ queryKey: ['identity', 'documents'] })
    })
    const uploaded = actor.on('uploaded', ({ documentType, side }) => {
      track('documents_uploaded', { documentType, side })
    })
    return () => {
      subscription.unsubscribe()
      uploaded.unsubscribe()
    }
  }, [actor, queryClient])

  return actor
}
