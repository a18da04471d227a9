import type { AuthFailure } from '../../../../machines/auth/auth-failure'
import {
  ApiError,
  errorMessageKey,
  type ApiErrorKind,
  type ErrorMessageKey,
} from '../../../api/errors'
import { isValidationCode, type ValidationCode } from '../../../domain/validation'

// How the platform's answers read on the auth forms: some codes belong to one field, the rest
// become one message for the whole form.

/** Codes shown next to a field (translated as `validation.<code>`). */
export type FieldErrorCode = ValidationCode | 'emailTaken'

export type AuthMessageKey =
  | ErrorMessageKey
  | 'auth.errors.invalidCredentials'
  | 'auth.errors.syncFailed'
  | 'auth.errors.invalidSocialToken'
  | 'auth.errors.rideAppFailed'
  | 'auth.errors.emailTaken'
  | 'auth.errors.weakPassword'
  | 'auth.errors.invalidToken'

const MESSAGES: Partial<Record<string, AuthMessageKey>> = {
  INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
  SYNC_FAILED: 'auth.errors.syncFailed',
  INVALID_SOCIAL_TOKEN: 'auth.errors.invalidSocialToken',
  INVALID_RIDE_APP_CODE: 'auth.errors.rideAppFailed',
  MISSING_CODE: 'auth.errors.rideAppFailed',
  EMAIL_TAKEN: 'auth.errors.emailTaken',
  WEAK_PASSWORD: 'auth.errors.weakPassword',
  INVALID_TOKEN: 'auth.errors.invalidToken',
}

const KINDS: Partial<Record<string, ApiErrorKind>> = {
  NETWORK: 'network',
  PARSE: 'parse',
  CONTRACT: 'contract',
  ABORTED: 'aborted',
}

/** The generic text for a failure without an auth-specific meaning (network, 5xx, 429…). */
function genericMessage(failure: AuthFailure): ErrorMessageKey {
  if (failure.code === 'UNKNOWN') return 'errors.unknown'
  const kind = failure.status > 0 ? 'http' : (KINDS[failure.code] ?? 'network')
  return errorMessageKey(
    new ApiError({ kind, status: failure.status, code: failure.code, message: '', url: '' }),
  )
}

export interface FailureView<F extends string> {
  /** Errors that belong next to a field of this form. */
  fields: Partial<Record<F, FieldErrorCode>>
  /** A message for the whole form, when the failure is not about one of its fields. */
  message: AuthMessageKey | undefined
}

/** The platform's names for fields whose form calls them otherwise. */
const PAYLOAD_FIELDS: Partial<Record<string, string>> = {
  phone: 'phoneNumber',
  terms: 'termsAccepted',
}

/**
 * Splits a failure between the form's fields and a form-level message. EMAIL_TAKEN goes to the
 * email field, WEAK_PASSWORD to the password field the platform named, a 422's SPEC §5 codes
 * (src/api/schemas/fields.ts) to their fields; anything else is a form-level message.
 */
export function describeFailure<F extends string>(
  failure: AuthFailure | null,
  fields: readonly F[],
): FailureView<F> {
  if (!failure) return { fields: {}, message: undefined }
  const own: Partial<Record<F, FieldErrorCode>> = {}
  for (const field of fields) {
    if (failure.code === 'EMAIL_TAKEN' && field === 'email') own[field] = 'emailTaken'
    if (failure.code === 'WEAK_PASSWORD' && field in failure.fieldErrors)
      own[field] = 'weakPassword'
    const code = (failure.fieldErrors[PAYLOAD_FIELDS[field] ?? field] ?? [])[0]
    if (failure.status === 422 && own[field] === undefined && isValidationCode(code))
      own[field] = code
  }
  if (Object.keys(own).length > 0) return { fields: own, message: undefined }
  return { fields: {}, message: MESSAGES[failure.code] ?? genericMessage(failure) }
}
