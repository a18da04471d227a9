import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { CITIES } from '../domain/cities'
import { firstRequests } from '../app/early/first-requests'
import { earlyConfig, startEarlyRequests } from '../app/early/start-early-requests'
import en from '../../public/locales/en/common.json'
import { renderRoute } from '../test/render'

// index.html starts the first load's calls before the app's script has arrived
// (src/app/early/start.ts). They help only if they are exactly the calls the app then makes, and the
// app takes their answers instead of asking again.

// As a build with a real platform has it (Vitest serves the app from /, the build from /rental/).
const config = { ...earlyConfig(), base: '/rental/', platform: true }

function recordRequests(): string[] {
  const urls: string[] = []
  server.events.on('request:start', ({ request }) => {
    urls.push(request.url)
  })
  return urls
}

function earlyApiUrls(path: string): string[] {
  const url = new URL(path, location.origin)
  return firstRequests(
    { origin: location.origin, pathname: url.pathname, search: url.search },
    false,
    config,
  )
    .filter((request) => request.credentials === 'include')
    .map((request) => request.url)
}

afterEach(() => {
  server.events.removeAllListeners()
  Reflect.deleteProperty(window, '__rentalEarly')
})

describe('the first requests index.html starts', () => {
  it.each(
    CITIES.flatMap((city) => [`/rental/${city.slug}/cars`, `/rental/ar-DXB/${city.slug}/cars`]),
  )('are the calls the app makes on %s', async (path) => {
    const requested = recordRequests()
    await renderRoute(path)
    await screen.findAllByRole('article', {}, { timeout: 8000 })
    const early = earlyApiUrls(path)
    expect(early).toHaveLength(3)
    // The session's check may follow the cards: it starts in a task of its own (src/session).
    await vi.waitFor(() => {
      for (const url of early) expect(requested).toContain(url)
    })
  })

  it('are taken by the app, which asks for none of them again', async () => {
    history.replaceState(null, '', '/rental/dubai/cars')
    server.use(http.get('*/rental/locales/en/common.json', () => HttpResponse.json(en)))
    const requested = recordRequests()
    startEarlyRequests(config)
    const { session } = await renderRoute('/rental/dubai/cars')
    await screen.findAllByRole('article', {}, { timeout: 8000 })
    expect(screen.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeInTheDocument()
    // The session has checked who is there (its call may follow the cards).
    await vi.waitFor(() => expect(session.actor?.getSnapshot().matches('anonymous')).toBe(true))
    // Each early call went out once, from index.html's starter, and never again from the app.
    for (const url of earlyApiUrls('/rental/dubai/cars')) {
      expect(requested.filter((asked) => asked === url)).toHaveLength(1)
    }
    history.replaceState(null, '', '/rental/')
  })

  it('give a page that is not prerendered its language and direction before the app does', () => {
    for (const [path, lang, dir] of [
      ['/rental/ar-RUH/details', 'ar', 'rtl'],
      ['/rental/en-AUH/summary', 'en', 'ltr'],
      ['/rental/myrentals', 'en', 'ltr'],
    ] as const) {
      history.replaceState(null, '', path)
      document.documentElement.lang = 'xx'
      document.documentElement.dir = 'auto'
      startEarlyRequests({ ...config, platform: false })
      expect([document.documentElement.lang, document.documentElement.dir]).toEqual([lang, dir])
    }
    history.replaceState(null, '', '/rental/')
  })
})
