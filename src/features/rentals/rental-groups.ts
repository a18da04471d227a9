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
