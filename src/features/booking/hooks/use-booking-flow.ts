import { useQueryClient } from '@tanstack/react-query'
import { useTypedCard } from '../../../components/cards/use-typed-card'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { makeLoadSlots } from '../../../../machines/booking/booking.actors'
import { readBookingDraft, writeBookingDraft } from '../../../../machines/booking/booking.draft'
import { bookingMachine, type BookingInput } from '../../../../machines/booking/booking.machine'
import { makeLoadPaymentOptions } from '../../../../machines/payment/payment.actors'
import { paymentMachine } from '../../../../machines/payment/payment.machine'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { track } from '../../../lib/analytics'
import { nowMs } from '../../../lib/clock'
import {
  clearPaymentReturn,
  EMPTY_CARRY,
  leaveForApproval,
  readPaymentReturn,
  type PaymentReturn,
} from '../../../lib/payment-return'
import { PRIVATE_STORAGE_PREFIX } from '../../../lib/private-storage'
import { notify } from '../../../lib/toast'
import { useUser } from '../../../session/use-auth'
import { bookedIdOf, draftToResume, type LinkDatesKind } from './draft-to-resume'

// Runs the booking machine for the summary page: restores the draft from sessionStorage (per tab)
// when it passes the draft contract (machines/booking/booking.draft.ts), saves it after every
// step, and carries out what the machine and its payment ask for (log in, go to the bank's or
// the wallet's page and pick up its answer on the way back, show the confirmation). Logging out
// clears the draft with all private storage.

export type BookingFlow = ReturnType<typeof useBookingFlow>
export type BookingActor = BookingFlow['actor']

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

/** What the draft's booking left at the bank's or the wallet's page, when coming back from it. */
function returnOf(saved: unknown, returned: boolean): PaymentReturn | null {
  const bookingId = returned ? bookedIdOf(saved) : null
  return bookingId ? readPaymentReturn({ kind: 'booking', bookingId }) : null
}

export function useBookingFlow(
  input: BookingInput,
  options: { returnedFromChallenge: boolean; linkDates: LinkDatesKind },
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
  const [back] = useState(() => returnOf(saved, options.returnedFromChallenge))
  // The new-card form's name and expiry, kept for the way to the bank's page and back.
  const typed = useTypedCard()
  const machine = useMemo(() => {
    const loadPaymentOptions = makeLoadPaymentOptions(nowMs)
    const payment = paymentMachine.provide({
      actors: { loadPaymentOptions },
      actions: {
        leave: ({ context }, { url, back }) => {
          const owner = { kind: 'booking' as const, bookingId: context.booking.bookingId }
          leaveForApproval(url, context.returnUrl, { owner, back, form: typed.current })
        },
        attempted: (_, { method }) =>
          track('payment_submitted', { method, product: input.product }),
        declined: (_, { code }) =>
          track('booking_failed', { product: input.product, reason: code }),
      },
    })
    return bookingMachine.provide({
      actors: { loadSlots: makeLoadSlots(nowMs), loadPaymentOptions, payment },
    })
  }, [input.product, typed])
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
    const confirmed = actor.on('confirmed', ({ bookingId }) => {
      sessionStorage.removeItem(key)
      clearPaymentReturn()
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
      confirmed.unsubscribe()
      paid.unsubscribe()
      failed.unsubscribe()
    }
  }, [actor, key, navigate, router, input.product, prefix, queryClient])

  // A restored draft checks prices and availability again, or takes up its booking's payment
  // (with what was left at the bank, when the customer is back from it).
  useEffect(() => {
    if (resumed.current) return
    resumed.current = true
    // A fresh flow is a booking started; a restored draft (reload, login, bank page) is not.
    if (!saved) track('booking_started', { listingId: input.listingId, product: input.product })
    if (saved) actor.send({ type: 'draft.resumed', back: back?.back })
  }, [actor, saved, back, input.listingId, input.product])

  useEffect(() => {
    if (user)
      actor.send({ type: 'session.ready', customerId: user.userId, isBanned: user.isBanned })
  }, [actor, user])

  return { actor, typed, carried: back?.form ?? EMPTY_CARRY }
}
