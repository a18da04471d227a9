import { useCallback, useRef, useState } from 'react'
import { errorMessageKey, type ErrorMessageKey } from '../../api/errors'
import type { CardBrand } from '../../api/schemas/payment'
import { cityToday } from '../../domain/rental-period'
import { nowMs } from '../../lib/clock'
import { detectBrand } from '../../domain/cards'
import {
  CardTokenizationFailed,
  EMPTY_HOSTED_STATE,
  type CardFieldName,
  type CardFields,
  type CardToken,
  type HostedCardFieldsHandle,
  type HostedCardState,
} from '../../card-fields/card-fields'
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

export type CardFormFailure = ErrorMessageKey | 'cards.form.tokenizeFailed'

/** Where the provider's own fields stand: loading, drawn, or not to be had. */
export type HostedStatus = 'loading' | 'ready' | 'unavailable'

const HOSTED_ERROR: Record<CardFieldName, CardFieldError> = {
  number: 'numberInvalid',
  expiry: 'expiryInvalid',
  cvc: 'cvcInvalid',
}

/**
 * The new-card form: what is typed (formatted as typed), its checks (on submit, then on blur),
 * and the hand-over to the card fields' tokenizer. With the app's own inputs (the sandbox) the
 * number and security code stay in this state only and are cleared as soon as the provider has
 * its token; the name and expiry stay, so a declined card is corrected without typing everything
 * again. With the provider's fields (Frames) only the name is the app's: the rest is the
 * provider's frames, known here by their validity alone.
 */
export function useCardForm(
  tokenizer: CardFields | null,
  timeZone: string,
  /** What the customer typed before a 3-D Secure round trip (never the number or code). */
  initial: Partial<Pick<CardInput, 'name' | 'expiry'>> = {},
) {
  const [values, setValues] = useState<CardInput>(() => ({ ...EMPTY, ...initial }))
  const [errors, setErrors] = useState<Partial<Record<keyof CardInput, CardFieldError>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [tokenizing, setTokenizing] = useState(false)
  const [failure, setFailure] = useState<CardFormFailure | null>(null)
  const hostedHandle = useRef<HostedCardFieldsHandle | null>(null)
  const [hosted, setHosted] = useState<HostedCardState>(EMPTY_HOSTED_STATE)
  const [hostedStatus, setHostedStatus] = useState<HostedStatus>('loading')
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

  /** The provider's fields, once drawn (or null when they are gone or could not be drawn). */
  const attachHosted = useCallback((handle: HostedCardFieldsHandle | null) => {
    hostedHandle.current = handle
    setHosted(handle ? handle.state() : EMPTY_HOSTED_STATE)
    setHostedStatus(handle ? 'ready' : 'loading')
    return handle?.subscribe((next) => {
      setHosted(next)
      setFailure(null)
    })
  }, [])
  const hostedUnavailable = useCallback(() => {
    hostedHandle.current = null
    setHostedStatus('unavailable')
  }, [])

  /** The error of one of the provider's fields: once left or once the form was sent. */
  const hostedError = (name: CardFieldName): CardFieldError | undefined => {
    const state = hosted.fields[name]
    if (state.valid || !(submitted || state.touched)) return undefined
    if (state.empty) return submitted ? 'required' : undefined
    return HOSTED_ERROR[name]
  }

  /**
   * Checks what the app can check, then says how to tokenize it; null when something needs
   * fixing first (the fields stay enabled, so focus can go to the first one to fix).
   */
  const check = (): (() => Promise<CardToken>) | null => {
    if (!tokenizer) return null
    setSubmitted(true)
    if (tokenizer.kind === 'hosted') {
      const handle = hostedHandle.current
      if (!handle) return null
      const name = validateCard(values, today()).name
      setErrors({ name })
      const fields = handle.state().fields
      if (name || !(fields.number.valid && fields.expiry.valid && fields.cvc.valid)) {
        setRefusals((count) => count + 1)
        return null
      }
      return () => handle.tokenize(values.name.trim())
    }
    const found = validateCard(values, today())
    setErrors(found)
    const expiry = parseExpiry(values.expiry)
    if (Object.values(found).some(Boolean) || !expiry) {
      setRefusals((count) => count + 1)
      return null
    }
    return () =>
      tokenizer.tokenize({
        name: values.name.trim(),
        number: digitsOnly(values.number),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        cvc: values.cvc,
      })
  }

  /** Checks the card, then tokenizes it; false when something needs fixing first. */
  const submit = async (onToken: (token: CardToken) => void): Promise<boolean> => {
    if (!tokenizer || busy.current) return false
    const tokenize = check()
    if (!tokenize) return false
    busy.current = true
    setTokenizing(true)
    try {
      const token = await tokenize()
      setValues((current) => ({ ...current, number: '', cvc: '' }))
      setSubmitted(false)
      onToken(token)
      return true
    } catch (error) {
      setFailure(
        error instanceof CardTokenizationFailed
          ? 'cards.form.tokenizeFailed'
          : errorMessageKey(error),
      )
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
  const brand: CardBrand =
    tokenizer?.kind === 'hosted' ? hosted.brand : detectBrand(digitsOnly(values.number))

  return {
    kind: tokenizer?.kind ?? null,
    field,
    values,
    submit,
    reset,
    brand,
    localScheme: tokenizer?.kind === 'hosted' ? hosted.localScheme : null,
    tokenizing,
    failure,
    refusals,
    hostedStatus,
    hostedError,
    attachHosted,
    hostedUnavailable,
  }
}

export type CardForm = ReturnType<typeof useCardForm>
