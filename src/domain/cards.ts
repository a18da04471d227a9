import { Temporal } from 'temporal-polyfill'
import type { CardBrand, SavedPaymentMethod } from '../api/schemas/payment'
import type { CityCode } from './cities'

// Payment cards as the customer sees them: which network a number belongs to (as they type),
// whether it is well formed (Luhn), how far its expiry is, and whether a saved card can pay.

export type MadaStatus = 'MADA_AUTHORIZED' | 'MADA_NOT_AUTHORIZED' | 'NOT_MADA'

/** SPEC §9 brands, in the order the payment center shows its accepted-cards strip. */
export const CARD_BRANDS: readonly CardBrand[] = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DISCOVER',
  'DINERS',
  'JCB',
  'UNIONPAY',
  'UNKNOWN',
]

/** The network of a card number (digits only) from its leading digits; UNKNOWN otherwise. */
export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'VISA'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD'
  if (/^3[47]/.test(digits)) return 'AMEX'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER'
  if (/^35(2[89]|[3-8])/.test(digits)) return 'JCB'
  if (/^3(0[0-5]|[689])/.test(digits)) return 'DINERS'
  if (/^62/.test(digits)) return 'UNIONPAY'
  return 'UNKNOWN'
}

/** The Luhn checksum every card number carries in its last digit; 12 to 19 digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  let double = false
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = Number(digits[index])
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
    double = !double
  }
  return sum % 10 === 0
}

export interface YearMonth {
  year: number
  month: number
}

/** This year and month in a city: a card's expiry is read in the customer's calendar. */
export function cityYearMonth(nowMs: number, timeZone: string): YearMonth {
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone)
  return { year: today.year, month: today.month }
}

/** A card this close to its expiry month (this month or the next) is flagged as expiring soon. */
export const EXPIRING_SOON_MONTHS = 1

export type ExpiryState = 'valid' | 'expiringSoon' | 'expired'

/** A card is valid through the end of its expiry month; `today` is in the customer's city. */
export function expiryState(card: YearMonth, today: YearMonth): ExpiryState {
  const months = card.year * 12 + card.month - (today.year * 12 + today.month)
  if (months < 0) return 'expired'
  return months <= EXPIRING_SOON_MONTHS ? 'expiringSoon' : 'valid'
}

/** SPEC §5: a card counts as inserted only when brand and last four exist and expiry is positive. */
export function isInserted(
  method: Pick<SavedPaymentMethod, 'brand' | 'last4Digits' | 'expiryMonth' | 'expiryYear'>,
): boolean {
  return (
    method.brand.length > 0 &&
    /^\d{4}$/.test(method.last4Digits) &&
    method.expiryMonth > 0 &&
    method.expiryYear > 0
  )
}

/** Why a saved card cannot pay now, or undefined when it can. */
export const CARD_PROBLEMS = ['pending', 'failed', 'notInserted', 'expired', 'madaBlocked'] as const
export type CardProblem = (typeof CARD_PROBLEMS)[number]

/** SPEC §4: the mada status is asked for, and decides, only in Riyadh. */
export function madaApplies(cityCode: CityCode): boolean {
  return cityCode === 'RUH'
}

/** Where and when a card would pay: the city (mada), its calendar (expiry), the card's mada status. */
export interface PayingHere {
  today: YearMonth
  cityCode: CityCode
  mada?: MadaStatus | undefined
}

/**
 * The one rule for "can this card pay here", for every way the app pays and for the fake
 * platform's pre-authorisation: verified by the bank (not pending or failed), inserted (SPEC §5),
 * not expired in the city's calendar, and in Riyadh not a mada card barred online.
 */
export function cardProblem(method: SavedPaymentMethod, here: PayingHere): CardProblem | undefined {
  if (method.status === 'PENDING') return 'pending'
  if (method.status === 'FAILED') return 'failed'
  if (!isInserted(method)) return 'notInserted'
  if (expiryState({ year: method.expiryYear, month: method.expiryMonth }, here.today) === 'expired')
    return 'expired'
  if (madaApplies(here.cityCode) && here.mada === 'MADA_NOT_AUTHORIZED') return 'madaBlocked'
  return undefined
}

/** A card that may be offered for payment (and made preferred). */
export function isPayable(method: SavedPaymentMethod, here: PayingHere): boolean {
  return cardProblem(method, here) === undefined
}

/**
 * A card the bank declined when it was added (3-D Secure failed) was never saved: the platform
 * keeps its FAILED status for the poll that follows, but it is neither listed nor offered.
 */
export function isSaved(method: Pick<SavedPaymentMethod, 'status'>): boolean {
  return method.status !== 'FAILED'
}

/**
 * A card scheme as the payment provider names it (Checkout.com's token `scheme`, Frames' BIN and
 * payment-method events) as the app's brand: the page reads it from Frames, the fake platform from
 * the provider's token.
 */
export function brandOfScheme(scheme: string | undefined): CardBrand {
  const name = (scheme ?? '').toLowerCase()
  if (name.startsWith('visa')) return 'VISA'
  if (name.startsWith('mastercard') || name === 'maestro') return 'MASTERCARD'
  if (name.startsWith('american express') || name === 'amex') return 'AMEX'
  if (name.startsWith('diners')) return 'DINERS'
  if (name.startsWith('discover')) return 'DISCOVER'
  if (name === 'jcb') return 'JCB'
  if (name.startsWith('union')) return 'UNIONPAY'
  return 'UNKNOWN'
}
