import { useQuery } from '@tanstack/react-query'
import { bookingQueries } from './booking-queries'

/** The customer's invoices, read by the invoices list on the rentals and payment-centre pages. */
export function useInvoices(customerId: string) {
  return useQuery(bookingQueries.invoices(customerId))
}
