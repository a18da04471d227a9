import { luhnValid } from '../../domain/cards'

// What a customer types into the new-card form, checked before anything leaves the page. The
// number lives only in the form's state: it goes to the payment provider's tokenizer and nowhere
// else (not a machine, storage, logs or the URL).

export type CardFieldError =
  'required' | 'nameInvalid' | 'numberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid'

export interface CardInput {
  /** The name as printed on the card. */
  name: string
  number: string
  expiry: string
  cvc: string
}

export const CARD_NAME_MAX_LENGTH = 60

// Letters of any script (with their marks), spaces, hyphens, apostrophes and dots: "Layla
// Al-Haddad", "J. O'Neil", "ليلى حداد".
const CARD_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u

export function isCardName(value: string): boolean {
  const trimmed = value.trim()
  return trimmed.length >= 2 && trimmed.length <= CARD_NAME_MAX_LENGTH && CARD_NAME.test(trimmed)
}

export const digitsOnly = (value: string) => value.replace(/\D/g, '')

const isAmex = (digits: string) => /^3[47]/.test(digits)

/** The longest number a brand has (American Express 15, others up to 19). */
const maxDigits = (digits: string) => (isAmex(digits) ? 15 : 19)

/** Groups of four (American Express 4-6-5), as printed on the card. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, maxDigits(digitsOnly(value)))
  if (isAmex(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ')
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "MM/YY" as the customer types: the slash appears after the month. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\/?(\d{2})$/.exec(value.trim())
  if (!match) return undefined
  const month = Number(match[1])
  if (month < 1 || month > 12) return undefined
  return { month, year: 2000 + Number(match[2]) }
}

/** Field errors of the form; `today` is the current year and month (a card is valid through its month). */
export function validateCard(
  input: CardInput,
  today: { year: number; month: number },
): Partial<Record<keyof CardInput, CardFieldError>> {
  const digits = digitsOnly(input.number)
  const expiry = parseExpiry(input.expiry)
  const cvc = digitsOnly(input.cvc)
  const expired =
    expiry !== undefined &&
    (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month))
  return {
    name:
      input.name.trim() === '' ? 'required' : isCardName(input.name) ? undefined : 'nameInvalid',
    number: digits === '' ? 'required' : luhnValid(digits) ? undefined : 'numberInvalid',
    expiry:
      input.expiry.trim() === ''
        ? 'required'
        : !expiry
          ? 'expiryInvalid'
          : expired
            ? 'expiryPast'
            : undefined,
    cvc:
      cvc === ''
        ? 'required'
        : cvc.length === (isAmex(digits) ? 4 : 3) && cvc === input.cvc.trim()
          ? undefined
          : 'cvcInvalid',
  }
}
