import type { CardBrand } from '../../src/api/schemas/payment'
import { CARD_BRANDS, detectBrand, type MadaStatus } from '../../src/domain/cards'
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

export function readToken(token: string): CardToken | undefined {
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
