import { Temporal } from 'temporal-polyfill'
import type { ListingSort, ProductType } from '../../src/api/schemas/common'
import type { CitySettings } from '../../src/api/schemas/configuration'
import type {
  CarCard,
  ListingDetails,
  ListingPrices,
  ListingsPage,
} from '../../src/api/schemas/listings'
import { db, type ListingRecord } from '../db'
import type { ListingQuery } from './listing-query'
import { calculateQuote, displayPrice } from './pricing'
import { holdsCar, intervalOf, overlaps, type Interval } from './slots'

// The car search behind the cars list. It has to answer as fast with 10,000 listings as with 60:
// it keeps an index of the fleet and its card prices (rebuilt after any change), orders by plain
// numbers, and quotes dates only for the page it returns.

interface Priced {
  prices: ListingPrices
  /** The card price, worked out on first use: searches sort and filter by it. */
  price?: number
}

function cardPrice(priced: Priced): number {
  return (priced.price ??= displayPrice(priced.prices))
}

interface FleetIndex {
  byCity: Map<string, ListingRecord[]>
  prices: Record<ProductType, Map<string, Priced>>
}

let fleetIndex: FleetIndex | undefined

// Listings and prices are reference data that change only on a reseed; any change drops the index.
const dropIndex = () => {
  fleetIndex = undefined
}
for (const event of ['create', 'update', 'delete'] as const) {
  db.listings.hooks.on(event, dropIndex)
  db.prices.hooks.on(event, dropIndex)
}

function fleet(): FleetIndex {
  if (fleetIndex) return fleetIndex
  const index: FleetIndex = { byCity: new Map(), prices: { DAILY: new Map(), MONTHLY: new Map() } }
  for (const listing of db.listings.all()) {
    const city = index.byCity.get(listing.cityCode)
    if (city) city.push(listing)
    else index.byCity.set(listing.cityCode, [listing])
  }
  for (const prices of db.prices.all()) {
    index.prices[prices.productType].set(prices.listingId, { prices })
  }
  fleetIndex = index
  return index
}

const epochCache = new Map<string, number>()

/** Parsing every creation date on every "newest" search would dominate it; they never change. */
function epochMs(iso: string): number {
  let value = epochCache.get(iso)
  if (value === undefined) {
    value = Temporal.Instant.from(iso).epochMilliseconds
    epochCache.set(iso, value)
  }
  return value
}

function takenListings(range: Interval): Set<string> {
  const taken = new Set<string>()
  for (const booking of db.bookings.all()) {
    if (holdsCar(booking) && overlaps(intervalOf(booking), range)) taken.add(booking.listingId)
  }
  return taken
}

function byId(a: ListingRecord, b: ListingRecord): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Orders in place, by plain numbers only. */
function sortListings(
  listings: ListingRecord[],
  sort: ListingSort,
  prices: Map<string, Priced>,
): void {
  const price = (listing: ListingRecord) => {
    const priced = prices.get(listing.id)
    return priced ? cardPrice(priced) : 0
  }
  switch (sort) {
    case 'recommended':
      listings.sort((a, b) => a.rank - b.rank || byId(a, b))
      return
    case 'price-asc':
      listings.sort((a, b) => price(a) - price(b) || byId(a, b))
      return
    case 'price-desc':
      listings.sort((a, b) => price(b) - price(a) || byId(a, b))
      return
    case 'newest':
      listings.sort((a, b) => epochMs(b.createdAt) - epochMs(a.createdAt) || byId(a, b))
  }
}

function firstImage(listing: ListingRecord): CarCard['image'] {
  const [image] = listing.images
  if (!image) throw new Error(`Listing ${listing.id} has no image`)
  return image
}

function toCarCard(
  listing: ListingRecord,
  product: ProductType,
  price: number,
  quote: { total: number; periods: number } | undefined,
): CarCard {
  return {
    id: listing.id,
    price,
    currency: listing.currency,
    isDaily: product === 'DAILY',
    tags: listing.tags,
    cityCode: listing.cityCode,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    category: listing.category,
    seats: listing.seats,
    transmission: listing.transmission,
    fuel: listing.fuel,
    image: firstImage(listing),
    totalPrice: quote?.total ?? null,
    periods: quote?.periods ?? null,
  }
}

export function searchListings(query: ListingQuery, settings: CitySettings): ListingsPage {
  const { product, range, minPrice, maxPrice } = query
  const { byCity, prices: pricesByProduct } = fleet()
  const prices = pricesByProduct[product]
  let matches = (byCity.get(query.cityCode) ?? []).filter(
    (listing) => listing.products.includes(product) && prices.has(listing.id),
  )
  if (range) {
    const taken = takenListings(range)
    matches = matches.filter((listing) => !taken.has(listing.id))
  }
  if (minPrice !== undefined || maxPrice !== undefined) {
    matches = matches.filter((listing) => {
      const priced = prices.get(listing.id)
      const price = priced ? cardPrice(priced) : Number.NaN
      return price >= (minPrice ?? 0) && price <= (maxPrice ?? Number.POSITIVE_INFINITY)
    })
  }
  sortListings(matches, query.sort, prices)
  const start = (query.page - 1) * query.pageSize
  const items = matches.slice(start, start + query.pageSize).flatMap((listing) => {
    const priced = prices.get(listing.id)
    if (!priced) return []
    const quote = range
      ? calculateQuote({
          listing,
          product,
          settings,
          prices: priced.prices,
          from: range.from,
          to: range.to,
          deliveryType: 'SELF_PICKUP',
          couponCode: null,
          user: undefined,
        })
      : undefined
    return [toCarCard(listing, product, cardPrice(priced), quote)]
  })
  return { items, page: query.page, pageSize: query.pageSize, total: matches.length }
}

/** The car page: priced per day when the car is offered daily, otherwise per month. */
export function listingDetails(listing: ListingRecord): ListingDetails | undefined {
  const product: ProductType = listing.products.includes('DAILY') ? 'DAILY' : 'MONTHLY'
  const priced = fleet().prices[product].get(listing.id)
  if (!priced) return undefined
  return {
    ...toCarCard(listing, product, cardPrice(priced), undefined),
    images: listing.images,
    doors: listing.doors,
    luggage: listing.luggage,
    engine: listing.engine,
    color: listing.color,
    products: listing.products,
  }
}
