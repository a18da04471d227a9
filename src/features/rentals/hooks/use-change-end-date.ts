import { useQueryClient } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { endDateMachine } from '../../../../machines/end-date/end-date.machine'
import { bookingQueries } from '../../../api/queries/booking-queries'
import { paymentQueries } from '../../../api/queries/payment-queries'
import type { Booking } from '../../../api/schemas/payment'
import { FEATURE_KEYS } from '../../../domain/features'
import { localePrefix } from '../../../domain/locales'
import { useLocale } from '../../../i18n/use-locale'
import { nowMs } from '../../../lib/clock'
import { useFeatureFlag } from '../../../lib/use-feature-flag'
import { bookingCity } from './booking-city'
import type { PaymentChoice } from '../../../domain/payment-options'
import { useTypedCard } from '../../../components/cards/use-typed-card'
import { paymentReturnUrl, useBookingPaymentMachine } from './use-pay-booking'

export type EndDateActor = ActorRefFrom<typeof endDateMachine>

/**
 * The change-end-date machine for one booking: opened on the app clock (the sandbox clock in
 * the sandbox), with the SPEC §6 last-hour flag as the platform resolved it for this customer,
 * paying through the payment machine. Once it has settled the booking is read again.
 */
export function useChangeEndDate(options: {
  booking: Booking
  /** The booking's own way of paying, offered first. */
  preferred: PaymentChoice
  /** One-tap extend: the end to price at once. */
  presetEnd: string | null
}) {
  const { booking } = options
  const queryClient = useQueryClient()
  const prefix = localePrefix(useLocale().locale)
  const lastHourAllowed = useFeatureFlag(FEATURE_KEYS.changeHandbackInLastHour)
  const typed = useTypedCard()
  const payMachine = useBookingPaymentMachine(typed)
  const machine = useMemo(
    () => endDateMachine.provide({ actors: { payment: payMachine } }),
    [payMachine],
  )
  const [openedAt] = useState(nowMs)
  const actor = useActorRef(machine, {
    input: {
      customerId: booking.customerId,
      booking: {
        bookingId: booking.bookingId,
        reference: booking.reference,
        productType: booking.productType,
        from: booking.from,
        to: booking.to,
        status: booking.status,
      },
      city: bookingCity(booking),
      now: openedAt,
      lastHourAllowed,
      preset: options.presetEnd ? { endDate: options.presetEnd } : null,
      returnUrl: paymentReturnUrl(prefix, booking.bookingId),
      preferred: options.preferred,
    },
  })
  const customerId = booking.customerId
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return
      void queryClient.invalidateQueries({ queryKey: bookingQueries.all(customerId) })
      void queryClient.invalidateQueries({ queryKey: paymentQueries.all(customerId) })
    })
    return () => subscription.unsubscribe()
  }, [actor, customerId, queryClient])
  return { actor, typed }
}
