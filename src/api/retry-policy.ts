import type { ApiError } from './errors'

// Which failed calls are tried again, and when. GETs (and writes that carry an idempotency key)
// are retried on throttling, gateway and network failures; client errors never are.

export const MAX_RETRIES = 3
const BASE_DELAY_MS = 500
const MAX_DELAY_MS = 8000
/** A Retry-After longer than this is not worth waiting for in an interactive page. */
const MAX_RETRY_AFTER_MS = 30_000

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504])

export function isRetryable(
  error: ApiError,
  request: { method: string; idempotent: boolean },
): boolean {
  const safe = request.method === 'GET' || request.idempotent
  if (!safe) return false
  if (error.kind === 'network') return true
  if (error.kind !== 'http') return false
  if (error.status === 429 && (error.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) return false
  return RETRYABLE_STATUSES.has(error.status)
}

/**
 * Delay before retry number `attempt` (1-based): the server's Retry-After when given, otherwise
 * exponential backoff with full jitter so many clients do not retry in step.
 */
export function retryDelayMs(attempt: number, error: ApiError, random: () => number): number {
  if (error.retryAfterMs !== undefined) return error.retryAfterMs
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}
