import { challengeTarget } from '../../../domain/challenge-target'
import { draftToResume } from './draft-to-resume'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { makeLoadPaymentOptions, makeLoadSlots } from '../../../../machines/booking/booking.actors'
import { readBookingDraft, writeBookingDraft } from '../../../../machines/booking/booking.draft'
import { bookingMachine, type BookingInput } from '../../../../machines/booking/booking.machine'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { track } from '../../../lib/analytics'
import { nowMs } from '../../../lib/clock'
import { notify } from '../../../lib/toast'
import { PRIVATE_STORAGE_PREFIX } from '../../../session/auth-navigation'
import { useUser } from '../../../session/use-auth'

// Runs the booking machine for the summary page: restores the draft from sessionStorage (per tab)
// when it passes the draft contract (machines/booking/booking.draft.ts), saves it after every
// step, and carries out what the machine asks for (log in, go to a 3-D Secure page, show the
// confirmation). Logging out clears the draft with all private storage.

export type BookingActor = ReturnType<typeof useBookingFlow>

const draftKey = (input: Pick<BookingInput, 'listingId' | 'product'>) =>
  `${PRIVATE_STORAGE_PREFIX}booking:${input.listingId}:${input.product}`

/** The stored draft if it can be restored; one that cannot is removed, and the page says so. */
function takeDraft(key: string, onDropped: () => void): unknown {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(key)
  } catch {
    return undefined
  }
  const reading = readBookingDraft(raw)
  if (reading.kind === 'draft') return reading.snapshot
  if (reading.kind === 'dropped') {
    sessionStorage.removeItem(key)
    onDropped()
  }
  return undefined
}

export function useBookingFlow(
  input: BookingInput,
  options: { returnedFromChallenge: boolean; datesInUrl: boolean },
) {
  const navigate = useNavigate()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const user = useUser()
  const prefix = localePrefix(useLocale().locale)
  const key = draftKey(input)
  // Read once, when the page opens: later the draft is this page's own.
  const [saved] = useState(() =>
    draftToResume(
      takeDraft(key, () => notify.info(t('booking.draftDropped'))),
      input,
      options,
    ),
  )
  const machine = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          loadSlots: makeLoadSlots(nowMs),
          loadPaymentOptions: makeLoadPaymentOptions(nowMs),
        },
      }),
    [],
  )
  const actor = useActorRef(machine, saved ? { input, snapshot: saved as never } : { input })
  const resumed = useRef(false)

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') sessionStorage.removeItem(key)
      else sessionStorage.setItem(key, writeBookingDraft(actor.getPersistedSnapshot()))
    })
    const loginRequired = actor.on('loginRequired', () => {
      void navigate({
        to: '/{-$locale}/login',
        params: { locale: prefix },
        search: { redirect: router.state.location.href },
      })
    })
    // The platform's challenge page comes back here, where the machine picks up its answer.
    const redirect = actor.on('redirect', ({ url }) => {
      window.location.assign(challengeTarget(url, input.returnUrl, window.location.origin))
    })
    const confirmed = actor.on('confirmed', ({ bookingId }) => {
      sessionStorage.removeItem(key)
      track('booking_confirmed', { product: input.product })
      // The customer's rentals and payments changed; the post-booking page must not show old ones.
      void queryClient.invalidateQueries({ queryKey: ['bookings'] })
      void navigate({
        to: '/{-$locale}/post-booking/$bookingId',
        params: { locale: prefix, bookingId },
        replace: true,
      })
    })
    const paid = actor.on('paymentSubmitted', ({ method }) => {
      track('payment_submitted', { method, product: input.product })
    })
    const failed = actor.on('failed', ({ code }) => {
      track('booking_failed', { product: input.product, reason: code })
    })
    return () => {
      subscription.unsubscribe()
      loginRequired.unsubscribe()
      redirect.unsubscribe()
      confirmed.unsubscribe()
      paid.unsubscribe()
      failed.unsubscribe()
    }
  }, [actor, key, navigate, router, input.returnUrl, input.product, prefix, queryClient])

  // A restored draft checks prices and availability again; a return from a challenge is reported.
  useEffect(() => {
    if (resumed.current) return
    resumed.current = true
    // A fresh flow is a booking started; a restored draft (reload, login, bank page) is not.
    if (!saved) track('booking_started', { listingId: input.listingId, product: input.product })
    if (saved) actor.send({ type: 'draft.resumed' })
    if (options.returnedFromChallenge) actor.send({ type: 'challenge.returned' })
  }, [actor, saved, options.returnedFromChallenge, input.listingId, input.product])

  useEffect(() => {
    if (user)
      actor.send({ type: 'session.ready', customerId: user.userId, isBanned: user.isBanned })
  }, [actor, user])

  return actor
}
