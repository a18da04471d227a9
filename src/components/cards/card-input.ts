// What a customer types into the new-card form, checked before anything leaves the page. The
// number lives only in the form's state: it goes to the payment provider's tokenizer and nowhere
// else (not the booking machine, storage, logs or the URL).

export type CardFieldError =
  'required' | 'numberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid'

export interface CardInput {
  number: string
  expiry: string
  cvc: string
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
