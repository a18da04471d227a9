import { z } from 'zod/mini'
import { PRIVATE_STORAGE_PREFIX } from '../../../session/auth-navigation'

// Paying a booking's balance may leave the page (3-D Secure for a new card, the ride-app wallet).
// What to check on when the customer is back is kept for this tab only (sessionStorage, cleared
// at logout with the other private keys), versioned and checked when read back. The return URL
// says `paying=1`; without it a leftover entry is ignored.

export const PAY_RESUME_KEY = `${PRIVATE_STORAGE_PREFIX}rentals:payResume`
const VERSION = 1

const resumeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), pendingCardId: z.string().check(z.maxLength(100)) }),
  z.object({ kind: z.literal('wallet'), intentId: z.string().check(z.maxLength(100)) }),
])
export type PayResume = z.infer<typeof resumeSchema>

const entrySchema = z.object({
  version: z.literal(VERSION),
  bookingId: z.string(),
  resume: resumeSchema,
})

export function savePayResume(bookingId: string, resume: PayResume): void {
  try {
    sessionStorage.setItem(PAY_RESUME_KEY, JSON.stringify({ version: VERSION, bookingId, resume }))
  } catch {
    // Storage blocked: back from the challenge the balance is still owed and can be paid again.
  }
}

/** The payment to check on for this booking, if one was left for it; reading keeps it. */
export function readPayResume(bookingId: string): PayResume | null {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(PAY_RESUME_KEY)
  } catch {
    return null
  }
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = entrySchema.safeParse(json)
  return parsed.success && parsed.data.bookingId === bookingId ? parsed.data.resume : null
}

export function clearPayResume(): void {
  try {
    sessionStorage.removeItem(PAY_RESUME_KEY)
  } catch {
    // Nothing to clear.
  }
}
