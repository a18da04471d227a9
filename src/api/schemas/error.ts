import { z } from 'zod/mini'
import { built } from './built'

/** The error body every failing platform call returns (400/422 carry field errors). */
export const apiErrorBodySchema = built(() =>
  z.object({
    message: z.string(),
    code: z.optional(z.string()),
    fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
)
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>
