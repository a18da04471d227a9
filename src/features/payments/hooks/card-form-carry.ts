import { z } from 'zod/mini'
import { PRIVATE_STORAGE_PREFIX } from '../../../session/auth-navigation'

// The name and expiry typed into the add-card form survive the 3-D Secure round trip (the page
// reloads), so a declined challenge does not mean typing them again. Never the number or the
// security code. Kept for this tab only (sessionStorage), versioned and checked when read back.

/** Private: logging out clears it with the other private keys. */
export const CARD_FORM_CARRY_KEY = `${PRIVATE_STORAGE_PREFIX}payments:cardForm`
const VERSION = 1

const carrySchema = z.object({
  version: z.literal(VERSION),
  paymentMethodId: z.string(),
  name: z.string().check(z.maxLength(60)),
  expiry: z.string().check(z.regex(/^\d{0,2}\/?\d{0,2}$/)),
})

export interface CardFormCarry {
  name?: string
  expiry?: string
}

export function saveCardFormCarry(paymentMethodId: string, carry: CardFormCarry): void {
  try {
    sessionStorage.setItem(
      CARD_FORM_CARRY_KEY,
      JSON.stringify({ version: VERSION, paymentMethodId, name: carry.name, expiry: carry.expiry }),
    )
  } catch {
    // Storage full or blocked: the customer types the name again, nothing worse.
  }
}

/** What was typed before the challenge for this card, read once; anything else is dropped. */
export function takeCardFormCarry(paymentMethodId: string | undefined): CardFormCarry {
  if (!paymentMethodId) return {}
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(CARD_FORM_CARRY_KEY)
    sessionStorage.removeItem(CARD_FORM_CARRY_KEY)
  } catch {
    return {}
  }
  if (!raw) return {}
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return {}
  }
  const parsed = carrySchema.safeParse(json)
  if (!parsed.success || parsed.data.paymentMethodId !== paymentMethodId) return {}
  return { name: parsed.data.name, expiry: parsed.data.expiry }
}
