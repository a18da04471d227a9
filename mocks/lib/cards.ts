import type { CardBrand } from '../../src/api/schemas/payment'
import type { CardBehaviour } from '../db'

// The sandbox tokenizer stands in for the payment provider: card numbers go to it, never to
// the platform, which sees only the token. Magic numbers decide what the card does
// (README "Magic cards").

export const MAGIC_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'SUCCEED',
  '4000000000003220': 'THREE_DS',
  '4000000000000002': 'DECLINE',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
}

/** mada card ranges (Riyadh): authorised and not authorised for online payments. */
const MADA_AUTHORIZED_PREFIX = '446404'
const MADA_NOT_AUTHORIZED_PREFIX = '588845'

export type MadaStatus = 'MADA_AUTHORIZED' | 'MADA_NOT_AUTHORIZED' | 'NOT_MADA'

export function luhnValid(number: string): boolean {
  let sum = 0
  let double = false
  for (let index = number.length - 1; index >= 0; index--) {
    let digit = Number(number[index])
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
    double = !double
  }
  return number.length >= 12 && sum % 10 === 0
}

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'VISA'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MASTERCARD'
  if (number.startsWith(MADA_NOT_AUTHORIZED_PREFIX)) return 'MASTERCARD'
  if (/^3[47]/.test(number)) return 'AMEX'
  if (/^(6011|65)/.test(number)) return 'DISCOVER'
  if (/^35/.test(number)) return 'JCB'
  if (/^3[068]/.test(number)) return 'DINERS'
  if (/^62/.test(number)) return 'UNIONPAY'
  return 'UNKNOWN'
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
]
const BRANDS: readonly CardBrand[] = [
  'AMEX',
  'DINERS',
  'DISCOVER',
  'JCB',
  'MASTERCARD',
  'UNIONPAY',
  'VISA',
  'UNKNOWN',
]
const MADA: readonly MadaStatus[] = ['MADA_AUTHORIZED', 'MADA_NOT_AUTHORIZED', 'NOT_MADA']

export function readToken(token: string): CardToken | undefined {
  const [prefix, behaviour, brand, last4, mada, month, year] = token.split('.')
  const behaviourValue = BEHAVIOURS.find((value) => value === behaviour)
  const brandValue = BRANDS.find((value) => value === brand)
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
