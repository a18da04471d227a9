import { z } from 'zod/mini'
import { challengeTarget } from '../domain/challenge-target'
import type { PaymentBack } from '../domain/payment-options'
import { PRIVATE_STORAGE_PREFIX } from './private-storage'

// The one way back from a bank's or a wallet's page, for every payment (the checkout, a
// booking's balance or new end date, a card added in the payment center). Before the page is
// left, what to check on and what the customer typed (never the card number or security code)
// are kept for this tab only (sessionStorage, cleared at logout), versioned and checked when read
// back. The page returned to carries `payment=returned`; without it a leftover entry is ignored,
// and whose payment it was must match the page that reads it.

export const PAYMENT_RETURN_KEY = `${PRIVATE_STORAGE_PREFIX}payment:return`
const VERSION = 1

/** The search parameter of a return URL: this page is where a payment comes back to. */
export const PAYMENT_RETURNED = { payment: 'returned' } as const

/** Whose payment it is: a booking's (checkout, balance, new end date) or a card being added. */
export type PaymentOwner = { kind: 'booking'; bookingId: string } | { kind: 'cards' }

/** What the customer typed into the new-card form, never the number or the security code. */
export interface CardFormCarry {
  name: string
  expiry: string
}

export const EMPTY_CARRY: CardFormCarry = { name: '', expiry: '' }

export interface PaymentReturn {
  owner: PaymentOwner
  back: PaymentBack
  form: CardFormCarry
}

const idSchema = z.string().check(z.minLength(1), z.maxLength(100))

const entrySchema = z.object({
  version: z.literal(VERSION),
  owner: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('booking'), bookingId: idSchema }),
    z.object({ kind: z.literal('cards') }),
  ]),
  back: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('card'), paymentMethodId: idSchema }),
    z.object({ kind: z.literal('wallet'), intentId: idSchema }),
  ]),
  form: z.object({
    name: z.string().check(z.maxLength(60)),
    expiry: z.string().check(z.regex(/^\d{0,2}\/?\d{0,2}$/)),
  }),
})

const sameOwner = (a: PaymentOwner, b: PaymentOwner) =>
  a.kind === 'cards' ? b.kind === 'cards' : b.kind === 'booking' && a.bookingId === b.bookingId

export function savePaymentReturn(entry: PaymentReturn): void {
  try {
    // Field by field: nothing but the name and expiry of what was typed is ever written.
    const { owner, back, form } = entry
    const kept = { version: VERSION, owner, back, form: { name: form.name, expiry: form.expiry } }
    sessionStorage.setItem(PAYMENT_RETURN_KEY, JSON.stringify(kept))
  } catch {
    // Storage blocked: back from the bank, what is owed can be paid again; nothing is lost.
  }
}

/** What `owner`'s payment left to check on, if anything; reading keeps it until it is cleared. */
export function readPaymentReturn(owner: PaymentOwner): PaymentReturn | null {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(PAYMENT_RETURN_KEY)
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
  if (!parsed.success || !sameOwner(parsed.data.owner, owner)) return null
  const { version: _, ...entry } = parsed.data
  return entry
}

/** The payment it named has settled (or the customer chose another way): forget it. */
export function clearPaymentReturn(): void {
  try {
    sessionStorage.removeItem(PAYMENT_RETURN_KEY)
  } catch {
    // Nothing to clear.
  }
}

/** Leaves for the bank's or the wallet's page, noting first what to check on when back. */
export function leaveForApproval(url: string, returnUrl: string, entry: PaymentReturn): void {
  savePaymentReturn(entry)
  window.location.assign(challengeTarget(url, returnUrl, window.location.origin))
}

/** `path` with `payment=returned` added to its query. */
export function withReturnMarker(path: string): string {
  const [base = '', query = ''] = path.split('?')
  const search = new URLSearchParams(query)
  search.set('payment', PAYMENT_RETURNED.payment)
  return `${base}?${search.toString()}`
}
