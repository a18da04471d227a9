// After a deploy, a page left open still asks for the previous build's lazy chunks, which are
// gone (404). The fix is a fresh page: reload once (a marker stops a loop if the reload fails
// the same way), and after that show the crash fallback, which offers "Reload page". Offline, a
// chunk that fails to load is no deploy: reloading would swap the page (and whatever the customer
// typed) for the browser's offline page, so the failure is left to its loader, which skips
// optional code (monitoring, web vitals, the sandbox panel) or shows its error state. A chunk
// that failed while offline can be reported just after the connection is back, so a failure
// within a short while of going offline counts as offline too.

const MARKER = 'rental:chunk-reload'
const RECENT_MS = 30_000
const OFFLINE_GRACE_MS = 15_000

let wentOfflineAt = Number.NEGATIVE_INFINITY
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    wentOfflineAt = Date.now()
  })
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch module|Unable to preload CSS/i.test(
    message,
  )
}

/** Reloads once for a missing chunk; returns false when it already tried recently. */
export function recoverFromMissingChunk(now: number = Date.now()): boolean {
  if (!navigator.onLine || now - wentOfflineAt < OFFLINE_GRACE_MS) return false
  const last = Number(sessionStorage.getItem(MARKER) ?? 0)
  if (now - last < RECENT_MS) return false
  sessionStorage.setItem(MARKER, String(now))
  window.location.reload()
  return true
}

/** Vite reports failed preloads of lazy chunks with this event. */
export function watchForMissingChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (recoverFromMissingChunk()) event.preventDefault()
  })
}
