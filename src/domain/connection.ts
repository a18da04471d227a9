// Work that failed because the browser went offline (code that could not be fetched while the
// page started) is tried again when the connection is back, rather than given up for the visit.
// In src/domain, as yield-to-main is, so the API layer's lazy calls can use it too.

/** Resolves at the browser's next `online` event. */
export function nextOnline(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true })
  })
}

/**
 * Whether a failure may be the connection's: the browser says it is offline now. Outside a
 * browser (the prerender; Node 21's own `navigator` has no `onLine`) it never is.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && 'onLine' in navigator && !navigator.onLine
}

/** A loader of code that, offline, waits for the connection and loads again instead of failing. */
export function retriedWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch(async (error: unknown) => {
      if (!isOffline()) throw error
      await nextOnline()
      return attempt()
    })
  return attempt
}
