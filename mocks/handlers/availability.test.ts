import { existsSync } from 'node:fs'
import { Temporal } from 'temporal-polyfill'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getListing, searchListings } from '../../src/api/availability'
import { db } from '../db'
import { resetControls } from '../lib/controls'
import { calculateQuote, displayPrice } from '../lib/pricing'
import { server } from '../node'
import { seedDatabase } from '../seed'
import { setSandboxTime } from '../testing'

// The car search and car details through the client functions (which parse every answer with
// the contract). The sandbox clock is pinned to Monday 2026-11-16 09:00 in Dubai before seeding,
// so the customer's upcoming booking holds dxb-001 from Sat 21 Nov 14:00 to Wed 25 Nov 14:00.

const NOW = Temporal.ZonedDateTime.from('2026-11-16T09:00:00+04:00[Asia/Dubai]')
const dubai = { cityCode: 'DXB', product: 'DAILY', page: 1, pageSize: 10 } as const

function pinClock(at: Temporal.ZonedDateTime): void {
  setSandboxTime(at.toInstant())
}

function dailyPrices(listingId: string) {
  const prices = db.prices.findFirst((q) =>
    q.where({ listingId, productType: (type) => type === 'DAILY' }),
  )
  if (!prices) throw new Error(`No daily prices for ${listingId}`)
  return prices
}

function dailyListingsIn(cityCode: string) {
  return db.listings
    .findMany((q) => q.where({ cityCode: (code) => code === cityCode }))
    .filter((listing) => listing.products.includes('DAILY'))
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  resetControls()
  pinClock(NOW)
  await seedDatabase(90)
})
afterEach(() => {
  server.resetHandlers()
  resetControls()
})
afterAll(() => server.close())

describe('GET /availability/listings', () => {
  it('answers a page of the city’s cars, priced per day with VAT', async () => {
    const page = await searchListings(dubai)
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: dailyListingsIn('DXB').length })
    expect(page.items).toHaveLength(10)
    for (const card of page.items) {
      const listing = db.listings.findFirst((q) => q.where({ id: card.id }))
      expect(card).toMatchObject({
        cityCode: 'DXB',
        currency: 'AED',
        isDaily: true,
        price: displayPrice(dailyPrices(card.id)),
        image: listing?.images[0],
        totalPrice: null,
        periods: null,
      })
    }
  })

  it('pages through the results', async () => {
    const first = await searchListings(dubai)
    const second = await searchListings({ ...dubai, page: 2 })
    const ids = new Set(first.items.map((card) => card.id))
    expect(second.total).toBe(first.total)
    expect(second.items).toHaveLength(first.total - 10)
    expect(second.items.some((card) => ids.has(card.id))).toBe(false)
    await expect(searchListings({ ...dubai, page: 9 })).resolves.toMatchObject({ items: [] })
  })

  it('lists only cars offered under the product', async () => {
    const monthly = await searchListings({ ...dubai, product: 'MONTHLY', pageSize: 50 })
    const expected = dailyListingsIn('DXB').filter((listing) =>
      listing.products.includes('MONTHLY'),
    )
    expect(monthly.total).toBe(expected.length)
    expect(monthly.items.every((card) => !card.isDaily)).toBe(true)
  })

  it('filters by the card price', async () => {
    const all = (await searchListings({ ...dubai, pageSize: 50 })).items.map((card) => card.price)
    const sorted = [...all].sort((a, b) => a - b)
    const [minPrice = 0, maxPrice = 0] = [sorted[3], sorted[10]]
    const page = await searchListings({ ...dubai, pageSize: 50, minPrice, maxPrice })
    expect(page.total).toBe(all.filter((price) => price >= minPrice && price <= maxPrice).length)
    expect(page.items.every((card) => card.price >= minPrice && card.price <= maxPrice)).toBe(true)
  })

  it.each([
    ['recommended', (id: string) => db.listings.findFirst((q) => q.where({ id }))?.rank ?? 0, 1],
    ['price-asc', (id: string) => displayPrice(dailyPrices(id)), 1],
    ['price-desc', (id: string) => displayPrice(dailyPrices(id)), -1],
    [
      'newest',
      (id: string) => Date.parse(db.listings.findFirst((q) => q.where({ id }))?.createdAt ?? ''),
      -1,
    ],
  ] as const)('sorts by %s', async (sort, key, direction) => {
    const page = await searchListings({ ...dubai, pageSize: 50, sort })
    const keys = page.items.map((card) => key(card.id) * direction)
    expect(keys).toEqual([...keys].sort((a, b) => a - b))
  })

  it('prices the dates and leaves out cars booked over them', async () => {
    const overlapping = { from: '2026-11-22T10:00:00+04:00', to: '2026-11-24T10:00:00+04:00' }
    const page = await searchListings({ ...dubai, pageSize: 50, ...overlapping })
    // customer@'s upcoming rental (dxb-001) and vip@'s monthly subscription (dxb-003).
    expect(page.total).toBe(dailyListingsIn('DXB').length - 2)
    expect(page.items.map((card) => card.id)).not.toContain('dxb-001')
    expect(page.items.map((card) => card.id)).not.toContain('dxb-003')
    const card = page.items.find((item) => item.id === 'dxb-004')
    const listing = db.listings.findFirst((q) => q.where({ id: 'dxb-004' }))
    const settings = db.citySettings.findFirst((q) =>
      q.where({ cityCode: 'DXB', productType: 'DAILY' }),
    )
    if (!listing || !settings) throw new Error('Seed is missing dxb-004 or Dubai')
    const quote = calculateQuote({
      listing,
      product: 'DAILY',
      settings,
      prices: dailyPrices('dxb-004'),
      ...overlapping,
      deliveryType: 'SELF_PICKUP',
      couponCode: null,
      user: undefined,
    })
    expect(card).toMatchObject({ totalPrice: quote.total, periods: 2 })

    // The booking starts at 14:00 on the 21st: a rental handed back at that moment does not clash.
    const before = { from: '2026-11-19T10:00:00+04:00', to: '2026-11-21T14:00:00+04:00' }
    const free = await searchListings({ ...dubai, pageSize: 50, ...before })
    expect(free.items.map((item) => item.id)).toContain('dxb-001')
  })

  it.each([
    ['a return before the pick-up', '2026-11-24T10:00:00+04:00', '2026-11-22T10:00:00+04:00', 'to'],
    ['a pick-up in the past', '2026-11-15T10:00:00+04:00', '2026-11-18T10:00:00+04:00', 'from'],
    [
      'a pick-up beyond the horizon',
      '2027-06-01T10:00:00+04:00',
      '2027-06-03T10:00:00+04:00',
      'from',
    ],
  ])('refuses %s with 422', async (_, from, to, field) => {
    const failure = searchListings({ ...dubai, from, to })
    await expect(failure).rejects.toMatchObject({ status: 422, code: 'VALIDATION_FAILED' })
    await expect(failure).rejects.toHaveProperty(['fieldErrors', field])
  })

  it('answers 404 for an unknown city and 400 for malformed parameters', async () => {
    await expect(searchListings({ ...dubai, cityCode: 'XYZ' })).rejects.toMatchObject({
      status: 404,
    })
    const failure = searchListings({ ...dubai, page: 0, pageSize: 51, from: 'tomorrow' })
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'BAD_QUERY' })
    await expect(failure).rejects.toHaveProperty('fieldErrors', {
      page: [expect.any(String)],
      pageSize: [expect.any(String)],
      from: [expect.any(String)],
      to: ['Required'],
    })
  })
})

describe('GET /availability/listings/:listingId', () => {
  it('answers the car with its images, priced per day', async () => {
    const listing = db.listings.findFirst((q) => q.where({ id: 'dxb-001' }))
    await expect(getListing('dxb-001')).resolves.toMatchObject({
      id: 'dxb-001',
      price: displayPrice(dailyPrices('dxb-001')),
      isDaily: true,
      images: listing?.images,
      image: listing?.images[0],
      products: listing?.products,
      totalPrice: null,
    })
  })

  it('answers 404 for an unknown car', async () => {
    await expect(getListing('dxb-999')).rejects.toMatchObject({ status: 404 })
  })

  it('has a picture on disk for every image of the fleet', () => {
    const urls = new Set(db.listings.all().flatMap((listing) => listing.images.map((i) => i.url)))
    for (const url of urls) {
      const file = new URL(`../../public/${url.replace(/^\/rental\//, '')}`, import.meta.url)
      expect(existsSync(file), url).toBe(true)
    }
  })
})

// Last in the file: reseeding after a 10,000-car fleet takes @msw/data seconds to clear.
describe('a fleet of 10,000 cars', () => {
  it('answers the first page of a dated Dubai search', { timeout: 20_000 }, async () => {
    await seedDatabase(10_000)
    const page = await searchListings({
      ...dubai,
      sort: 'price-asc',
      from: '2026-11-22T10:00:00+04:00',
      to: '2026-11-24T10:00:00+04:00',
    })
    expect(page.items).toHaveLength(10)
    expect(page.total).toBe(dailyListingsIn('DXB').length - 2)
    expect(page.items.every((card) => card.totalPrice !== null)).toBe(true)
  })
})
