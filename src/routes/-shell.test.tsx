import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { controls } from '../../mocks/lib/controls'
import { server } from '../../mocks/node'
import { openTrip } from '../../mocks/testing'
import ar from '../../public/locales/ar/common.json'
import { i18n } from '../i18n/i18n'
import { renderRoute } from '../test/render'

describe('app shell', () => {
  it('lands /rental/ on the Dubai cars page in English', async () => {
    const { router } = await renderRoute('/rental/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dubai/cars')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
  })

  it('serves the same page in Arabic, right to left, under the ar-DXB prefix', async () => {
    await renderRoute('/rental/ar-DXB/dubai/cars')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'سيارات في دبي' }),
    ).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  })

  it.each([
    ['/rental/en-DXB/dubai/cars', '/dubai/cars'],
    ['/rental/AR-dxb/riyadh/cars', '/ar-DXB/riyadh/cars'],
    ['/rental/ar-AUH', '/ar-AUH/abudhabi/cars'],
    ['/rental/sharjah', '/sharjah/cars'],
  ])('canonicalises %s to %s', async (path, expected) => {
    const { router } = await renderRoute(path)
    await screen.findByRole('heading', { level: 1 })
    expect(router.state.location.pathname).toBe(expected)
  })

  it('shows a not-found page that links the six cities for an unknown city', async () => {
    await renderRoute('/rental/paris/cars')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument()
    const list = screen.getByRole('heading', { name: 'Choose a city' }).nextElementSibling
    expect(list).not.toBeNull()
    const links = within(list as HTMLElement).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Dubai',
      'Abu Dhabi',
      'Al Ain',
      'Sharjah',
      'Riyadh',
      'Budapest',
    ])
    expect(links[4]).toHaveAttribute('href', '/rental/riyadh/cars')
  })

  it('treats an unknown locale prefix as not found', async () => {
    await renderRoute('/rental/xx-YYY/dubai/cars')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument()
  })

  it('survives malformed and hostile query parameters', async () => {
    const { router } = await renderRoute(
      '/rental/summary?from=2026-02-30&to=25:00&listingsId=%3Cscript%3Ealert(1)%3C/script%3E&city=paris&bookingId=1&bookingId=2',
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking summary' }),
    ).toBeInTheDocument()
    const search = router.state.location.search
    for (const key of ['listingsId', 'city', 'bookingId'] as const) {
      expect(search[key]).toBeUndefined()
    }
    // A booking link's days stay the link's text, for the page to review and explain.
    expect(search).toMatchObject({ from: '2026-02-30', to: '25:00' })
    expect(screen.queryByText(/2026-02-30|25:00/)).toBeNull()
  })

  it('keeps numeric ids as strings', async () => {
    const { router } = await renderRoute('/rental/summary?listingsId=42&city=dubai&from=2026-12-01')
    await screen.findByRole('heading', { level: 1 })
    expect(router.state.location.search).toMatchObject({
      listingsId: '42',
      city: 'dubai',
      from: '2026-12-01',
    })
  })

  it('shows the loading skeleton while the page waits for slow configuration', async () => {
    controls.faults = [
      { family: 'configuration', fault: { kind: 'delay', ms: 1500 }, remaining: 1 },
    ]
    const rendered = renderRoute('/rental/dubai/cars')
    const status = await screen.findByRole('status', {}, { timeout: 1400 })
    expect(status).toHaveTextContent('Loading…')
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    await rendered
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' }, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('shows no translation keys while its strings load, then one header for the whole load', async () => {
    // The Arabic strings and then the page's settings take their time.
    i18n.removeResourceBundle('ar', 'common')
    server.use(
      http.get('*/locales/ar/common.json', async () => {
        await delay(800)
        return HttpResponse.json(ar)
      }),
    )
    controls.faults = [
      { family: 'configuration', fault: { kind: 'delay', ms: 2500 }, remaining: 1 },
    ]
    try {
      const rendered = renderRoute('/rental/ar-DXB/dubai/cars')
      const keys = /\b(common|header|brand|cities|footer|nav)\.[a-zA-Z]/
      for (let look = 0; look < 6; look++) {
        // Neither keys nor the English words of the language the app starts in.
        expect(document.body.textContent).not.toMatch(keys)
        expect(document.body.textContent).not.toContain('Skip to content')
        await new Promise((wait) => setTimeout(wait, 100))
      }
      const trigger = await screen.findByRole('button', { name: /اللغة والمدينة/ })
      expect(document.body.textContent).not.toMatch(keys)
      fireEvent.click(trigger)
      expect(screen.getByRole('status')).toBeInTheDocument()
      await rendered
      await screen.findByRole('heading', { level: 1, name: 'سيارات في دبي' }, { timeout: 4000 })
      // The same button, still open: the header was not mounted anew around the page.
      expect(screen.getByRole('button', { name: /اللغة والمدينة/ })).toBe(trigger)
      expect(trigger).toHaveAttribute('aria-expanded', 'true')
      expect(screen.getByRole('navigation', { name: 'اختر اللغة والمدينة' })).toBeInTheDocument()
    } finally {
      i18n.addResourceBundle('ar', 'common', ar)
    }
  })

  it('shows an Arabic page with the English strings when its own cannot be had', async () => {
    i18n.removeResourceBundle('ar', 'common')
    server.use(http.get('*/locales/ar/common.json', () => new HttpResponse(null, { status: 503 })))
    try {
      await renderRoute('/rental/ar-DXB/dubai/cars')
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' }, { timeout: 4000 }),
      ).toBeInTheDocument()
      expect(screen.getByRole('button', { name: /Language and city/ })).toBeInTheDocument()
      expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    } finally {
      i18n.addResourceBundle('ar', 'common', ar)
    }
  })

  it('shows an error state with a working "Try again" when the platform fails', async () => {
    controls.faults = [
      { family: 'configuration', fault: { kind: 'status', status: 404 }, remaining: 1 },
    ]
    const { user } = await renderRoute('/rental/dubai/cars')
    expect(
      await screen.findByRole('heading', { name: "We couldn't load this page" }),
    ).toBeInTheDocument()
    expect(screen.getByText("We couldn't find what you were looking for.")).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' }),
    ).toBeInTheDocument()
  })

  it('keeps the page in its language while the customer hovers another language', async () => {
    const { router, user } = await renderRoute('/rental/summary?city=dubai')
    await user.click(await screen.findByRole('button', { name: /Language and city/ }))
    const nav = screen.getByRole('navigation', { name: 'Choose language and city' })
    const arabic = within(nav).getAllByRole('link', { name: 'العربية' })[0]
    if (!arabic) throw new Error('No Arabic option')
    // Hovering preloads the Arabic page (its strings included) without switching to it; the
    // same preload, awaited, says when it is done.
    await user.hover(arabic)
    await router.preloadRoute({
      to: '/{-$locale}/summary',
      params: { locale: 'ar-DXB' },
      search: { city: 'dubai' },
    })
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(screen.getByRole('heading', { level: 1, name: 'Booking summary' })).toBeInTheDocument()
    await user.click(arabic)
    expect(await screen.findByRole('heading', { level: 1, name: 'ملخص الحجز' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  })

  it('draws no flag glyph in the header until the options open, then each option its flag', async () => {
    // A flag emoji is two regional-indicator characters; a system without an emoji font searches
    // every font for them during the page's first layout. The closed switcher shows an icon.
    const regionalIndicator = /[\u{1F1E6}-\u{1F1FF}]/u
    const { user } = await renderRoute('/rental/summary?city=dubai')
    const trigger = await screen.findByRole('button', { name: /Language and city/ })
    expect(trigger.textContent).not.toMatch(regionalIndicator)
    expect(trigger.querySelector('svg')).not.toBeNull()
    await user.click(trigger)
    const nav = screen.getByRole('navigation', { name: 'Choose language and city' })
    const dubai = within(nav).getByRole('heading', { name: 'Dubai' }).nextElementSibling
    expect(dubai?.textContent).toContain('🇬🇧English')
    expect(dubai?.textContent).toContain('🇸🇦العربية')
  })

  it('switches language and city from the header and stays on the same page', async () => {
    const { router, user } = await renderRoute('/rental/summary?city=dubai')
    await user.click(await screen.findByRole('button', { name: /Language and city/ }))
    const nav = screen.getByRole('navigation', { name: 'Choose language and city' })
    const abuDhabi = within(nav).getByRole('heading', { name: 'Abu Dhabi' })
      .nextElementSibling as HTMLElement
    await user.click(within(abuDhabi).getByRole('link', { name: 'العربية' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar-AUH/summary'))
    expect(await screen.findByRole('heading', { level: 1, name: 'ملخص الحجز' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  })

  it('moves a city page to the chosen city', async () => {
    const { from } = openTrip(['DXB', 'RUH'], { days: 1 }, 14)
    const { router, user } = await renderRoute(`/rental/dubai/cars?from=${from}`)
    await user.click(await screen.findByRole('button', { name: /Language and city/ }))
    const nav = screen.getByRole('navigation', { name: 'Choose language and city' })
    const riyadh = within(nav).getByRole('heading', { name: 'Riyadh' })
      .nextElementSibling as HTMLElement
    await user.click(within(riyadh).getByRole('link', { name: 'English' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-RUH/riyadh/cars'))
    expect(router.state.location.search).toMatchObject({ from })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cars in Riyadh' }),
    ).toBeInTheDocument()
  })
})
