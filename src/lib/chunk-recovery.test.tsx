import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, recoverFromMissingChunk } from './chunk-recovery'

// A missing chunk after a deploy reloads the page once; offline it never does (the reload would
// land on the browser's offline page).

let reload = vi.fn()

beforeEach(() => {
  sessionStorage.clear()
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('recoverFromMissingChunk', () => {
  it('reloads once, then leaves the error to the crash fallback', () => {
    expect(recoverFromMissingChunk(100_000)).toBe(true)
    expect(recoverFromMissingChunk(110_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(recoverFromMissingChunk(100_000)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('does not reload for a chunk reported just after the connection came back', () => {
    // eslint-disable-next-line no-restricted-syntax -- the time the module stamps on 'offline', read the same way
    const offlineAt = Date.now()
    window.dispatchEvent(new Event('offline'))
    expect(recoverFromMissingChunk(offlineAt + 2_000)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    // Long after, a missing chunk is a deploy again.
    expect(recoverFromMissingChunk(offlineAt + 60_000)).toBe(true)
  })
})

describe('isChunkLoadError', () => {
  it("knows a chunk's failed import and its stylesheet's failed preload, in each browser's words", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://example.com/rental/assets/cars.js',
      'error loading dynamically imported module: https://example.com/rental/assets/cars.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /rental/assets/sonner.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true)
    }
    expect(isChunkLoadError(new Error('Sandbox crash requested'))).toBe(false)
  })
})
