import { vi } from 'vitest'

/**
 * A browser window and `navigator.onLine` for a test in Node, online or not; `backOnline()`
 * turns the connection on and fires `online`. Undo with `vi.unstubAllGlobals()`.
 */
export function stubConnection(online: boolean) {
  const state = { online }
  const window = new EventTarget()
  vi.stubGlobal('window', window)
  vi.stubGlobal('navigator', {
    get onLine() {
      return state.online
    },
  })
  return {
    backOnline() {
      state.online = true
      window.dispatchEvent(new Event('online'))
    },
  }
}
