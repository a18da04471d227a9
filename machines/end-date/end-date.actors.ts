import { getBookingSlots } from '../../src/api/availability'
import { changeEndDate } from '../../src/api/payment'
import type { TimeSlotAvailability } from '../../src/api/schemas/availability'
import type { ChargeSummary } from '../../src/api/schemas/payment'
import { fromAbortablePromise } from '../shared/abortable-promise'

// The platform steps of changing an end date: the return slots of a day for this booking, the
// dry run that prices the change, and the change itself.

export interface EndSlotsInput {
  bookingId: string
  cityCode: string
  date: string
}

export const loadEndSlots = fromAbortablePromise<TimeSlotAvailability, EndSlotsInput>(
  ({ input, signal }) => getBookingSlots(input, signal),
)

export interface ChangeInput {
  customerId: string
  bookingId: string
  endDate: string
}

export const priceChange = fromAbortablePromise<ChargeSummary, ChangeInput>(({ input }) =>
  changeEndDate(input.customerId, input.bookingId, { endDate: input.endDate, dryRun: true }),
)

export const commitChange = fromAbortablePromise<ChargeSummary, ChangeInput>(({ input }) =>
  changeEndDate(input.customerId, input.bookingId, { endDate: input.endDate, dryRun: false }),
)
