// @vitest-environment happy-dom
import { createBrowserHistory } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { claimExitEntry, EXIT_ENTRY_KEY, RIDE_APP_HOME_URL } from '../../lib/ride-app-exit'
import { prepareFirstEntry, type FirstEntryWindow } from './first-entry'
import { earlyConfig, startEarlyRequests } from './start-early-requests'

// The HTML's first script readies the tab's history so that the app's start makes no History API
// call (each is a round trip to the browser process). These tests hold it to the router's own
// rules: @tanstack/history finds the entry it would have written, and SPEC §2's exit entry is the
// one the cars list's hook then leaves from.

beforeEach(() => {
  window.history.replaceState(null, '', '/rental/dubai/cars')
  window.sessionStorage.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
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
})
