import { z } from 'zod/mini'
import type { BookingInput } from '../../../../machines/booking/booking.machine'

const draftDatesSchema = z.object({
  context: z.object({ trip: z.object({ from: z.string(), to: z.string() }) }),
})

/**
 * What the link that opened the page said about dates: none, dates used as they were, or dates
 * that had to change (no date on the calendar, past, beyond the booking window).
 */
export type LinkDatesKind = 'none' | 'kept' | 'changed'

/**
 * The draft to resume, if any. A URL that names other dates (the customer went back and chose
 * again) starts afresh: the dates they just picked win over an older draft for the same car. A
 * link whose dates had to change is never the page's own URL (that always holds usable dates), so
 * it starts afresh too, even when the changed dates happen to be the draft's: nothing of an
 * earlier link carries over. The way back from a 3-D Secure challenge always resumes.
 */
export function draftToResume(
  saved: unknown,
  input: Pick<BookingInput, 'from' | 'to'>,
  options: { linkDates: LinkDatesKind; returnedFromChallenge: boolean },
): unknown {
  if (saved === undefined || options.returnedFromChallenge || options.linkDates === 'none') {
    return saved
  }
  if (options.linkDates === 'changed') return undefined
  const draft = draftDatesSchema.safeParse(saved)
  if (!draft.success) return undefined
  const { from, to } = draft.data.context.trip
  return from === input.from && to === input.to ? saved : undefined
}

const draftBookedSchema = z.object({
  context: z.object({ booked: z.nullable(z.object({ bookingId: z.string() })) }),
})

/** The booking a restored draft has made, if it has made one. */
export function bookedIdOf(saved: unknown): string | null {
  const draft = draftBookedSchema.safeParse(saved)
  return draft.success ? (draft.data.context.booked?.bookingId ?? null) : null
}
