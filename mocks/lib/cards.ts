import { z } from 'zod/mini'
import { built } from '../../src/api/schemas/built'
import type { CardBrand } from '../../src/api/schemas/payment'
import { brandOfScheme, CARD_BRANDS, detectBrand, type MadaStatus } from '../../src/domain/cards'
import type { CardBehaviour } from '../db'

// The sandbox tokenizer stands in for the payment provider: card numbers go to it, never to the
// platform, which sees only the token. Magic numbers decide what the card does (docs/sandbox.md,
// "Magic cards"). Brand and Luhn rules are the app's own (src/domain/cards.ts), so the tokenizer
// and the card form agree on every number.

/**
 * 9995 is added fine and fails when it pays; 9987 already fails the verification charge made
 * when it is added, so it is saved FAILED.
 */
export const MAGIC_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'SUCCEED',
  '4000000000003220': 'THREE_DS',
  '4000000000000002': 'DECLINE',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000000000009987': 'NO_FUNDS_ON_VERIFY',
}

/** mada card ranges (Riyadh): authorised and not authorised for online payments. */
const MADA_AUTHORIZED_PREFIX = '446404'
const MADA_NOT_AUTHORIZED_PREFIX = '588845'

/** The tokenizer refuses what the card form refuses. */
export { luhnValid } from '../../src/domain/cards'

/** The app's brand rule, plus the sandbox's not-authorised mada range, issued as Mastercard. */
export function brandOf(number: string): CardBrand {
  if (number.startsWith(MADA_NOT_AUTHORIZED_PREFIX)) return 'MASTERCARD'
  return detectBrand(number)
}

export function madaStatusOf(number: string): MadaStatus {
  if (number.startsWith(MADA_AUTHORIZED_PREFIX)) return 'MADA_AUTHORIZED'
  if (number.startsWith(MADA_NOT_AUTHORIZED_PREFIX)) return 'MADA_NOT_AUTHORIZED'
  return 'NOT_MADA'
}

export interface CardToken {
  behaviour: CardBehaviour
  brand: CardBrand
  last4: string
  madaStatus: MadaStatus
  expiryMonth: number
  expiryYear: number
}

const TOKEN_PREFIX = 'tok_sandbox'

export function createToken(card: CardToken, nonce: string): string {
  return [
    TOKEN_PREFIX,
    card.behaviour,
    card.brand,
    card.last4,
    card.madaStatus,
    String(card.expiryMonth),
    String(card.expiryYear),
    nonce,
  ].join('.')
}

const BEHAVIOURS: readonly CardBehaviour[] = [
  'SUCCEED',
  'THREE_DS',
  'DECLINE',
  'INSUFFICIENT_FUNDS',
  'NO_FUNDS_ON_VERIFY',
]
const MADA: readonly MadaStatus[] = ['MADA_AUTHORIZED', 'MADA_NOT_AUTHORIZED', 'NOT_MADA']

const STAND_IN_PREFIX = 'tok_standin_'

const standInCardSchema = built(() =>
  z.object({
    bin: z.string().check(z.regex(/^\d{6}$/)),
    last4: z.string().check(z.regex(/^\d{4}$/)),
    expiry_month: z.number(),
    expiry_year: z.number(),
    scheme: z.string(),
    scheme_local: z.optional(z.literal('mada')),
  }),
)

/**
 * A token from the browser tests' stand-in of Checkout.com Frames (e2e/stand-ins): a real platform
 * would ask Checkout for the token's card; the stand-in carries it in the token. A magic card
 * number behaves as in the sandbox, known by its BIN and last four digits.
 */
function readStandInToken(token: string): CardToken | undefined {
  try {
    const base64 = token.slice(STAND_IN_PREFIX.length).replace(/-/g, '+').replace(/_/g, '/')
    const card = standInCardSchema.safeParse(JSON.parse(atob(base64)))
    if (!card.success) return undefined
    const { bin, last4, scheme, scheme_local: local } = card.data
    const magic = Object.entries(MAGIC_CARDS).find(
      ([number]) => number.startsWith(bin) && number.endsWith(last4),
    )
    return {
      behaviour: magic?.[1] ?? 'SUCCEED',
      brand: brandOfScheme(scheme),
      last4,
      madaStatus: local === 'mada' ? 'MADA_AUTHORIZED' : 'NOT_MADA',
      expiryMonth: card.data.expiry_month,
      expiryYear: card.data.expiry_year,
    }
  } catch {
    return undefined
  }
}

export function readToken(token: string): CardToken | undefined {
  if (token.startsWith(STAND_IN_PREFIX)) return readStandInToken(token)
  const [prefix, behaviour, brand, last4, mada, month, year] = token.split('.')
  const behaviourValue = BEHAVIOURS.find((value) => value === behaviour)
  const brandValue = CARD_BRANDS.find((value) => value === brand)
  const madaValue = MADA.find((value) => value === mada)
  if (prefix !== TOKEN_PREFIX || !behaviourValue || !brandValue || !madaValue) return undefined
  if (!last4 || !/^\d{4}$/.test(last4)) return undefined
  return {
    behaviour: behaviourValue,
    brand: brandValue,
    last4,
    madaStatus: madaValue,
    expiryMonth: Number(month),
    expiryYear: Number(year),
  }
}
