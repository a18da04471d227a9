import type { Booking, BookingStatus } from '../api/schemas/payment'

// What a booking's status lets the customer do. The app offers an action by these rules and the
// fake platform refuses one by the same rules, so a button never leads to a refusal.

/** Until the car is handed over, a booking can be cancelled (for a fee close to the start). */
export function isCancellable(status: BookingStatus): boolean {
  return status === 'PENDING_PAYMENT' || status === 'PENDING_APPROVAL' || status === 'APPROVED'
}

/**
 * A cancelled or completed booking is finished: it holds its car no more and nothing about it
 * changes. The platform refuses a new end for it and frees its car for others.
 */
export function isFinished(status: BookingStatus): boolean {
  return status === 'CANCELLED' || status === 'COMPLETED'
}

/**
 * Once paid and until it is finished, a booking's return date can move. An unpaid booking is paid
 * first: its whole balance is still open, so a change priced as a difference would be charged as
 * the whole booking.
 */
export function canChangeEnd(status: BookingStatus): boolean {
  return status !== 'PENDING_PAYMENT' && !isFinished(status)
}

/** What a booking waits to be paid for, if anything. */
export type AwaitedPayment = 'booking' | 'newEnd' | null

/**
 * The whole booking until its first payment; after it, a confirmed new end that costs more
 * (`pendingEndDate`) until that is paid. The app offers a payment by this and the platform takes
 * one by it.
 */
export function awaitedPayment(
  booking: Pick<Booking, 'status' | 'pendingEndDate'>,
): AwaitedPayment {
  if (booking.status === 'PENDING_PAYMENT') return 'booking'
  return booking.pendingEndDate === null ? null : 'newEnd'
}
