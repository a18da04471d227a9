import type { Booking, BookingStatus } from '../../api/schemas/payment'

// How My rentals sorts bookings. The platform moves a booking's status with time (approved →
// active → completed), so the status alone decides the group.

export const RENTAL_GROUPS = ['upcoming', 'active', 'past'] as const
export type RentalGroup = (typeof RENTAL_GROUPS)[number]

const GROUP_OF: Record<BookingStatus, RentalGroup> = {
  PENDING_PAYMENT: 'upcoming',
  PENDING_APPROVAL: 'upcoming',
  APPROVED: 'upcoming',
  ACTIVE: 'active',
  COMPLETED: 'past',
  CANCELLED: 'past',
}

/** Until the car is handed over, a booking can be cancelled (for a fee close to the start). */
export function isCancellable(status: BookingStatus): boolean {
  return status === 'PENDING_PAYMENT' || status === 'PENDING_APPROVAL' || status === 'APPROVED'
}

/**
 * Once paid and until the car is back (or the booking cancelled), its return date can move. An
 * unpaid booking is paid first: its whole balance is still open, so a change priced as a
 * difference would be charged as the whole booking.
 */
export function canChangeEnd(status: BookingStatus): boolean {
  return status !== 'PENDING_PAYMENT' && status !== 'CANCELLED' && status !== 'COMPLETED'
}

/**
 * The bookings of each group. The platform lists the latest start first; upcoming and active
 * rentals read better soonest first, past ones stay latest first.
 */
export function groupBookings(bookings: readonly Booking[]): Record<RentalGroup, Booking[]> {
  const groups: Record<RentalGroup, Booking[]> = { upcoming: [], active: [], past: [] }
  for (const booking of bookings) groups[GROUP_OF[booking.status]].push(booking)
  groups.upcoming.reverse()
  groups.active.reverse()
  return groups
}
