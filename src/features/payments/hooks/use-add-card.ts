import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { addCardMachine } from '../../../../machines/cards/add-card.machine'
import { paymentQueries } from '../../../api/queries/payment-queries'
import { challengeTarget } from '../../../domain/challenge-target'
import type { CityInfo } from '../../../domain/cities'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { saveCardFormCarry, type CardFormCarry } from './card-form-carry'

/** Where the 3-D Secure page sends the customer back to: this page, told which card to check. */
export function paymentCenterReturnUrl(prefix: string | undefined, paymentMethodId: string) {
  const query = new URLSearchParams({ verify: paymentMethodId })
  return `/rental${prefix ? `/${prefix}` : ''}/payment-center?${query.toString()}`
}

/**
 * The add-card machine of the payment center: it reloads the saved cards whenever they change,
 * sends the customer to the 3-D Secure page (keeping the name and expiry they typed), and,
 * back from it, polls the card named in the URL, then drops `verify` from the URL.
 */
export function useAddCard(options: {
  customerId: string
  city: CityInfo
  verify: string | undefined
  /** The form's name and expiry, to carry over the challenge round trip. */
  carry: () => CardFormCarry
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { locale } = useLocale()
  const prefix = localePrefix(locale)
  const { customerId } = options
  const carry = useRef(options.carry)
  useEffect(() => {
    carry.current = options.carry
  })

  const machine = useMemo(
    () =>
      addCardMachine.provide({
        actions: {
          cardsChanged: () =>
            void queryClient.invalidateQueries({ queryKey: paymentQueries.all(customerId) }),
        },
      }),
    [queryClient, customerId],
  )
  const actor = useActorRef(machine, {
    input: {
      customerId,
      currency: options.city.currency,
      cityCode: options.city.code,
      pendingCardId: options.verify ?? null,
    },
  })

  useEffect(() => {
    const redirect = actor.on('redirect', ({ url, paymentMethodId }) => {
      saveCardFormCarry(paymentMethodId, carry.current())
      const back = paymentCenterReturnUrl(prefix, paymentMethodId)
      window.location.assign(challengeTarget(url, back, window.location.origin))
    })
    return () => redirect.unsubscribe()
  }, [actor, prefix])

  const settled = useSelector(
    actor,
    (snapshot) => !snapshot.matches('verifying') && !snapshot.matches('starting'),
  )
  const { verify } = options
  useEffect(() => {
    // The card's outcome is on screen; a reload must not poll it again.
    if (settled && verify)
      void navigate({
        to: '/{-$locale}/payment-center',
        params: { locale: prefix },
        search: {},
        replace: true,
      })
  }, [settled, verify, navigate, prefix])

  return actor
}

export type AddCardActor = ReturnType<typeof useAddCard>
