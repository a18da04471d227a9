import { HttpResponse } from 'msw'

// Answers in the platform's error shape ({ message, code?, fieldErrors? }).

interface IssueLike {
  path: ReadonlyArray<PropertyKey | { key: PropertyKey }>
  message: string
}

interface SafeParser<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } }
}

export function errorResponse(
  status: number,
  message: string,
  extra: { code?: string; fieldErrors?: Record<string, string[]> } = {},
) {
  return HttpResponse.json({ message, ...extra }, { status })
}

export function noContent() {
  return new HttpResponse(null, { status: 204 })
}

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
  let json: unknown
  try {
    json = await request.json()
  } catch {
    throw new BadRequest(
      errorResponse(400, 'The request body is not valid JSON', { code: 'MALFORMED_BODY' }),
    )
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  const fieldErrors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) {
    const key =
      issue.path.map((part) => String(typeof part === 'object' ? part.key : part)).join('.') || '_'
    ;(fieldErrors[key] ??= []).push(issue.message)
  }
  throw new BadRequest(
    errorResponse(422, 'Some fields are not valid', { code: 'VALIDATION_FAILED', fieldErrors }),
  )
}
