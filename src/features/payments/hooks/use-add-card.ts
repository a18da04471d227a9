import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import {
  addCardMachine,
  type AddCardOutput,
  type AddCardStep,
} from '../../../../machines/cards/add-card.machine'
import type { Failure } from '../../../api/errors'
import type { CardBrand } from '../../../api/schemas/payment'
import { paymentQueries } from '../../../api/queries/payment-queries'
import type { CityInfo } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import {
  clearPaymentReturn,
  leaveForApproval,
  withReturnMarker,
  type CardFormCarry,
  type PaymentReturn,
} from '../../../lib/payment-return'

/** Where the bank's page sends the customer back: this page, told so. */
export function paymentCenterReturnUrl(prefix: string | undefined) {
  return withReturnMarker(`/rental${prefix ? `/${prefix}` : ''}/payment-center`)
}

/** Where adding a card stands, as the payment center shows it. */
export type AddCardStage =
  | { kind: 'idle' }
  /** An attempt of the add-card machine under way: adding the token, or verifying the card. */
  | { kind: 'running'; attempt: number; step: AddCardStep }
  | { kind: 'leaving' }
  | { kind: 'added' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'pending'; paymentMethodId: string }

/**
 * Adding a card in the payment center: each try is one run of the add-card machine (the same
 * machine the payment machine runs for a new card). The saved cards are read again after each;
 * a card the bank must approve leaves for its page with the one return record (and the name
 * and expiry typed); back here, the card named there is verified, then `payment` leaves the URL.
 */
export function useAddCard(options: {
  customerId: string
  city: CityInfo
  /** Back from the bank's page: the card to verify. */
  returned: PaymentReturn | null
  typed: RefObject<CardFormCarry>
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const prefix = localePrefix(useLocale().locale)
  const { customerId, returned, typed } = options
  const attempts = useRef(0)
  const [stage, setStage] = useState<AddCardStage>(() =>
    returned?.back.kind === 'card'
      ? {
          kind: 'running',
          attempt: 0,
          step: { kind: 'verify', paymentMethodId: returned.back.paymentMethodId },
        }
      : { kind: 'idle' },
  )

  const run = useCallback((step: AddCardStep) => {
    attempts.current += 1
    setStage({ kind: 'running', attempt: attempts.current, step })
  }, [])

  const settle = useCallback(
    (outcome: AddCardOutput) => {
      void queryClient.invalidateQueries({ queryKey: paymentQueries.all(customerId) })
      if (outcome.status === 'challenge') {
        setStage({ kind: 'leaving' })
        leaveForApproval(outcome.url, paymentCenterReturnUrl(prefix), {
          owner: { kind: 'cards' },
          back: { kind: 'card', paymentMethodId: outcome.paymentMethodId },
          form: typed.current,
        })
        return
      }
      clearPaymentReturn()
      setStage(
        outcome.status === 'added'
          ? { kind: 'added' }
          : outcome.status === 'declined'
            ? { kind: 'failed', failure: outcome.failure }
            : { kind: 'pending', paymentMethodId: outcome.paymentMethodId },
      )
    },
    [queryClient, customerId, prefix, typed],
  )

  const settled = stage.kind !== 'running' && stage.kind !== 'leaving'
  useEffect(() => {
    // The card's outcome is on screen; a reload must not verify it again.
    if (settled && returned)
      void navigate({
        to: '/{-$locale}/payment-center',
        params: { locale: prefix },
        search: {},
        replace: true,
      })
  }, [settled, returned, navigate, prefix])

  return {
    stage,
    add: (cardToken: string, cardNetwork: CardBrand) =>
      run({ kind: 'add', cardToken, cardNetwork }),
    checkAgain: (paymentMethodId: string) => run({ kind: 'verify', paymentMethodId }),
    reset: () => setStage({ kind: 'idle' }),
    settle,
  }
}

export type AddCard = ReturnType<typeof useAddCard>

/** One run of the add-card machine; its outcome goes to `onSettled`, once. */
export function useAddCardAttempt(
  input: { customerId: string; city: CityInfo; step: AddCardStep },
  onSettled: (outcome: AddCardOutput) => void,
) {
  const actor = useActorRef(addCardMachine, {
    input: {
      customerId: input.customerId,
      city: { code: input.city.code, currency: input.city.currency },
      step: input.step,
    },
  })
  const settled = useRef(onSettled)
  useEffect(() => {
    settled.current = onSettled
  })
  useEffect(() => {
    let told = false
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || told) return
      told = true
      settled.current(snapshot.output)
    })
    return () => subscription.unsubscribe()
  }, [actor])
}
