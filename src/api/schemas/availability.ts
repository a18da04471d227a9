import { z } from 'zod/mini'
import { deliveryTypeSchema, isoDateSchema, wallTimeSchema } from './common'

/** Half-hour slots of one day for one listing (or one booking's handback). */
export const timeSlotAvailabilitySchema = z.object({
  date: isoDateSchema,
  deliveryType: z.optional(deliveryTypeSchema),
  /** Whole day closed: a holiday, or no business hours. */
  closed: z.boolean(),
  slots: z.array(z.object({ time: wallTimeSchema, available: z.boolean() })),
})
export type TimeSlotAvailability = z.infer<typeof timeSlotAvailabilitySchema>
