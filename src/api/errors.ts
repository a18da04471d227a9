/**
 * What went wrong with a platform call:
 * `http` a status answered, `network` no answer, `parse` a body that is not JSON,
 * `contract` a body that does not match the schema, `aborted` the caller gave up.
 */
export type ApiErrorKind = 'http' | 'network' | 'parse' | 'contract' | 'aborted'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  readonly code: string | undefined
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  /** Milliseconds the server asked us to wait (Retry-After). */
  readonly retryAfterMs: number | undefined
  readonly url: string

  constructor(init: {
    kind: ApiErrorKind
    status?: number
    message: string
    url: string
    code?: string | undefined
    fieldErrors?: Record<string, readonly string[]> | undefined
    retryAfterMs?: number | undefined
    cause?: unknown
  }) {
    super(init.message, { cause: init.cause })
    this.kind = init.kind
    this.status = init.status ?? 0
    this.code = init.code
    this.fieldErrors = init.fieldErrors ?? {}
    this.retryAfterMs = init.retryAfterMs
    this.url = init.url
  }
  // No `isNotFound`-style members: TanStack Router reads `isNotFound` on thrown values.
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * Why a step failed, in a form a flow can keep and a view can translate: the platform's code
 * (CARD_DECLINED, CAR_UNAVAILABLE…) or the flow's own (CHOOSE_PAYMENT, THREE_DS_FAILED…), else
 * HTTP_<status> or the kind of failure (NETWORK, PARSE, CONTRACT, ABORTED); with the field codes.
 */
export interface Failure {
  code: string
  /** HTTP status; 0 when no response arrived, or for the flow's own codes. */
  status: number
  fieldErrors: Readonly<Record<string, readonly string[]>>
}

/** The one reading of a failed call for every flow. */
export function toFailure(error: unknown): Failure {
  if (!isApiError(error)) return { code: 'UNKNOWN', status: 0, fieldErrors: {} }
  const code =
    error.code ??
    (error.kind === 'http' ? `HTTP_${String(error.status)}` : error.kind.toUpperCase())
  return { code, status: error.status, fieldErrors: error.fieldErrors }
}

/** A failure of the flow's own, not of a call. */
export function failureOf(code: string): Failure {
  return { code, status: 0, fieldErrors: {} }
}

/** Parses a Retry-After header (delta seconds or an HTTP date) into milliseconds. */
export function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - nowMs)
}

/**
 * The message key a UI shows for a failed call. Every status of SPEC §8 maps to its own text.
 */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (!isApiError(error)) return 'errors.unknown'
  if (error.code === 'SANDBOX_UNAVAILABLE') return 'errors.sandboxUnavailable'
  switch (error.kind) {
    case 'network':
      return 'errors.network'
    case 'parse':
    case 'contract':
      return 'errors.malformed'
    case 'aborted':
      return 'errors.unknown'
    case 'http':
      return statusMessageKey(error.status)
  }
}

/** The generic message of an HTTP status the platform answered with. */
export function statusMessageKey(status: number): ErrorMessageKey {
  return httpMessageKeys[status] ?? (status >= 500 ? 'errors.server' : 'errors.unknown')
}

export type ErrorMessageKey =
  | 'errors.unknown'
  | 'errors.network'
  | 'errors.malformed'
  | 'errors.server'
  | 'errors.badRequest'
  | 'errors.unauthorized'
  | 'errors.forbidden'
  | 'errors.notFound'
  | 'errors.conflict'
  | 'errors.unprocessable'
  | 'errors.tooManyRequests'
  | 'errors.unavailable'
  | 'errors.timeout'
  | 'errors.sandboxUnavailable'

const httpMessageKeys: Partial<Record<number, ErrorMessageKey>> = {
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
