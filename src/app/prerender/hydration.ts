import { yieldToMain } from '../../domain/yield-to-main'
import { hashKey, type QueryClient } from '@tanstack/react-query'
import { matchesPrerender } from './match'
import { parsePayload, PRERENDER_ELEMENT_ID, type PrerenderPayload } from './payload'

/**
 * The prerendered page's payload when the app can hydrate it where it has opened (same path, no
 * query string, the kind of screen it was drawn for); otherwise undefined, and the app renders
 * afresh over it.
 */
export function readPrerender(
  document: Document,
  where: { pathname: string; search: string },
  phone: boolean,
): PrerenderPayload | undefined {
  const payload = parsePayload(document.getElementById(PRERENDER_ELEMENT_ID)?.textContent)
  return payload && matchesPrerender(payload, where, phone) ? payload : undefined
}

/**
 * Puts the data the page was drawn with into the cache, as fresh, so the first render (the
 * hydration) draws exactly the prerendered page and asks for nothing. Returns the queries to
 * refresh once it is on screen.
 */
export function seedPrerenderedData(queryClient: QueryClient, payload: PrerenderPayload): string[] {
  for (const { queryKey, data } of payload.queries) queryClient.setQueryData(queryKey, data)
  return payload.queries.map(({ queryKey }) => hashKey(queryKey))
}

/**
 * The prerendered prices and availability are the build's: each is asked for again once the
 * page is interactive. A refreshed answer replaces it in place; one that cannot be had clears the
 * build's data, so the page shows its own error state rather than old prices as if current.
 */
export async function refreshPrerenderedData(
  queryClient: QueryClient,
  hashes: readonly string[],
): Promise<void> {
  const prerendered = new Set(hashes)
  const predicate = (query: { queryHash: string }) => prerendered.has(query.queryHash)
  // One query asked for per task: each starts by loading its calls' code, and together they made
  // one long task on a phone just as the page had become interactive.
  const refetches: Promise<void>[] = []
  for (const hash of hashes) {
    const one = (query: { queryHash: string }) => query.queryHash === hash
    refetches.push(queryClient.refetchQueries({ predicate: one }).catch(() => undefined))
    await yieldToMain()
  }
  await Promise.all(refetches)
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate })
    .filter((query) => query.state.errorUpdatedAt > query.state.dataUpdatedAt)
  if (failed.length === 0) return
  const stale = new Set(failed.map((query) => query.queryHash))
  await queryClient
    .resetQueries({ predicate: (query) => stale.has(query.queryHash) })
    .catch(() => undefined)
}
