import { apiBases, type ApiBase } from './paths'

export type QueryParams = Record<string, string | number | boolean | undefined>

/** Resolves a base-relative path to an absolute URL (relative bases use the page's origin). */
export function apiUrl(base: ApiBase, path: string, query?: QueryParams): URL {
  // Node (tests, scripts) has no location; browsers always do.
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  const url = new URL(apiBases[base] + path, origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url
}
