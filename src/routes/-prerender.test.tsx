import { createMemoryHistory } from '@tanstack/react-router'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { hashKey, QueryClient } from '@tanstack/react-query'
import { type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { server } from '../../mocks/node'
import { prerenderPage } from '../app/prerender/entry-server'
import { refreshPrerenderedData } from '../app/prerender/hydration'
import { onPageHydrated, resetPageHydratedForTests } from '../lib/page-hydrated'
import { PRERENDER_ELEMENT_ID, serializePayload } from '../app/prerender/payload'
import { startApp } from '../app/start'
import { PHONE_MEDIA_QUERY } from '../lib/viewport'
import { listingQueries } from '../api/queries/listing-queries'
import { photoSrcSet } from '../components/ui/car-photo'
import { PAGE_SIZE } from '../domain/listing-filters'
import { CARD_PHOTO_SIZES } from '../features/cars/card-photo-loading'

// The build draws the cars pages and car pages with the real routes (src/app/prerender/entry-server)
// and the app hydrates them (src/app/main.tsx): the page must come out exactly as drawn, keeping the
// prerendered elements, without asking the platform again before it is interactive.

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  server.events.removeAllListeners()
  document.body.innerHTML = ''
  resetPageHydratedForTests()
})

async function hydratePrerendered(path: string, phone = false) {
  const page = await prerenderPage(path, phone)
  if (page.html === null) throw new Error(`${path} was not prerendered`)
  document.documentElement.lang = page.language
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${PRERENDER_ELEMENT_ID}">${serializePayload(page.payload)}</script>`
  const container = document.getElementById('root')
  if (!container) throw new Error('No root')
  const drawnHeading = container.querySelector('h1')
  const drawnPhoto = container.querySelector('img[fetchpriority="high"]')

  const asked: string[] = []
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname)
  })
  // What was asked for until the page was interactive (the build's data is then refreshed).
  let askedBeforeInteractive: string[] | undefined
  let sessionStart: MockInstance<() => void> | undefined
  let sessionStartsBeforeInteractive: number | undefined
  onPageHydrated(() => {
    askedBeforeInteractive = [...asked]
    sessionStartsBeforeInteractive = sessionStart?.mock.calls.length
  })
  const recoverable = vi.fn()
  const loads: string[] = []
  // The routes whose code was asked for before the first load began.
  let chunksBeforeFirstLoad: string[] | undefined
  // The app's own start (src/app/main.tsx), with the page's history.
  const started = await act(() =>
    startApp(container, {
      history: createMemoryHistory({ initialEntries: [path] }),
      onCreated: ({ router, session }) => {
        sessionStart = vi.spyOn(session, 'start')
        const chunks = vi.spyOn(router, 'loadRouteChunk')
        router.subscribe('onBeforeLoad', ({ toLocation }) => {
          chunksBeforeFirstLoad ??= chunks.mock.calls.map(([route]) => String(route.id))
          loads.push(toLocation.href)
        })
      },
      onRecoverableError: recoverable,
    }),
  )
  root = started.root
  expect(started.hydrated).toBe(true)
  await screen.findByRole('heading', { level: 1 })
  await waitFor(() => expect(askedBeforeInteractive).toBeDefined())
  const before = askedBeforeInteractive ?? []
  return {
    page,
    container,
    drawnHeading,
    drawnPhoto,
    asked,
    before,
    sessionStart,
    sessionStartsBeforeInteractive,
    recoverable,
    loads,
    chunksBeforeFirstLoad,
    ...started,
  }
}

/** A phone's answer to the app's media queries (happy-dom's window is 1024 px wide). */
function phoneMedia(query: string): MediaQueryList {
  const list = new EventTarget()
  return Object.assign(list, {
    matches: query === PHONE_MEDIA_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  })
}

describe('a prerendered page', () => {
  it.each([
    ['/rental/dubai/cars', 'Cars in Dubai'],
    ['/rental/ar-DXB/dubai/cars', 'سيارات في دبي'],
    ['/rental/ar-RUH/riyadh/cars', 'سيارات في الرياض'],
  ])('%s hydrates as drawn, keeping its elements, with no data call', async (path, title) => {
    const hydrated = await hydratePrerendered(path)
    expect(hydrated.page.html).toContain(title)
    expect(hydrated.page.html).toContain('<article')
    const heading = screen.getByRole('heading', { level: 1, name: title })
    // The same element: hydration adopted the markup instead of drawing it again.
    expect(heading).toBe(hydrated.drawnHeading)
    expect(hydrated.drawnPhoto).not.toBeNull()
    expect(hydrated.container.querySelector('img[fetchpriority="high"]')).toBe(hydrated.drawnPhoto)
    expect(hydrated.recoverable).not.toHaveBeenCalled()
    expect(hydrated.before.filter((url) => url.includes('/availability/'))).toEqual([])
    expect(hydrated.before.filter((url) => url.includes('/configuration/'))).toEqual([])
  })

  it('starts the session once the page is interactive, not before its hydration', async () => {
    const hydrated = await hydratePrerendered('/rental/dubai/cars')
    expect(hydrated.sessionStartsBeforeInteractive).toBe(0)
    await waitFor(() => expect(hydrated.sessionStart).toHaveBeenCalled())
    await waitFor(() => expect(hydrated.session.actor).toBeDefined())
    expect(hydrated.asked.some((url) => url.endsWith('/identity/me/details'))).toBe(true)
    // The header's account entry takes its place once the session is known.
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeVisible()
  })

  it('asks for the page’s code in a task of its own, before the first load', async () => {
    const hydrated = await hydratePrerendered('/rental/dubai/cars')
    expect(hydrated.chunksBeforeFirstLoad).toEqual(
      expect.arrayContaining(['/{-$locale}/$city/cars/']),
    )
  })

  it.each([
    ['/rental/dubai/cars', ['banner', 'contentinfo', 'filters', 'list']],
    ['/rental/dubai/cars/dxb-001', ['banner', 'contentinfo', 'specs']],
  ])(
    '%s is drawn in regions React hydrates one by one, and each hydrates as drawn',
    async (path, regions) => {
      const hydrated = await hydratePrerendered(path)
      const drawn = new DOMParser().parseFromString(hydrated.page.html ?? '', 'text/html').body
      // A region is a Suspense boundary: its markup opens with React's `<!--$-->` marker.
      const opensRegion = (element: Element | null) => {
        for (let at = element; at && at !== drawn; at = at.parentElement) {
          const before = at.previousSibling
          if (before?.nodeType === Node.COMMENT_NODE && before.textContent === '$') return true
          if (before !== null) return false
        }
        return false
      }
      const where: Record<string, string> = {
        banner: 'header',
        contentinfo: 'footer',
        filters: 'section[aria-labelledby="cars-title"] > section[aria-label]',
        list: 'section[aria-labelledby="cars-title"] p[role="status"]',
        specs: '#specs-title',
      }
      for (const region of regions) {
        const selector = where[region] ?? region
        expect(drawn.querySelector(selector), selector).not.toBeNull()
        expect(opensRegion(drawn.querySelector(selector)), selector).toBe(true)
      }
      // Every region came out exactly as drawn: no mismatch, the same elements adopted.
      expect(hydrated.recoverable).not.toHaveBeenCalled()
      expect(screen.getByRole('heading', { level: 1 })).toBe(hydrated.drawnHeading)
      expect(hydrated.container.querySelector('footer')?.textContent).toBe(
        drawn.querySelector('footer')?.textContent,
      )
    },
  )

  it('on a phone, pushes the ride-app exit entry before the first load: one load, no redraw', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation((query) => phoneMedia(query))
    try {
      const hydrated = await hydratePrerendered('/rental/dubai/cars', true)
      const { history } = hydrated.router
      // The page is drawn on the copy pushed over the first entry (SPEC §2's back to the ride app).
      expect(history.location.state.__TSR_index).toBe(1)
      expect(hydrated.loads).toEqual(['/dubai/cars'])
      expect(screen.getByRole('heading', { level: 1 })).toBe(hydrated.drawnHeading)
      // Once interactive (the build's prices refreshed), still the one load.
      await waitFor(() =>
        expect(hydrated.asked.filter((url) => url.endsWith('/availability/listings'))).not.toEqual(
          [],
        ),
      )
      expect(hydrated.loads).toEqual(['/dubai/cars'])
      expect(hydrated.recoverable).not.toHaveBeenCalled()
    } finally {
      phone.mockRestore()
      sessionStorage.clear()
    }
  })

  it('hydrates a car’s page drawn from its city’s first page of cars', async () => {
    const cars = await prerenderPage('/rental/ar-DXB/dubai/cars', false)
    const carPath = cars.carPaths[0]
    if (!carPath) throw new Error('No car on the first page')
    expect(cars.carPaths).toHaveLength(10)
    const hydrated = await hydratePrerendered(carPath)
    expect(screen.getByRole('heading', { level: 1 })).toBe(hydrated.drawnHeading)
    expect(hydrated.recoverable).not.toHaveBeenCalled()
    expect(hydrated.before.filter((url) => url.includes('/listings/'))).toEqual([])
  })

  it('refreshes the build’s prices once interactive, and shows the error state if they cannot be had', async () => {
    const hydrated = await hydratePrerendered('/rental/dubai/cars')
    expect(screen.getByText(/^\d+ cars available$/)).toBeInTheDocument()
    server.use(
      http.get('*/availability/listings', () =>
        HttpResponse.json({ message: 'Listings are down' }, { status: 400 }),
      ),
    )
    const refresh = hydrated.page.payload.queries.map(({ queryKey }) => hashKey(queryKey))
    await act(() => refreshPrerenderedData(hydrated.queryClient, refresh))
    await waitFor(() => expect(screen.getByText("We couldn't load the cars")).toBeInTheDocument())
    expect(hydrated.asked.filter((url) => url.endsWith('/availability/listings'))).not.toEqual([])
  })

  it('is not drawn where a page would not show as it will be (a redirect, an unknown city)', async () => {
    expect((await prerenderPage('/rental/en-DXB/dubai/cars', false)).html).toBeNull()
    expect((await prerenderPage('/rental/atlantis/cars', false)).html).toBeNull()
  })
})

describe('a phone’s prerendered cars page', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** Markup as a browser reads it. */
  function parse(html: string) {
    const template = document.createElement('template')
    template.innerHTML = html
    return template.content
  }

  it.each(['/rental/dubai/cars', '/rental/ar-DXB/dubai/cars'])(
    '%s: the first row at each width loads at once, and each width preloads its own photos',
    async (path) => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query) => phoneMedia(query))
      const page = await prerenderPage(path, true)
      const photos = [...parse(page.html ?? '').querySelectorAll('article img')].slice(0, 3)
      // A phone's grid has one column, two from 680 px: both photos of its widest first row load
      // at once; the second is preloaded at high priority from 680 px only.
      expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
        'eager',
        'eager',
        'lazy',
      ])
      expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
        'high',
        'auto',
        'auto',
      ])

      // Wider screens draw another product's list over the page (SPEC §4).
      const wide = await new QueryClient().query(
        listingQueries.page({
          cityCode: 'DXB',
          product: 'DAILY',
          pageSize: PAGE_SIZE,
          page: 1,
          sort: undefined,
        }),
      )
      const [first, second] = photos.map((photo) => photo.getAttribute('srcset'))
      const [wideFirst, wideSecond, wideThird] = wide.items.map((car) => photoSrcSet(car.image))
      const preloads = [
        ...parse(page.headTags).querySelectorAll('link[rel="preload"][imagesrcset]'),
      ]
      expect(
        preloads.map((link) => ({
          srcset: link.getAttribute('imagesrcset'),
          sizes: link.getAttribute('imagesizes'),
          media: link.getAttribute('media'),
          priority: link.getAttribute('fetchpriority'),
        })),
      ).toEqual([
        {
          srcset: first,
          sizes: CARD_PHOTO_SIZES,
          media: '(max-width: 767.98px)',
          priority: 'high',
        },
        {
          srcset: second,
          sizes: CARD_PHOTO_SIZES,
          media: '(min-width: 680px) and (max-width: 767.98px)',
          priority: 'high',
        },
        {
          srcset: wideFirst,
          sizes: CARD_PHOTO_SIZES,
          media: '(min-width: 768px)',
          priority: 'high',
        },
        {
          srcset: wideSecond,
          sizes: CARD_PHOTO_SIZES,
          media: '(min-width: 768px)',
          priority: 'high',
        },
        {
          srcset: wideThird,
          sizes: CARD_PHOTO_SIZES,
          media: '(min-width: 1024px)',
          priority: 'high',
        },
      ])
      // Only hints: the page hydrates with its own data, not the wider screens' list.
      expect(JSON.stringify(page.payload.queries)).not.toContain('"DAILY"')
    },
  )
})
