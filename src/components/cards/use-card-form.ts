import { useRef, useState } from 'react'
import { errorMessageKey, type ErrorMessageKey } from '../../api/errors'
import type { CardBrand } from '../../api/schemas/payment'
import { cityToday } from '../../domain/rental-period'
import { nowMs } from '../../lib/clock'
import { detectBrand } from '../../domain/cards'
import type { CardTokenizer } from './card-tokenizer'
import {
  CARD_NAME_MAX_LENGTH,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  validateCard,
  type CardFieldError,
  type CardInput,
} from './card-input'

const EMPTY: CardInput = { name: '', number: '', expiry: '', cvc: '' }

/**
 * The new-card form: what is typed (formatted as typed), its checks (on submit, then on blur),
 * and the hand-over to the tokenizer. The card number and security code stay in this state only
 * and are cleared as soon as the provider has its token; the name and expiry stay, so a declined
 * card is corrected without typing everything again.
 */
export function useCardForm(
  tokenizer: CardTokenizer | null,
  timeZone: string,
  /** What the customer typed before a 3-D Secure round trip (never the number or code). */
  initial: Partial<Pick<CardInput, 'name' | 'expiry'>> = {},
) {
  const [values, setValues] = useState<CardInput>(() => ({ ...EMPTY, ...initial }))
  const [errors, setErrors] = useState<Partial<Record<keyof CardInput, CardFieldError>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [tokenizing, setTokenizing] = useState(false)
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null)
  /** Counts submits refused by the checks; each one sends focus to the first field to fix. */
  const [refusals, setRefusals] = useState(0)
  // Enter pressed twice before a re-render must not tokenize twice.
  const busy = useRef(false)

  const today = () => {
    // A card is valid through the end of its expiry month, in the city's calendar.
    const [year = 0, month = 0] = cityToday(nowMs(), timeZone).split('-').map(Number)
    return { year, month }
  }

  const field = (name: keyof CardInput) => ({
    value: values[name],
    error: errors[name],
    onChange: (raw: string) => {
      const value =
        name === 'number'
          ? formatCardNumber(raw)
          : name === 'expiry'
            ? formatExpiry(raw)
            : name === 'name'
              ? raw.slice(0, CARD_NAME_MAX_LENGTH)
              : digitsOnly(raw).slice(0, 4)
      const next = { ...values, [name]: value }
      setValues(next)
      setFailure(null)
      if (errors[name] && !validateCard(next, today())[name]) {
        setErrors((current) => ({ ...current, [name]: undefined }))
      }
    },
    onBlur: () => {
      if (submitted)
        setErrors((current) => ({ ...current, [name]: validateCard(values, today())[name] }))
    },
  })

  /** Checks the card, then tokenizes it; false when something needs fixing first. */
  const submit = async (
    onToken: (token: { token: string; brand: CardBrand }) => void,
  ): Promise<boolean> => {
    if (!tokenizer || busy.current) return false
    setSubmitted(true)
    const found = validateCard(values, today())
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      setRefusals((count) => count + 1)
      return false
    }
    const expiry = parseExpiry(values.expiry)
    if (!expiry) return false
    busy.current = true
    setTokenizing(true)
    try {
      const token = await tokenizer.tokenize({
        name: values.name.trim(),
        number: digitsOnly(values.number),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        cvc: values.cvc,
      })
      setValues((current) => ({ ...current, number: '', cvc: '' }))
      setSubmitted(false)
      onToken(token)
      return true
    } catch (error) {
      setFailure(errorMessageKey(error))
      return false
    } finally {
      busy.current = false
      setTokenizing(false)
    }
  }

  /** Forgets everything typed (after a card was added). */
  const reset = () => {
    setValues(EMPTY)
    setErrors({})
    setSubmitted(false)
    setFailure(null)
  }

  /** The network of the number typed so far, for the logo beside the field. */
  const brand: CardBrand = detectBrand(digitsOnly(values.number))

  return { field, values, submit, reset, brand, tokenizing, failure, refusals }
}

export type CardForm = ReturnType<typeof useCardForm>
