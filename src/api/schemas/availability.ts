import { z } from 'zod/mini'
import { built } from './built'
import { deliveryTypeSchema, isoDateSchema, wallTimeSchema } from './common'

/** Half-hour slots of one day for one listing (or one booking's handback). */
export const timeSlotAvailabilitySchema = built(() =>
  z.object({
    date: isoDateSchema,
    deliveryType: z.optional(deliveryTypeSchema),
    /** Whole day closed: a holiday, or no business hours. */
    closed: z.boolean(),
    slots: z.array(z.object({ time: wallTimeSchema, available: z.boolean() })),
  }),
)
export type TimeSlotAvailability = z.infer<typeof timeSlotAvailabilitySchema>

/**
 * Beyond §7: the days of `from`…`to` (the city's calendar) on which the listing is booked. A day
 * is booked when an open booking holds the car at any moment of it.
 */
export const bookedDaysSchema = built(() =>
  z.object({
    listingId: z.string(),
    from: isoDateSchema,
    to: isoDateSchema,
    bookedDays: z.array(isoDateSchema),
  }),
)
export type BookedDays = z.infer<typeof bookedDaysSchema>
