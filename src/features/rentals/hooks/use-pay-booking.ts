import { useQueryClient } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useRef, type RefObject } from 'react'
import type { ActorRefFrom } from 'xstate'
import { makeLoadPaymentOptions } from '../../../../machines/payment/payment.actors'
import { paymentMachine } from '../../../../machines/payment/payment.machine'
import { bookingQueries } from '../../../api/queries/booking-queries'
import { paymentQueries } from '../../../api/queries/payment-queries'
import type { Booking, BookingPaymentDetails } from '../../../api/schemas/payment'
import { NO_CHOICE, type PaymentBack, type PaymentChoice } from '../../../domain/payment-options'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { nowMs } from '../../../lib/clock'
import {
  clearPaymentReturn,
  leaveForApproval,
  withReturnMarker,
  type CardFormCarry,
} from '../../../lib/payment-return'
import { bookingCity } from './booking-city'

export type PaymentActor = ActorRefFrom<typeof paymentMachine>

/** Where a bank or the wallet sends the customer back: this booking's page, told so. */
export function paymentReturnUrl(prefix: string | undefined, bookingId: string): string {
  return withReturnMarker(
    `/rental${prefix ? `/${prefix}` : ''}/post-booking/${encodeURIComponent(bookingId)}`,
  )
}

/**
 * The payment machine of a booking's page, on the app clock (card expiry is read in the city),
 * leaving for the bank's or the wallet's page with the one return record (the booking, what to
 * check on, and the name and expiry typed so far).
 */
export function useBookingPaymentMachine(typed: RefObject<CardFormCarry>) {
  return useMemo(
    () =>
      paymentMachine.provide({
        actors: { loadPaymentOptions: makeLoadPaymentOptions(nowMs) },
        actions: {
          leave: ({ context }, { url, back }) =>
            leaveForApproval(url, context.returnUrl, {
              owner: { kind: 'booking', bookingId: context.booking.bookingId },
              back,
              form: typed.current,
            }),
        },
      }),
    [typed],
  )
}

/** The booking's own way of paying, offered first (none when it was never paid). */
export function bookingChoice(details: BookingPaymentDetails | undefined): PaymentChoice {
  if (details?.paymentMethodType === 'CAREEM_PAY') return { kind: 'wallet' }
  return details?.paymentMethod
    ? { kind: 'card', paymentMethodId: details.paymentMethod.paymentMethodId }
    : NO_CHOICE
}

/**
 * Once a booking's payment has settled (paid, nothing owed, left for later): its return record
 * is done with, and the booking and the customer's payments are read again before `onSettled`,
 * so the page never shows the old balance beside the news.
 */
export function usePaymentSettled(
  actor: PaymentActor | undefined,
  booking: Booking,
  onSettled?: (status: 'paid' | 'abandoned' | 'nothingOwed') => void,
) {
  const queryClient = useQueryClient()
  const settled = useRef(onSettled)
  useEffect(() => {
    settled.current = onSettled
  })
  const { customerId } = booking
  useEffect(() => {
    if (!actor) return
    let told = false
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || told) return
      told = true
      clearPaymentReturn()
      const { status } = snapshot.output
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingQueries.all(customerId) }),
        queryClient.invalidateQueries({ queryKey: paymentQueries.all(customerId) }),
      ]).then(() => settled.current?.(status))
    })
    return () => subscription.unsubscribe()
  }, [actor, customerId, queryClient])
}

/** Paying what a booking owes (unpaid, or a confirmed new end date), on its own. */
export function usePayBooking(options: {
  booking: Booking
  amount: number
  preferred: PaymentChoice
  /** What was left at the bank's or the wallet's page, back from it. */
  back: PaymentBack | null
  typed: RefObject<CardFormCarry>
}) {
  const { booking } = options
  const prefix = localePrefix(useLocale().locale)
  const machine = useBookingPaymentMachine(options.typed)
  return useActorRef(machine, {
    input: {
      customerId: booking.customerId,
      booking: { bookingId: booking.bookingId, reference: booking.reference },
      city: bookingCity(booking),
      amount: options.amount,
      preferred: options.preferred,
      returnUrl: paymentReturnUrl(prefix, booking.bookingId),
      start: options.back ? { kind: 'back', back: options.back } : { kind: 'choose' },
    },
  })
}
