import { statusMessageKey, type ErrorMessageKey } from '../../api/errors'

/** A refused step: the platform's code, the HTTP status, and its field codes if any. */
export interface StepFailure {
  code: string
  status: number
  fieldErrors?: Readonly<Record<string, readonly string[]>>
}

// What the customer reads when the platform refuses a step: the platform's own codes (and the
// field codes of a refused quote) first, then the generic message of the HTTP status.

const FAILURE_CODES = [
  'CAR_UNAVAILABLE',
  'PRICE_CHANGED',
  'QUOTE_EXPIRED',
  'IN_THE_PAST',
  'RETURN_BEFORE_PICKUP',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_FAR_AHEAD',
  'OUTSIDE_BUSINESS_HOURS',
  'OUTSIDE_BUSINESS_ZONE',
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'EXPIRED',
  'THREE_DS_FAILED',
  'THREE_DS_TIMEOUT',
  'WALLET_DECLINED',
  'CHOOSE_PAYMENT',
  'PAYMENT_FAILED',
  'MADA_NOT_AUTHORIZED',
  'CARD_NOT_USABLE',
  'WALLET_NOT_AVAILABLE',
  'NOT_PAYABLE',
  'USER_BANNED',
] as const

export type FailureCode = (typeof FAILURE_CODES)[number]
export type FailureMessageKey = `booking.failure.${FailureCode}` | ErrorMessageKey

const isFailureCode = (code: string): code is FailureCode =>
  (FAILURE_CODES as readonly string[]).includes(code)

export function failureMessageKey(failure: StepFailure): FailureMessageKey {
  if (isFailureCode(failure.code)) return `booking.failure.${failure.code}`
  const fieldCode = Object.values(failure.fieldErrors ?? {})
    .flat()
    .find((code) => isFailureCode(code))
  if (fieldCode !== undefined && isFailureCode(fieldCode)) return `booking.failure.${fieldCode}`
  if (failure.code === 'NETWORK') return 'errors.network'
  if (failure.code === 'PARSE' || failure.code === 'CONTRACT') return 'errors.malformed'
  if (failure.code === 'SANDBOX_UNAVAILABLE') return 'errors.sandboxUnavailable'
  return statusMessageKey(failure.status)
}
