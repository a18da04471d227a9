import type { QueryClient } from '@tanstack/react-query'
import { bookingQueries } from '../../../api/queries/booking-queries'
import type { Booking } from '../../../api/schemas/payment'

/**
 * One of the customer's bookings, from their bookings list (the platform has no by-id lookup
 * without the product). A booking made a moment ago may be missing from a cached list, so a
 * miss asks the platform again before giving up.
 */
export async function findBooking(
  queryClient: QueryClient,
  customerId: string,
  bookingId: string,
): Promise<Booking | undefined> {
  const options = bookingQueries.list(customerId)
  const find = (bookings: readonly Booking[]) =>
    bookings.find((booking) => booking.bookingId === bookingId)
  const cached = find((await queryClient.query(options)).bookings)
  if (cached) return cached
  return find((await queryClient.query({ ...options, staleTime: 0 })).bookings)
}
