import { z } from 'zod/mini'

// What a page prerendered at build time carries for the app that hydrates it (src/start.tsx): the
// page it was drawn for, for which kind of screen, and the data it was drawn with.

export const PRERENDER_ELEMENT_ID = 'rental-prerender'
export const PRERENDER_VERSION = 1

const payloadSchema = z.object({
  version: z.literal(PRERENDER_VERSION),
  /** The path the page was drawn for; a different one (or any query string) is not hydrated. */
  path: z.string(),
  /** Drawn for a phone (MONTHLY by default, SPEC §4) or a wide screen (DAILY). */
  phone: z.boolean(),
  /** The answers the page was drawn with, by query key. */
  queries: z.array(z.object({ queryKey: z.array(z.unknown()), data: z.unknown() })),
})
export type PrerenderPayload = z.infer<typeof payloadSchema>

/** The payload as a JSON script's text: nothing in it can close the script element. */
export function serializePayload(payload: PrerenderPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The payload of a page, or undefined when it has none or it cannot be read. */
export function parsePayload(text: string | null | undefined): PrerenderPayload | undefined {
  if (!text) return undefined
  try {
    const result = payloadSchema.safeParse(JSON.parse(text))
    return result.success ? result.data : undefined
  } catch {
    return undefined
  }
}
