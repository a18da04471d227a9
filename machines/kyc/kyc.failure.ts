import { isApiError, toFailure } from '../../src/api/errors'
import type { KycFailure } from './kyc.types'

// What the view needs to know about a failed platform call: a code it has a message for.

/** A failed load, switch or answer: the platform's code, else HTTP_<status> or the error kind. */
export function toKycFailure(error: unknown): KycFailure {
  const { code, status } = toFailure(error)
  return { code, status }
}

/**
 * A failed upload. 413 is TOO_LARGE whoever answered (a proxy may refuse before the platform), a
 * 5xx is SERVER and no answer is NETWORK; a 422 keeps the platform's reason
 * (UNSUPPORTED_FILE_TYPE, EMPTY_FILE, SIDE_MISMATCH…).
 */
export function toUploadFailure(error: unknown): KycFailure {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 413) return { code: 'TOO_LARGE', status: 413 }
    if (error.status >= 500) return { code: 'SERVER', status: error.status }
  }
  if (isApiError(error) && error.kind === 'network') return { code: 'NETWORK', status: 0 }
  return toKycFailure(error)
}
