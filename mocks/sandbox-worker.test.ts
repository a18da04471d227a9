import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

// public/sandbox-worker.js runs in the service worker's scope: here in a bare context with the
// things it uses (`self`, its address and `importScripts`), and MSW's own fetch listener after it.

const source = readFileSync(new URL('../public/sandbox-worker.js', import.meta.url), 'utf8')

type Listener = (event: { request: { url: string }; stopImmediatePropagation: () => void }) => void

function loadWorker(scriptUrl: string) {
  const listeners: Listener[] = []
  const imported: string[] = []
  const seenByMsw: string[] = []
  runInNewContext(source, {
    URL,
    self: {
      location: { href: scriptUrl },
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'fetch') listeners.push(listener)
      },
      importScripts: (path: string) => {
        imported.push(path)
        listeners.push((event) => seenByMsw.push(event.request.url))
      },
    },
  })
  /** Dispatches a fetch as the browser does: in order, until a listener stops it. */
  const fetch = (url: string) => {
    const state = { stopped: false }
    const event = {
      request: { url },
      stopImmediatePropagation: () => {
        state.stopped = true
      },
    }
    for (const listener of listeners) {
      if (state.stopped) break
      listener(event)
    }
  }
  return { fetch, imported, seenByMsw }
}

describe('the sandbox service worker', () => {
  const relative = loadWorker(
    'http://127.0.0.1:4310/rental/sandbox-worker.js?base=%2Frental%2Fapi&base=%2Fapi',
  )

  it("loads MSW's worker after its own filter", () => {
    expect(relative.imported).toEqual(['./mockServiceWorker.js'])
  })

  it("shows MSW only the platform's calls, on any origin for a relative base", () => {
    const calls = [
      'http://127.0.0.1:4310/api/availability/listings?city=dubai',
      'http://127.0.0.1:4310/rental/api/auth/session',
      'https://elsewhere.test/api/configuration',
    ]
    const others = [
      'http://127.0.0.1:4310/rental/assets/app-abc.js',
      'http://127.0.0.1:4310/rental/sandbox-cars/suv-red-1-400.webp',
      'http://127.0.0.1:4310/rental/locales/ar/common.json',
      // The dev server's modules have an `api` segment further in.
      'http://127.0.0.1:5173/rental/src/api/http.ts',
      'http://127.0.0.1:4310/apiary',
    ]
    for (const url of [...calls, ...others]) relative.fetch(url)
    expect(relative.seenByMsw).toEqual(calls)
  })

  it('matches an absolute base on its own origin only', () => {
    const absolute = loadWorker(
      `https://rental.test/rental/sandbox-worker.js?base=${encodeURIComponent('https://platform.test/v1')}`,
    )
    absolute.fetch('https://platform.test/v1/availability/listings')
    absolute.fetch('https://rental.test/v1/availability/listings')
    absolute.fetch('https://platform.test/v10/listings')
    expect(absolute.seenByMsw).toEqual(['https://platform.test/v1/availability/listings'])
  })
})
