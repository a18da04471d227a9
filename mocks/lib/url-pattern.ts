import { apiBases, type ApiBase } from '../../src/api/paths'

const isAbsolute = (root: string) => /^https?:\/\//.test(root)

/** The URL pattern MSW matches: relative bases match any origin, absolute ones their own. */
export function urlPattern(base: ApiBase, path: string): string {
  const root = apiBases[base]
  return isAbsolute(root) ? `${root}${path}` : `*${root}${path}`
}

/**
 * Whether `url` is under the base itself. A relative base's catch-all pattern (`*∕api∕*`) also
 * matches any URL with that segment further in, such as the dev server's own modules
 * (`/rental/src/api/…`).
 */
export function isUnderBase(url: string, base: ApiBase): boolean {
  const root = apiBases[base]
  return isAbsolute(root)
    ? url.startsWith(`${root}/`)
    : new URL(url).pathname.startsWith(`${root}/`)
}
