import type { SnapshotFrom } from 'xstate'
import type { BookingEvent, bookingMachine } from '../../../../machines/booking/booking.machine'

// What the booking flow's sections receive: the machine's snapshot to render from, and a way to
// send it events. Steps render from `snapshot.matches(…)`, never from state of their own.

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>
export type SendBooking = (event: BookingEvent) => void

/** The checkout states in which a payment is under way: Pay shows progress and does nothing. */
export function isPaying(snapshot: BookingSnapshot): boolean {
  return (
    snapshot.matches({ checkout: 'placing' }) ||
    snapshot.matches({ checkout: 'addingCard' }) ||
    snapshot.matches({ checkout: 'cardReady' }) ||
    snapshot.matches({ checkout: 'verifyingCard' }) ||
    snapshot.matches({ checkout: 'verifyingWallet' })
  )
}
