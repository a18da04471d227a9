import { queryOptions } from '@tanstack/react-query'
import { isApiError } from '../errors'
import { getBillingDetails, getCustomerPayments, getPaymentMethods } from '../payment'
import { isRetryable } from '../retry-policy'

// The payment center's data: the customer's cards and ways to pay, billing details and payments.
// Everything sits under ['payment', customerId], so one invalidation after a change refreshes it.

/** SPEC §9: the allowed-methods call is retried twice, ten seconds apart. */
export const ALLOWED_METHODS_RETRIES = 2
export const ALLOWED_METHODS_RETRY_DELAY_MS = 10_000

/**
 * Whether a failed allowed-methods call is tried again: only what can pass on a second try
 * (throttling, a gateway, the network), and at most ALLOWED_METHODS_RETRIES times.
 */
export function retryAllowedMethods(failureCount: number, error: unknown): boolean {
  if (failureCount >= ALLOWED_METHODS_RETRIES) return false
  return isApiError(error) && isRetryable(error, { method: 'GET', idempotent: true })
}

export const paymentQueries = {
  all: (customerId: string) => ['payment', customerId] as const,
  /** The saved cards and ways to pay; with mada statuses when paying in Riyadh. */
  methods: (customerId: string, withMada: boolean) =>
    queryOptions({
      queryKey: [...paymentQueries.all(customerId), 'methods', { withMada }] as const,
      // The HTTP layer's own retries are off: this call follows SPEC §9's policy (the query's retry).
      queryFn: ({ signal }) => getPaymentMethods(customerId, withMada, signal, { retries: 0 }),
      retry: retryAllowedMethods,
      retryDelay: ALLOWED_METHODS_RETRY_DELAY_MS,
      staleTime: 0,
    }),
  billing: (customerId: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(customerId), 'billing'] as const,
      queryFn: ({ signal }) => getBillingDetails(customerId, signal),
    }),
  payments: (customerId: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(customerId), 'payments'] as const,
      queryFn: ({ signal }) => getCustomerPayments(customerId, signal),
      staleTime: 10_000,
    }),
}
