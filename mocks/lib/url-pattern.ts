import { apiBases, type ApiBase } from '../../src/api/paths'

/** The URL pattern MSW matches: relative bases match any origin, absolute ones their own. */
export function urlPattern(base: ApiBase, path: string): string {
  const root = apiBases[base]
  return /^https?:\/\//.test(root) ? `${root}${path}` : `*${root}${path}`
}
