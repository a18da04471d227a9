import { isApiError } from '../../src/api/errors'

/** Why an auth step failed, in a form the UI can translate and show next to fields. */
export interface AuthFailure {
  /** The platform's error code (INVALID_CREDENTIALS, EMAIL_TAKEN…), or a kind of failure. */
  code: string
  status: number
  fieldErrors: Readonly<Record<string, readonly string[]>>
}

export function toFailure(error: unknown): AuthFailure {
  if (!isApiError(error)) return { code: 'UNKNOWN', status: 0, fieldErrors: {} }
  const code =
    error.code ?? (error.kind === 'http' ? `HTTP_${error.status}` : error.kind.toUpperCase())
  return { code, status: error.status, fieldErrors: error.fieldErrors }
}

export const SYNC_FAILED: AuthFailure = { code: 'SYNC_FAILED', status: 0, fieldErrors: {} }
