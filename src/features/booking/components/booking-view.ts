import type { SnapshotFrom } from 'xstate'
import type { BookingEvent, bookingMachine } from '../../../../machines/booking/booking.machine'

// What the booking flow's sections receive: the machine's snapshot to render from, and a way to
// send it events. Steps render from `snapshot.matches(…)`, never from state of their own.

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>
export type SendBooking = (event: BookingEvent) => void
