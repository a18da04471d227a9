import { apiErrorBodySchema, type ApiErrorBody } from './schemas/error'

/** A failed call's body, when it has the platform's error shape. */
export function readErrorBody(json: unknown): ApiErrorBody | undefined {
  const parsed = apiErrorBodySchema.safeParse(json)
  return parsed.success ? parsed.data : undefined
}
