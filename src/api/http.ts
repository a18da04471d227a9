import { apiUrl, type QueryParams } from './config'
import type { ApiBase } from './paths'
import { ApiError, parseRetryAfter } from './errors'
import { readErrorBody } from './error-body'
import { reportAuthFailure, requestsHeld, requestsReady } from './http-hooks'
import { MAX_RETRIES, isRetryable, retryDelayMs } from './retry-policy'
import { sendWithProgress } from './upload-progress'
import { takeEarlyResponse } from './early-responses'
import { buildWhole } from './schemas/built'
import { yieldToMain } from '../domain/yield-to-main'

// The one door to the platform: builds the URL, sends credentials, retries what is safe to
// retry, and parses every response with its schema so contract drift fails loudly. It loads
// with the first platform call (its schemas are zod's, kept off the app's first script); what
// the app sets up before any call lives in `http-hooks.ts`.

export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions<T> {
  base: ApiBase
  path: string
  method?: HttpMethod
  query?: QueryParams
  /** A JSON value, or FormData for multipart uploads. */
  body?: unknown
  schema: ResponseSchema<T>
  signal?: AbortSignal | undefined
  /** Sent as Idempotency-Key; makes a write safe to retry. */
  idempotencyKey?: string | undefined
  /**
   * Told the share of a multipart body sent so far (0 to 1). fetch cannot report it, so such an
   * upload goes through XMLHttpRequest where the runtime has one.
   */
  onUploadProgress?: ((fraction: number) => void) | undefined
  /**
   * How many times a failed call that is safe to retry is tried again (MAX_RETRIES by default);
   * 0 where the caller applies a policy of its own (SPEC §9's allowed-methods retries).
   */
  retries?: number | undefined
  /** Lets the request outlive the page (analytics flushed as the tab is hidden or closed). */
  keepalive?: boolean | undefined
}

const random = () => Math.random()

export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const sent = send(options)
  // The answer's schemas (built on first use, src/api/schemas/built.ts) are built while it is on
  // the way, in short tasks of their own where the browser has `scheduler.yield`: building them
  // in the parse made the first page of cars' refresh one of the page's longest tasks. A schema
  // that cannot be built fails that parse, which reports it.
  void yieldToMain('continue')
    .then(() => buildWhole(options.schema, () => yieldToMain('continue')))
    .catch(() => undefined)
  const response = await sent
  return parseBody(response, options.schema)
}

/** For binary payloads (documents, invoice PDFs). */
export async function requestBlob(options: Omit<RequestOptions<Blob>, 'schema'>): Promise<Blob> {
  const response = await send(options)
  return response.blob()
}

async function send(options: Omit<RequestOptions<unknown>, 'schema'>): Promise<Response> {
  const method = options.method ?? 'GET'
  const url = apiUrl(options.base, options.path, options.query)
  const held = requestsHeld()
  await requestsReady()
  // The calls held for the sandbox all resume at once: each is sent in a task of its own, as
  // starting a fetch is a round trip to the browser (one task for all was a long one on a phone).
  if (held) await yieldToMain('continue')
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce(url, method, options)
    } catch (error) {
      const retry =
        error instanceof ApiError &&
        attempt <= (options.retries ?? MAX_RETRIES) &&
        isRetryable(error, { method, idempotent: options.idempotencyKey !== undefined })
      if (!retry) {
        reportAuthFailure(error)
        throw error
      }
      await sleep(retryDelayMs(attempt, error, random), options.signal)
    }
  }
}

async function sendOnce(
  url: URL,
  method: HttpMethod,
  options: Omit<RequestOptions<unknown>, 'schema'>,
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' })
  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey)

  let response: Response
  try {
    const { onUploadProgress } = options
    response =
      onUploadProgress && body instanceof FormData && typeof XMLHttpRequest !== 'undefined'
        ? await sendWithProgress({
            url,
            method,
            headers,
            body,
            signal: options.signal,
            onUploadProgress,
          })
        : await ((method === 'GET' ? takeEarlyResponse(url.href) : undefined) ??
            fetch(url, {
              method,
              headers,
              body: body ?? null,
              credentials: 'include',
              signal: options.signal ?? null,
              keepalive: options.keepalive ?? false,
            }))
  } catch (cause) {
    const aborted = options.signal?.aborted === true
    throw new ApiError({
      kind: aborted ? 'aborted' : 'network',
      message: aborted ? `${method} ${url.pathname} aborted` : `${method} ${url.pathname} failed`,
      url: url.pathname,
      cause,
    })
  }
  if (!response.ok) throw await toHttpError(response, method, url)
  return response
}

async function toHttpError(response: Response, method: string, url: URL): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  const body = readErrorBody(safeJson(text))
  return new ApiError({
    kind: 'http',
    status: response.status,
    message: body?.message ?? `${method} ${url.pathname} answered ${response.status}`,
    code: body?.code,
    fieldErrors: body?.fieldErrors,
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
    url: url.pathname,
  })
}

async function parseBody<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
  const url = new URL(response.url || 'http://localhost').pathname
  const text = await response.text()
  let json: unknown = null
  if (text.trim() !== '') {
    json = safeJson(text)
    if (json === undefined) {
      throw new ApiError({ kind: 'parse', status: response.status, message: 'Malformed JSON', url })
    }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    throw new ApiError({
      kind: 'contract',
      status: response.status,
      message: `Response from ${url} does not match the contract`,
      url,
      cause: parsed.error,
    })
  }
  return parsed.data
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError({ kind: 'aborted', message: 'Retry aborted', url: '' }))
      return
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new ApiError({ kind: 'aborted', message: 'Retry aborted', url: '' }))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
