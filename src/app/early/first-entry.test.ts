// @vitest-environment happy-dom
import { createBrowserHistory } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { claimExitEntry, EXIT_ENTRY_KEY, RIDE_APP_HOME_URL } from '../../lib/ride-app-exit'
import { PRERENDER_META } from '../prerender/match'
import { prepareFirstEntry, type FirstEntryWindow } from './first-entry'
import { firstRequests } from './first-requests'
import { earlyConfig, startEarlyRequests } from './start-early-requests'

// The HTML's first script readies the tab's history so that the app's start makes no History API
// call (each is a round trip to the browser process). These tests hold it to the router's own
// rules: @tanstack/history finds the entry it would have written, and SPEC §2's exit entry is the
// one the cars list's hook then leaves from.

beforeEach(() => {
  window.history.replaceState(null, '', '/rental/dubai/cars')
  window.sessionStorage.clear()
})

/** The page is one drawn at build time for a phone at `path` (scripts/prerender.ts). */
function prerenderedFor(path: string): void {
  const meta = document.createElement('meta')
  meta.name = PRERENDER_META
  meta.content = path
  meta.dataset.phone = 'true'
  document.head.append(meta)
}

afterEach(() => {
  vi.restoreAllMocks()
  document.querySelector(`meta[name="${PRERENDER_META}"]`)?.remove()
})

describe('prepareFirstEntry', () => {
  it("gives the entry the router's state, so creating the router's history writes nothing", () => {
    prepareFirstEntry(false)
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const pushState = vi.spyOn(window.history, 'pushState')

    const history = createBrowserHistory()

    expect(replaceState).not.toHaveBeenCalled()
    expect(pushState).not.toHaveBeenCalled()
    expect(history.location.pathname).toBe('/rental/dubai/cars')
    expect(history.location.state.__TSR_index).toBe(0)
    expect(history.location.state.__TSR_key).toEqual(expect.any(String))
    expect(history.canGoBack()).toBe(false)
    history.destroy()
  })

  it("puts the exit entry's copy on top on a phone's cars list; the router starts on the copy", () => {
    window.history.replaceState(null, '', '/rental/dubai/cars?product=MONTHLY')
    prepareFirstEntry(true)
    const history = createBrowserHistory()

    expect(history.location.state.__TSR_index).toBe(1)
    expect(history.location.href).toBe('/rental/dubai/cars?product=MONTHLY')
    expect(history.canGoBack()).toBe(true)
    const exitKey = window.sessionStorage.getItem(EXIT_ENTRY_KEY)
    expect(exitKey).toEqual(expect.any(String))
    expect(exitKey).not.toBe(history.location.state.__TSR_key)
    // The app's own step (src/features/cars/hooks/use-ride-app-back-exit.ts) finds it done.
    expect(claimExitEntry(history.location.state, window.sessionStorage)).toBe('none')
    history.destroy()
  })

  it('leaves for the ride-app home on a reload of the exit entry, pushing nothing', () => {
    const replace = vi.fn()
    const pushState = vi.fn()
    const state = { __TSR_index: 0, key: 'k1', __TSR_key: 'k1' }
    const win: FirstEntryWindow = {
      history: { state, replaceState: vi.fn(), pushState },
      location: { pathname: '/rental/dubai/cars', search: '', hash: '', replace },
      sessionStorage: window.sessionStorage,
    }
    window.sessionStorage.setItem(EXIT_ENTRY_KEY, 'k1')

    prepareFirstEntry(true, win)

    expect(replace).toHaveBeenCalledWith(RIDE_APP_HOME_URL)
    expect(pushState).not.toHaveBeenCalled()
    expect(win.history.replaceState).not.toHaveBeenCalled()
  })

  it('leaves an entry the router has already keyed as it is, and pushes nothing off a cars list', () => {
    const state = { __TSR_index: 3, key: 'k3', __TSR_key: 'k3' }
    window.history.replaceState(state, '')
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const pushState = vi.spyOn(window.history, 'pushState')

    prepareFirstEntry(true)
    prepareFirstEntry(false)

    expect(replaceState).not.toHaveBeenCalled()
    expect(pushState).not.toHaveBeenCalled()
    expect(window.history.state).toEqual(state)
  })
})

describe("the HTML's first script", () => {
  it("readies the history of a phone's cars list, and only the entry elsewhere", () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'))
    const matchMedia = vi.spyOn(window, 'matchMedia')
    matchMedia.mockReturnValue({ matches: true } as MediaQueryList)
    const config = { ...earlyConfig(), base: '/rental/' }

    startEarlyRequests(config)
    expect(window.history.state).toMatchObject({ __TSR_index: 1 })

    window.history.replaceState(null, '', '/rental/dubai/cars/dxb-001')
    startEarlyRequests(config)
    expect(window.history.state).toMatchObject({ __TSR_index: 0 })

    window.history.replaceState(null, '', '/rental/dubai/cars')
    matchMedia.mockReturnValue({ matches: false } as MediaQueryList)
    startEarlyRequests(config)
    expect(window.history.state).toMatchObject({ __TSR_index: 0 })
  })

  it('waits on a prerendered page for its first frame, then makes each call in a task of its own', () => {
    // The browser's frames and tasks, run by hand one at a time.
    const frames: FrameRequestCallback[] = []
    const tasks: (() => void)[] = []
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      tasks.push(callback)
      return tasks.length
    }) as typeof setTimeout)
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'))
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList)
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const pushState = vi.spyOn(window.history, 'pushState')
    prerenderedFor('/rental/dubai/cars')

    const config = { ...earlyConfig(), base: '/rental/', platform: true }
    startEarlyRequests(config)
    // Nothing in the parser's task: the page paints first.
    expect(fetch).not.toHaveBeenCalled()
    expect(replaceState).not.toHaveBeenCalled()
    expect(tasks).toHaveLength(0)

    for (const frame of frames.splice(0)) frame(0)
    const afterEachTask: string[] = []
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      task()
      afterEachTask.push(
        `fetch ${fetch.mock.calls.length}, replace ${replaceState.mock.calls.length}, push ${pushState.mock.calls.length}`,
      )
    }
    // The strings, the session check, the entry's state, session storage, the exit entry's copy.
    expect(afterEachTask).toEqual([
      'fetch 1, replace 0, push 0',
      'fetch 2, replace 0, push 0',
      'fetch 2, replace 1, push 0',
      'fetch 2, replace 1, push 0',
      'fetch 2, replace 1, push 1',
    ])
    expect(window.history.state).toMatchObject({ __TSR_index: 1 })
    // Each answer is where the app looks for it (src/api/early-responses.ts).
    const asked = firstRequests(location, true, config, true).map((request) => request.key)
    expect(asked).toHaveLength(2)
    expect(Reflect.get(window, '__rentalEarly')).toMatchObject({
      responses: Object.fromEntries(asked.map((key) => [key, expect.any(Promise)])),
    })
  })

  it('makes them at once in a hidden tab, which draws no frame', () => {
    const requestAnimationFrame = vi.spyOn(globalThis, 'requestAnimationFrame')
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'))
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    prerenderedFor('/rental/dubai/cars')

    startEarlyRequests({ ...earlyConfig(), base: '/rental/', platform: true })

    expect(fetch).toHaveBeenCalledTimes(2)
    expect(window.history.state).toMatchObject({ __TSR_index: 1 })
    expect(requestAnimationFrame).not.toHaveBeenCalled()
  })
})
