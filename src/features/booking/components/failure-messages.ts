import type { BookingFailure } from '../../../../machines/booking/booking.types'
import type { ErrorMessageKey } from '../../../api/errors'

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

const STATUS_KEYS: Partial<Record<number, ErrorMessageKey>> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  422: 'errors.unprocessable',
  429: 'errors.tooManyRequests',
  500: 'errors.server',
  502: 'errors.unavailable',
  503: 'errors.unavailable',
  504: 'errors.timeout',
}

export function failureMessageKey(failure: BookingFailure): FailureMessageKey {
  if (isFailureCode(failure.code)) return `booking.failure.${failure.code}`
  const fieldCode = Object.values(failure.fieldErrors)
    .flat()
    .find((code) => isFailureCode(code))
  if (fieldCode !== undefined && isFailureCode(fieldCode)) return `booking.failure.${fieldCode}`
  if (failure.code === 'NETWORK') return 'errors.network'
  if (failure.code === 'PARSE' || failure.code === 'CONTRACT') return 'errors.malformed'
  if (failure.code === 'SANDBOX_UNAVAILABLE') return 'errors.sandboxUnavailable'
  return STATUS_KEYS[failure.status] ?? (failure.status >= 500 ? 'errors.server' : 'errors.unknown')
}
