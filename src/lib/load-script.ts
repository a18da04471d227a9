// Loads a provider's script (sign-in, card fields, maps) on demand, once per URL. A script that
// is blocked, offline, refused by the Content-Security-Policy or too slow rejects with
// ScriptLoadError, so a caller can show its own message and leave the rest of the page working.

export type ScriptLoadFailure = 'error' | 'timeout'

export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError'
  constructor(
    readonly src: string,
    readonly failure: ScriptLoadFailure,
  ) {
    super(`Script ${failure === 'timeout' ? 'timed out' : 'failed to load'}: ${src}`)
  }
}

/** Long enough for a slow phone connection, short enough that a customer is not left waiting. */
export const SCRIPT_TIMEOUT_MS = 10_000

const loads = new Map<string, Promise<void>>()

export function loadScript(src: string, options: { timeoutMs?: number } = {}): Promise<void> {
  const existing = loads.get(src)
  if (existing) return existing
  const timeoutMs = options.timeoutMs ?? SCRIPT_TIMEOUT_MS
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    const settle = (failure: ScriptLoadFailure | null) => {
      clearTimeout(timer)
      script.removeEventListener('load', onLoad)
      script.removeEventListener('error', onError)
      if (failure === null) {
        resolve()
        return
      }
      // A failed load is forgotten, element and all, so the next attempt requests it afresh.
      script.remove()
      loads.delete(src)
      reject(new ScriptLoadError(src, failure))
    }
    const onLoad = () => settle(null)
    const onError = () => settle('error')
    const timer = setTimeout(() => settle('timeout'), timeoutMs)
    script.addEventListener('load', onLoad)
    script.addEventListener('error', onError)
    document.head.append(script)
  })
  loads.set(src, load)
  return load
}
