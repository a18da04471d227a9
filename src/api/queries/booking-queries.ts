import { queryOptions } from '@tanstack/react-query'
import type { ProductType } from '../schemas/common'
import { paymentCalls } from './platform-calls'

// A customer's bookings and the money around them. Everything sits under ['bookings',
// customerId], so one invalidation after a cancellation (or a new booking) refreshes it all.
// Bookings change by themselves (a paid booking is approved, an approved one starts), so the
// list is fresh only for the moment between a route's loader and its page.

const BOOKINGS_STALE_MS = 10_000

export const bookingQueries = {
  all: (customerId: string) => ['bookings', customerId] as const,
  list: (customerId: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(customerId), 'list'] as const,
      queryFn: async ({ signal }) => (await paymentCalls()).getBookings(customerId, signal),
      staleTime: BOOKINGS_STALE_MS,
    }),
  paymentDetails: (customerId: string, bookingId: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(customerId), 'payment-details', bookingId] as const,
      queryFn: async ({ signal }) => (await paymentCalls()).getPaymentDetails(bookingId, signal),
      staleTime: BOOKINGS_STALE_MS,
    }),
  /** Asked right before a cancellation: the fee depends on the time left before the start. */
  cancellationFee: (customerId: string, product: ProductType, bookingId: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(customerId), 'cancellation-fee', bookingId] as const,
      queryFn: async ({ signal }) =>
        (await paymentCalls()).getCancellationFee(customerId, product, bookingId, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  invoices: (customerId: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(customerId), 'invoices'] as const,
      queryFn: async ({ signal }) => (await paymentCalls()).getInvoices(customerId, signal),
    }),
}
