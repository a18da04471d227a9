import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { panelText } from './panel-text'
import { SandboxPanel } from './sandbox-panel'
import { NAVIGATION_POLL_MS } from './watch-navigation'

// On a phone the open panel is a sheet over the lower half of the page: it closes when the app
// goes to another page, and stays open on a wide screen, where it covers nothing the app needs.

const text = panelText('en')
const START = '/rental/dubai/cars'

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void }
}

function setWidth(width: number) {
  ;(window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 })
}

async function openPanel() {
  render(<SandboxPanel />)
  await userEvent.setup().click(screen.getByRole('button', { name: text.toggle }))
  const panel = screen.getByRole('region', { name: text.title })
  expect(panel).toBeVisible()
  return panel
}

/** What a phone with the Navigation API reports: pushState changes the current entry. */
function withNavigationApi(): EventTarget {
  const navigation = new EventTarget()
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true })
  return navigation
}

/** Fakes the clock the address is polled on, where the Navigation API is missing. */
function fakePolling() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true })
}

/** Lets two of those polls run. */
function twoPolls() {
  return act(() => vi.advanceTimersByTimeAsync(NAVIGATION_POLL_MS * 2))
}

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(window, 'navigation')
  setWidth(1024)
  history.replaceState(null, '', START)
})

describe('the panel on a phone', () => {
  it('closes when the app pushes another page, and remembers it closed', async () => {
    setWidth(390)
    history.replaceState(null, '', START)
    const panel = await openPanel()
    act(() => history.pushState(null, '', '/rental/dubai/cars/listing-1'))
    await waitFor(() => expect(panel).not.toBeVisible())
    expect(screen.getByRole('button', { name: text.toggle })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(sessionStorage.getItem('rental-sandbox/panel-open')).toBe('false')
  })

  it('closes on back and forward', async () => {
    setWidth(390)
    history.replaceState(null, '', START)
    const panel = await openPanel()
    act(() => {
      history.replaceState(null, '', '/rental/abudhabi/cars')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(panel).not.toBeVisible()
  })

  it('uses the Navigation API where there is one, without waiting for a poll', async () => {
    setWidth(390)
    history.replaceState(null, '', START)
    const navigation = withNavigationApi()
    const panel = await openPanel()
    act(() => {
      history.pushState(null, '', '/rental/profile')
      navigation.dispatchEvent(new Event('currententrychange'))
    })
    expect(panel).not.toBeVisible()
  })

  it('stays open when only the query changes (a filter)', async () => {
    setWidth(390)
    history.replaceState(null, '', START)
    fakePolling()
    const panel = await openPanel()
    act(() => history.pushState(null, '', `${START}?sort=price`))
    await twoPolls()
    expect(panel).toBeVisible()
  })
})

describe('the panel on a wide screen', () => {
  it('stays open across pages, as before', async () => {
    history.replaceState(null, '', START)
    fakePolling()
    const panel = await openPanel()
    act(() => history.pushState(null, '', '/rental/dubai/cars/listing-1'))
    await twoPolls()
    expect(panel).toBeVisible()
  })
})
