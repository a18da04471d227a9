import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { createApp } from '../app'
import { prerenderPage } from '../prerender/entry-server'
import { readPrerender, refreshPrerenderedData, seedPrerenderedData } from '../prerender/hydration'
import { PRERENDER_ELEMENT_ID, serializePayload } from '../prerender/payload'

// The build draws the cars pages and car pages with the real routes (src/prerender/entry-server)
// and the app hydrates them (src/main.tsx): the page must come out exactly as drawn, keeping the
// prerendered elements, without asking the platform again before it is interactive.

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  server.events.removeAllListeners()
  document.body.innerHTML = ''
})

async function hydratePrerendered(path: string) {
  const page = await prerenderPage(path, false)
  if (page.html === null) throw new Error(`${path} was not prerendered`)
  document.documentElement.lang = page.language
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${PRERENDER_ELEMENT_ID}">${serializePayload(page.payload)}</script>`
  const container = document.getElementById('root')
  if (!container) throw new Error('No root')
  const drawnHeading = container.querySelector('h1')
  const drawnPhoto = container.querySelector('img[fetchpriority="high"]')

  const payload = readPrerender(document, { pathname: path, search: '' }, false)
  if (!payload) throw new Error('The page’s payload does not match where it opened')
  const asked: string[] = []
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname)
  })
  const { router, queryClient } = createApp(createMemoryHistory({ initialEntries: [path] }))
  const refresh = seedPrerenderedData(queryClient, payload)
  router.ssr = { manifest: undefined }
  await router.load()
  const recoverable = vi.fn()
  act(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      { onRecoverableError: recoverable },
    )
  })
  await screen.findByRole('heading', { level: 1 })
  return { page, container, drawnHeading, drawnPhoto, asked, recoverable, queryClient, refresh }
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
    expect(hydrated.asked.filter((url) => url.includes('/availability/'))).toEqual([])
    expect(hydrated.asked.filter((url) => url.includes('/configuration/'))).toEqual([])
  })

  it('hydrates a car’s page drawn from its city’s first page of cars', async () => {
    const cars = await prerenderPage('/rental/ar-DXB/dubai/cars', false)
    const carPath = cars.carPaths[0]
    if (!carPath) throw new Error('No car on the first page')
    expect(cars.carPaths).toHaveLength(10)
    const hydrated = await hydratePrerendered(carPath)
    expect(screen.getByRole('heading', { level: 1 })).toBe(hydrated.drawnHeading)
    expect(hydrated.recoverable).not.toHaveBeenCalled()
    expect(hydrated.asked.filter((url) => url.includes('/listings/'))).toEqual([])
  })

  it('refreshes the build’s prices once interactive, and shows the error state if they cannot be had', async () => {
    const hydrated = await hydratePrerendered('/rental/dubai/cars')
    expect(screen.getByText(/^\d+ cars available$/)).toBeInTheDocument()
    server.use(
      http.get('*/availability/listings', () =>
        HttpResponse.json({ message: 'Listings are down' }, { status: 400 }),
      ),
    )
    await act(() => refreshPrerenderedData(hydrated.queryClient, hydrated.refresh))
    await waitFor(() => expect(screen.getByText("We couldn't load the cars")).toBeInTheDocument())
    expect(hydrated.asked.filter((url) => url.endsWith('/availability/listings'))).not.toEqual([])
  })

  it('is not drawn where a page would not show as it will be (a redirect, an unknown city)', async () => {
    expect((await prerenderPage('/rental/en-DXB/dubai/cars', false)).html).toBeNull()
    expect((await prerenderPage('/rental/atlantis/cars', false)).html).toBeNull()
  })
})
