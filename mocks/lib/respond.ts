import { HttpResponse } from 'msw'
import type { ApiErrorBody } from '../../src/api/schemas/error'

// Answers in the platform's error shape ({ message, code, fieldErrors? }). The client's schema
// keeps `code` optional (a real platform may omit it), but the fake platform always sends one,
// so the app and its tests can branch on a stable reason instead of a message.

/** A stable, machine-readable reason in UPPER_SNAKE_CASE, e.g. `BOOKING_NOT_FOUND`. */
export type ErrorCode = Uppercase<string>

/** The body of every failing answer of the fake platform: the client's shape, `code` required. */
export type PlatformErrorBody = ApiErrorBody & { code: ErrorCode }

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/

interface IssueLike {
  path: ReadonlyArray<PropertyKey | { key: PropertyKey }>
  message: string
}

interface SafeParser<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } }
}

/**
 * A 4xx/5xx answer. `Uppercase<string>` rejects most wrong codes at compile time; the runtime
 * check catches the rest (an empty or kebab-case code), so drift fails the first test that hits it.
 */
export function errorResponse(
  status: number,
  message: string,
  extra: { code: ErrorCode; fieldErrors?: Record<string, string[]> },
  headers?: HeadersInit,
) {
  if (status < 400 || status > 599) throw new Error(`${status} is not an error status`)
  if (!UPPER_SNAKE.test(extra.code)) throw new Error(`"${extra.code}" is not an UPPER_SNAKE code`)
  const body: PlatformErrorBody = { message, ...extra }
  return HttpResponse.json(body, { status, headers })
}

export function noContent() {
  return new HttpResponse(null, { status: 204 })
}

/** Thrown to end a handler early with an error answer; route() sends `response`. */
export class BadRequest extends Error {
  constructor(readonly response: Response) {
    super('Bad request')
  }
}

/**
 * Validates a JSON body with the shared schema. Malformed JSON is a 400; a body that does not
 * satisfy the schema is a 422 with one message per field.
 */
export async function readBody<T>(request: Request, schema: SafeParser<T>): Promise<T> {
  const json = await readJson(request)
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  throw new BadRequest(
    errorResponse(422, 'Some fields are not valid', {
      code: 'VALIDATION_FAILED',
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    }),
  )
}

/** The body as JSON; one that is not JSON throws a 400 answer. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown
  } catch {
    throw new BadRequest(
      errorResponse(400, 'The request body is not valid JSON', { code: 'MALFORMED_BODY' }),
    )
  }
}

/** One message list per field path (`_` for the body as a whole). */
export function fieldErrorsOf(issues: readonly IssueLike[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of issues) {
    const key =
      issue.path.map((part) => String(typeof part === 'object' ? part.key : part)).join('.') || '_'
    ;(fieldErrors[key] ??= []).push(issue.message)
  }
  return fieldErrors
}
