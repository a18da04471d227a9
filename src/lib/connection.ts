// Work that failed because the browser went offline (code that could not be fetched while the
// page started) is tried again when the connection is back, rather than given up for the visit.

/** Resolves at the browser's next `online` event. */
export function nextOnline(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true })
  })
}

/** Whether a failure may be the connection's: the browser says it is offline now. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine
}
