// After a deploy, a page left open still asks for the previous build's lazy chunks, which are
// gone (404). The fix is a fresh page: reload once (a marker stops a loop if the reload fails
// the same way), and after that show the crash fallback, which offers "Reload page".

const MARKER = 'rental:chunk-reload'
const RECENT_MS = 30_000

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch module/i.test(
    message,
  )
}

/** Reloads once for a missing chunk; returns false when it already tried recently. */
export function recoverFromMissingChunk(now: number = Date.now()): boolean {
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
