// What a page prerendered at build time carries for the app that hydrates it (src/app/start.tsx): the
// page it was drawn for, for which kind of screen, and the data it was drawn with. Read by the
// app's first script, so it is checked by hand rather than with zod (docs/performance.md).

export const PRERENDER_ELEMENT_ID = 'rental-prerender'
export const PRERENDER_VERSION = 1

export interface PrerenderPayload {
  version: typeof PRERENDER_VERSION
  /** The path the page was drawn for; a different one (or any query string) is not hydrated. */
  path: string
  /** Drawn for a phone (MONTHLY by default, SPEC §4) or a wide screen (DAILY). */
  phone: boolean
  /** The answers the page was drawn with, by query key. */
  queries: { queryKey: unknown[]; data: unknown }[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The payload's own shape; the answers in it were parsed by their schemas when drawn. */
function asPayload(value: unknown): PrerenderPayload | undefined {
  if (!isRecord(value)) return undefined
  const { version, path, phone, queries } = value
  if (version !== PRERENDER_VERSION || typeof path !== 'string' || typeof phone !== 'boolean')
    return undefined
  if (!Array.isArray(queries)) return undefined
  const entries: PrerenderPayload['queries'] = []
  for (const query of queries) {
    if (!isRecord(query) || !Array.isArray(query.queryKey)) return undefined
    entries.push({ queryKey: query.queryKey, data: query.data })
  }
  return { version, path, phone, queries: entries }
}

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
    return asPayload(JSON.parse(text))
  } catch {
    return undefined
  }
}
