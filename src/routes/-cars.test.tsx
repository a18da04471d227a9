import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../mocks/db'
import { controls } from '../../mocks/lib/controls'
import { server } from '../../mocks/node'
import { seedDatabase } from '../../mocks/seed'
import { injectFault, openTrip } from '../../mocks/testing'
import ar from '../../public/locales/ar/common.json'
import en from '../../public/locales/en/common.json'
import { getListingPrices } from '../api/payment'
import { formatMoney } from '../i18n/format'
import { renderRoute } from '../test/render'

// The cars list and a car's page against the fake platform. 180 listings give each city 30 cars,
// so paging has three pages.

const cards = () => screen.queryAllByRole('article')

/** The listing a card links to. */
function listingIdOf(card: HTMLElement): string {
  const href = within(card).getByRole('link').getAttribute('href') ?? ''
  const id = /\/cars\/([a-z]{3}-\d{3})/.exec(href)?.[1]
  if (!id) throw new Error(`No listing in ${href}`)
  return id
}

/** A listing's tags as the platform stores them (i18n keys), in the given translation. */
function translatedTags(listingId: string, locale: typeof en | typeof ar): string[] {
  const listing = db.listings.findFirst((q) => q.where({ id: listingId }))
  return (listing?.tags ?? []).map(
    ({ i18nKey }) =>
      Object.entries(locale.tags).find(([name]) => `tags.${name}` === i18nKey)?.[1] ?? i18nKey,
  )
}

/** Each card's tag chips, next to the translations the platform's keys call for. */
function tagsOnCards(locale: typeof en | typeof ar, listLabel: string) {
  return cards().map((card) => {
    const list = within(card).queryByRole('list', { name: listLabel })
    const shown = list
      ? within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent)
      : []
    return { shown, expected: translatedTags(listingIdOf(card), locale) }
  })
}

describe('cars list', () => {
  it('shows ten cars, and "Load more" adds ten and puts the page in the URL', async () => {
    await seedDatabase(180)
    const { router, user } = await renderRoute('/rental/dubai/cars')
    await screen.findByText('30 cars available')
    expect(cards()).toHaveLength(10)
    expect(screen.getByText('Showing 10 of 30')).toBeInTheDocument()
    const first = cards()[0]
    expect(first && within(first).getByRole('img')).toHaveAttribute('width', '800')
    // The browser picks the smallest of the platform's sizes that fills the card's column.
    const srcset = (first && within(first).getByRole('img').getAttribute('srcset')) ?? ''
    expect(
      srcset.split(', ').map((candidate) => candidate.replace(/^.*-(\d+\.webp \d+w)$/, '$1')),
    ).toEqual(['400.webp 400w', '800.webp 800w', '1200.webp 1200w'])
    expect(first && within(first).getByRole('img')).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) min(33vw, 400px), (min-width: 680px) 50vw, 100vw',
    )
    expect(first && within(first).getByText('/day')).toBeInTheDocument()

    // At happy-dom's 1,024 px the first row is three cards: their photos load at once, the two in
    // the first row at every wide width at high priority; the rest load as they near the screen.
    const photos = cards().map((card) => within(card).getByRole('img'))
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      ...Array<string>(7).fill('lazy'),
    ])
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      ...Array<string>(8).fill('auto'),
    ])
    // Each first-row photo is preloaded for the widths where it is in the first row.
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][imagesrcset]')]
    expect(
      preloads.map((link) => [link.getAttribute('imagesrcset'), link.getAttribute('media')]),
    ).toEqual([
      [photos[0]?.getAttribute('srcset'), '(min-width: 768px)'],
      [photos[1]?.getAttribute('srcset'), '(min-width: 768px)'],
      [photos[2]?.getAttribute('srcset'), '(min-width: 1024px)'],
    ])

    await user.click(screen.getByRole('button', { name: 'Show 10 more cars' }))
    await waitFor(() => expect(cards()).toHaveLength(20))
    expect(within(cards()[10] ?? document.body).getByRole('img')).toHaveAttribute('loading', 'lazy')
    expect(router.state.location.search).toMatchObject({ page: 2 })
    expect(screen.getByText('Showing 20 of 30')).toBeInTheDocument()
    // Focus moves to the first new car for keyboard users.
    await waitFor(() =>
      expect(document.activeElement?.closest('li')).toHaveAttribute('data-page-start', '2'),
    )
  })

  it('restores every page a URL names', async () => {
    await seedDatabase(180)
    await renderRoute('/rental/dubai/cars?page=3')
    await waitFor(() => expect(cards()).toHaveLength(30))
    expect(screen.queryByRole('button', { name: /more car/ })).not.toBeInTheDocument()
  })

  it('filters by price through the URL, after typing stops', async () => {
    const { router, user } = await renderRoute('/rental/dubai/cars')
    await screen.findByText('15 cars available')
    await user.type(screen.getByRole('textbox', { name: 'Minimum price in AED' }), '400')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ minPrice: 400 }))
    await waitFor(() => expect(screen.queryByText('15 cars available')).not.toBeInTheDocument())
    const status = await screen.findByText(/cars? available$/)
    const count = Number(/^(\d+)/.exec(status.textContent)?.[1])
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(15)
  })

  it('explains an out-of-range price and does not search with it', async () => {
    const { router, user } = await renderRoute('/rental/dubai/cars')
    await screen.findByText('15 cars available')
    const min = screen.getByRole('textbox', { name: 'Minimum price in AED' })
    const navigations: string[] = []
    const unsubscribe = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
      navigations.push(toLocation.href)
    })
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      await user.type(min, '50')
      expect(
        await screen.findByText('Enter an amount from 100 AED to 1,000,000 AED.'),
      ).toBeInTheDocument()
      expect(min).toHaveAttribute('aria-invalid', 'true')
      // Well past the pause in typing after which a valid price is searched for.
      await vi.advanceTimersByTimeAsync(5000)
      expect(navigations).toEqual([])
    } finally {
      vi.useRealTimers()
      unsubscribe()
    }
  })

  it('shows an empty state that clears the filters', async () => {
    const { router, user } = await renderRoute('/rental/dubai/cars?minPrice=900000')
    expect(
      await screen.findByRole('heading', { name: 'No cars match your search' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await screen.findByText('15 cars available')
    expect(router.state.location.search.minPrice).toBeUndefined()
  })

  it('shows an error state with a working "Try again"', async () => {
    controls.faults = [{ family: 'availability', fault: { kind: 'status', status: 404 } }]
    const { user } = await renderRoute('/rental/dubai/cars')
    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByRole('heading', { name: "We couldn't load the cars" }),
    ).toBeInTheDocument()
    expect(
      within(alert).getByText("We couldn't find what you were looking for."),
    ).toBeInTheDocument()
    controls.faults = []
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByText('15 cars available')
    expect(cards()).toHaveLength(10)
  })

  it.each([
    { name: '409', fault: { kind: 'status', status: 409 } },
    { name: '422', fault: { kind: 'status', status: 422 } },
    { name: 'malformed', fault: { kind: 'malformed' } },
  ] as const)('asks for the listings once when the answer is $name', async ({ fault }) => {
    controls.faults = [{ family: 'availability', fault }]
    const searches: string[] = []
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/availability/listings'))
        searches.push(request.url)
    }
    server.events.on('request:start', record)
    try {
      await renderRoute('/rental/dubai/cars')
      const alert = await screen.findByRole('alert')
      expect(
        within(alert).getByRole('heading', { name: "We couldn't load the cars" }),
      ).toBeInTheDocument()
      // The page's own observer, mounted after the loader's call failed, does not ask again.
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      server.events.removeListener('request:start', record)
    }
    expect(searches).toHaveLength(1)
  })

  it('drops dates that break the rules from the URL', async () => {
    const { router } = await renderRoute('/rental/dubai/cars?from=2020-01-01&to=2020-01-05')
    await screen.findByText('15 cars available')
    await waitFor(() => expect(router.state.location.search.from).toBeUndefined())
    expect(router.state.location.search.to).toBeUndefined()
    expect(screen.getByRole('button', { name: 'Dates Add dates' })).toBeInTheDocument()
  })

  it('shows card-shaped placeholders while the cars load, then the cars', async () => {
    injectFault('availability', { kind: 'delay', ms: 1500 }, 1)
    await renderRoute('/rental/dubai/cars')
    const list = await screen.findByRole('list', { name: 'Cars' })
    // The list's own items: placeholders first, each a card once the cars are in.
    const items = () =>
      within(list)
        .queryAllByRole('listitem')
        .filter((item) => item.parentElement === list)
    expect(screen.getByRole('status')).toHaveTextContent('Loading cars…')
    expect(items()).toHaveLength(6)
    expect(cards()).toHaveLength(0)
    await screen.findByText('15 cars available')
    expect(cards()).toHaveLength(10)
    expect(items()).toHaveLength(10)
    expect(items().every((item) => within(item).queryByRole('article') !== null)).toBe(true)
  })

  it('switches between daily and monthly prices through the URL', async () => {
    const { router, user } = await renderRoute('/rental/dubai/cars')
    await screen.findByText('15 cars available')
    expect(cards().every((card) => within(card).queryByText('/day') !== null)).toBe(true)

    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ product: 'MONTHLY' }))
    await waitFor(() =>
      expect(within(cards()[0] ?? document.body).queryByText('/month')).not.toBeNull(),
    )
    expect(cards().every((card) => within(card).queryByText('/month') !== null)).toBe(true)
    expect(screen.queryByText('/day')).toBeNull()
    const first = cards()[0]
    const monthly = await getListingPrices(first ? listingIdOf(first) : '', 'MONTHLY')
    // toHaveTextContent reads the element's text with its spaces collapsed, no-break ones too.
    const amount = formatMoney(monthly.prices[0]?.amountWithVat ?? 0, 'AED', 'en')
    expect(first).toHaveTextContent(amount.replace(/\s/g, ' '))

    await user.click(screen.getByRole('radio', { name: 'Daily' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ product: 'DAILY' }))
    await waitFor(() => expect(screen.queryByText('/month')).toBeNull())
    expect(cards().every((card) => within(card).queryByText('/day') !== null)).toBe(true)
  })

  it('answers "Show more" at once, and asks for the next page after that paint', async () => {
    const { router } = await renderRoute('/rental/dubai/cars')
    await screen.findByText('15 cars available')
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more cars' }))
    // In the tap's own frame: the button says it is loading; the URL has not moved yet.
    expect(screen.getByRole('button', { name: 'Loading more cars…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(router.state.location.search).not.toHaveProperty('page')
    await waitFor(() => expect(cards()).toHaveLength(15))
    expect(router.state.location.search).toMatchObject({ page: 2 })
    expect(screen.getByText('Showing 15 of 15')).toBeInTheDocument()
  })

  it('has the other plan’s rules before it is chosen, so switching redraws the list in place without waiting for them', async () => {
    const { router, user, queryClient } = await renderRoute('/rental/dubai/cars')
    await screen.findByText('15 cars available')
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    const heading = screen.getByRole('heading', { level: 1, name: 'Cars in Dubai' })
    // From now on the platform's settings cannot be had (a phone losing its network): what the
    // switch needs must already be here.
    injectFault('configuration', { kind: 'network' })

    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ product: 'MONTHLY' }))
    await waitFor(() =>
      expect(within(cards()[0] ?? document.body).queryByText('/month')).not.toBeNull(),
    )
    // Drawn in place: the heading is the element drawn at first.
    expect(heading).toBeInTheDocument()
  })

  // The browser journey loads one city per currency; here, every city in both languages.
  it.each([
    { slug: 'dubai', en: 'Dubai', ar: 'دبي', currency: 'AED' },
    { slug: 'abudhabi', en: 'Abu Dhabi', ar: 'أبوظبي', currency: 'AED' },
    { slug: 'alain', en: 'Al Ain', ar: 'العين', currency: 'AED' },
    { slug: 'sharjah', en: 'Sharjah', ar: 'الشارقة', currency: 'AED' },
    { slug: 'riyadh', en: 'Riyadh', ar: 'الرياض', currency: 'SAR' },
    { slug: 'budapest', en: 'Budapest', ar: 'بودابست', currency: 'HUF' },
  ])('lists $en’s cars in $currency per day, in English and Arabic', async (city) => {
    // One unit: a no-break space before the currency, and in Arabic a left-to-right isolate.
    const price = new RegExp(`^\u2066?[\\d,.]+\\s${city.currency}\u2069?$`)
    await renderRoute(`/rental/${city.slug}/cars`)
    await screen.findByRole('heading', { level: 1, name: `Cars in ${city.en}` })
    await waitFor(() => expect(cards()).toHaveLength(10))
    for (const card of cards()) {
      expect(within(card).getByText(price)).toBeVisible()
      expect(within(card).getByText('/day')).toBeVisible()
    }
    cleanup()

    await renderRoute(`/rental/ar-DXB/${city.slug}/cars`)
    await screen.findByRole('heading', { level: 1, name: `سيارات في ${city.ar}` })
    await waitFor(() => expect(cards()).toHaveLength(10))
    for (const card of cards()) {
      expect(within(card).getByText(price)).toBeVisible()
      expect(within(card).getByText('/يوم')).toBeVisible()
    }
  })

  it('shows each car’s tags in English and in Arabic', async () => {
    await renderRoute('/rental/dubai/cars')
    await screen.findByText('15 cars available')
    const english = tagsOnCards(en, 'Highlights')
    expect(english.some((card) => card.expected.length > 0)).toBe(true)
    for (const card of english) expect(card.shown).toEqual(card.expected)
    expect(english.flatMap((card) => card.shown).join()).not.toMatch(/tags\./)
    cleanup()

    await renderRoute('/rental/ar-DXB/dubai/cars')
    await screen.findByRole('heading', { level: 1, name: 'سيارات في دبي' })
    await waitFor(() => expect(cards()).toHaveLength(10))
    const arabic = tagsOnCards(ar, 'مميزات')
    expect(arabic.some((card) => card.expected.length > 0)).toBe(true)
    for (const card of arabic) expect(card.shown).toEqual(card.expected)
    expect(arabic.flatMap((card) => card.shown).join()).toMatch(/\p{Script=Arabic}/u)
  })

  it('shows the all-in total from the platform when dates are chosen', async () => {
    const { from, to } = openTrip(['DXB'], { days: 1 }, 14)
    const { router } = await renderRoute(`/rental/dubai/cars?from=${from}`)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ to }))
    expect((await screen.findAllByText('all-in for 1 day')).length).toBeGreaterThan(0)
  })
})

describe('car details', () => {
  it('shows the active prices of each plan and a call to book that carries the choice', async () => {
    const { from, to } = openTrip(['DXB'], { months: 1 }, 14)
    await renderRoute(`/rental/dubai/cars/dxb-001?product=MONTHLY&from=${from}&to=${to}`)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/\d{4}$/)
    for (const product of ['DAILY', 'MONTHLY'] as const) {
      const prices = await getListingPrices('dxb-001', product)
      const plan = screen.getByTestId(`plan-${product}`)
      const shown = within(plan)
        .getAllByTestId('tier-price')
        .map((cell) => cell.textContent)
      expect(shown).toEqual(
        prices.prices.map((tier) => formatMoney(tier.amountWithVat, 'AED', 'en')),
      )
    }
    const book = screen.getByRole('link', { name: 'Book this car' })
    const href = new URL(book.getAttribute('href') ?? '', 'http://localhost')
    expect(href.pathname).toBe('/rental/summary')
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      city: 'dubai',
      listingsId: 'dxb-001',
      from,
      to,
      product: 'MONTHLY',
    })
  })

  it('sends a car shown under another city to its own city', async () => {
    const { router } = await renderRoute('/rental/riyadh/cars/dxb-001')
    await screen.findByRole('heading', { level: 1 })
    expect(router.state.location.pathname).toBe('/dubai/cars/dxb-001')
  })

  it('treats an unknown car as not found', async () => {
    await renderRoute('/rental/dubai/cars/dxb-999')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument()
  })
})
