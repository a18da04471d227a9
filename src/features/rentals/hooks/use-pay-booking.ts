import { useQueryClient } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import { makeLoadPaymentOptions } from '../../../../machines/booking/booking.actors'
import { payBookingMachine } from '../../../../machines/pay-booking/pay-booking.machine'
import { bookingQueries } from '../../../api/queries/booking-queries'
import { paymentQueries } from '../../../api/queries/payment-queries'
import type { Booking } from '../../../api/schemas/payment'
import { challengeTarget } from '../../../domain/challenge-target'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { nowMs } from '../../../lib/clock'
import { bookingCity } from './booking-city'
import { clearPayResume, savePayResume, type PayResume } from './pay-resume'

export type PayBookingActor = ActorRefFrom<typeof payBookingMachine>

/** Where a bank or the wallet sends the customer back: this booking's page, told to check. */
export function payReturnUrl(prefix: string | undefined, bookingId: string): string {
  const query = new URLSearchParams({ paying: '1' })
  return `/rental${prefix ? `/${prefix}` : ''}/post-booking/${encodeURIComponent(bookingId)}?${query.toString()}`
}

/** The pay-booking machine's actors, on the app clock (card expiry is read in the city). */
export function usePayBookingMachine() {
  return useMemo(
    () =>
      payBookingMachine.provide({
        actors: { loadPaymentOptions: makeLoadPaymentOptions(nowMs) },
      }),
    [],
  )
}

/**
 * A payment actor's trips away and back: before the bank's or the wallet's page it notes what
 * to check on when the customer returns; once it has settled, the booking and the customer's
 * payments are read again.
 */
export function usePaymentEffects(actor: PayBookingActor | undefined, booking: Booking) {
  const queryClient = useQueryClient()
  const prefix = localePrefix(useLocale().locale)
  const customerId = booking.customerId
  const bookingId = booking.bookingId
  useEffect(() => {
    if (!actor) return
    const redirect = actor.on('redirect', ({ url, resume }) => {
      savePayResume(bookingId, resume)
      const back = payReturnUrl(prefix, bookingId)
      window.location.assign(challengeTarget(url, back, window.location.origin))
    })
    const settled = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return
      clearPayResume()
      void queryClient.invalidateQueries({ queryKey: bookingQueries.all(customerId) })
      void queryClient.invalidateQueries({ queryKey: paymentQueries.all(customerId) })
    })
    return () => {
      redirect.unsubscribe()
      settled.unsubscribe()
    }
  }, [actor, bookingId, customerId, prefix, queryClient])
}

/**
 * Paying what a booking owes (unpaid, or a confirmed new end date), on its own. The form that
 * shows it runs its trips away and back (usePaymentEffects).
 */
export function usePayBooking(options: {
  booking: Booking
  amount: number
  preferredMethodId: string | null
  resume: PayResume | null
}) {
  const { booking } = options
  const prefix = localePrefix(useLocale().locale)
  const machine = usePayBookingMachine()
  const actor = useActorRef(machine, {
    input: {
      customerId: booking.customerId,
      bookingId: booking.bookingId,
      city: bookingCity(booking),
      amount: options.amount,
      preferredMethodId: options.preferredMethodId,
      returnUrl: payReturnUrl(prefix, booking.bookingId),
      resume: options.resume,
    },
  })
  return actor
}
