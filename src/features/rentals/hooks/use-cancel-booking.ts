import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation'
import { bookingQueries } from '../../../api/queries/booking-queries'
import { cancelBooking } from '../../../api/payment'
import type { Booking } from '../../../api/schemas/payment'
import { notify } from '../../../lib/toast'
import { isolate } from '../../../i18n/bidi'

/**
 * Cancels a booking. The list shows the cancelled booking at once; then everything about the
 * customer's bookings (payments, invoices) is fetched again. A failure (e.g. 409: the rental
 * has started meanwhile) refreshes the list too, so the card shows where the booking stands.
 */
export function useCancelBooking(customerId: string, onCancelled: (booking: Booking) => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingQueries.all(customerId) })
  return useMutation({
    mutationFn: (booking: Booking) =>
      cancelBooking(customerId, booking.productType, booking.bookingId),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(bookingQueries.list(customerId).queryKey, (previous) =>
        previous
          ? {
              bookings: previous.bookings.map((booking) =>
                booking.bookingId === cancelled.bookingId ? cancelled : booking,
              ),
            }
          : previous,
      )
      onCancelled(cancelled)
      notify.success(t('rentals.cancel.done', { reference: isolate(cancelled.reference) }))
      void refresh()
    },
    onError: () => void refresh(),
  })
}
