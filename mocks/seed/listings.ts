import { Faker, en } from '@faker-js/faker'
import type { ListingRecord } from '../db'
import { roundMoney } from '../../src/domain/money-rules'
import { currencyScale } from '../lib/pricing'
import { SEED_CITIES } from './cities'
import type { FleetCar, PriceTiers } from './fleet'

// The fleet: deterministic (fixed faker seed), spread over the six cities. Ids are
// `<city code>-<nnn>` (dxb-001…), so documentation and tests can name cars. Generated here with
// faker in Node (tests, `npm run platform`) and at build time for the browser, which gets the
// result as plain data (`vite.config.ts`): faker never ships.

type Category = ListingRecord['category']

const MODELS: Record<
  Category,
  ReadonlyArray<readonly [make: string, model: string, engine: string]>
> = {
  ECONOMY: [
    ['Nissan', 'Sunny', '1.6L'],
    ['Toyota', 'Yaris', '1.5L'],
    ['Hyundai', 'Accent', '1.6L'],
    ['Kia', 'Pegas', '1.4L'],
  ],
  COMPACT: [
    ['Volkswagen', 'Golf', '1.4L turbo'],
    ['Mazda', '3', '2.0L'],
    ['Kia', 'Cerato', '2.0L'],
    ['Toyota', 'Corolla', '1.8L hybrid'],
  ],
  SEDAN: [
    ['Toyota', 'Camry', '2.5L'],
    ['Honda', 'Accord', '1.5L turbo'],
    ['Nissan', 'Altima', '2.5L'],
    ['Hyundai', 'Sonata', '2.5L'],
  ],
  SUV: [
    ['Toyota', 'RAV4', '2.5L hybrid'],
    ['Nissan', 'Patrol', '4.0L V6'],
    ['Hyundai', 'Tucson', '2.0L'],
    ['Kia', 'Sportage', '2.0L'],
    ['Mitsubishi', 'Pajero', '3.0L V6'],
  ],
  LUXURY: [
    ['Mercedes-Benz', 'E-Class', '2.0L turbo'],
    ['BMW', '5 Series', '2.0L turbo'],
    ['Audi', 'A6', '2.0L turbo'],
    ['Porsche', 'Cayenne', '3.0L V6'],
    ['Tesla', 'Model S', 'Dual motor'],
  ],
  VAN: [
    ['Toyota', 'HiAce', '2.7L'],
    ['Hyundai', 'H-1', '2.4L'],
    ['Kia', 'Carnival', '3.5L V6'],
  ],
}

/** Base daily price range before VAT, in AED. */
const DAILY_PRICE: Record<Category, readonly [number, number]> = {
  ECONOMY: [79, 119],
  COMPACT: [99, 149],
  SEDAN: [129, 209],
  SUV: [189, 389],
  LUXURY: [449, 1199],
  VAN: [229, 329],
}

const SEATS: Record<Category, number> = {
  ECONOMY: 5,
  COMPACT: 5,
  SEDAN: 5,
  SUV: 7,
  LUXURY: 5,
  VAN: 8,
}
const CATEGORIES = Object.keys(MODELS) as Category[]
/** Paint colours of the fleet; scripts/generate-car-images.ts draws every one of them. */
export const CAR_COLORS = [
  'white',
  'black',
  'silver',
  'red',
  'blue',
  'grey',
  'green',
  'sand',
] as const
export type CarColor = (typeof CAR_COLORS)[number]
const TAGS = [
  'tags.freeDelivery',
  'tags.newArrival',
  'tags.bestSeller',
  'tags.familyFriendly',
  'tags.premium',
] as const

/** The raster widths the sandbox's photo "service" offers beside each drawing (WebP). */
export const PHOTO_WIDTHS = [400, 800, 1200] as const

/** A photo's drawing (`width` omitted) or its WebP rendition at one of PHOTO_WIDTHS. */
export function carImageUrl(
  category: Category,
  color: string,
  view: number,
  width?: number,
): string {
  const name = `/rental/sandbox-cars/${category.toLowerCase()}-${color}-${view}`
  return width === undefined ? `${name}.svg` : `${name}-${width}.webp`
}

function tiers(
  base: number,
  product: 'DAILY' | 'MONTHLY',
  vat: number,
  currency: string,
): PriceTiers {
  const steps =
    product === 'DAILY'
      ? [
          [1, 1],
          [7, 0.9],
          [28, 0.8],
        ]
      : [
          [1, 1],
          [3, 0.95],
          [6, 0.9],
        ]
  return steps.map(([minPeriod = 1, factor = 1]) => {
    const amount = roundMoney(base * factor, currency)
    return { minPeriod, amount, amountWithVat: roundMoney(amount * (1 + vat / 100), currency) }
  })
}

/** The first `count` cars of the fleet, with their prices: the same records on every call. */
export function generateFleet(count: number): FleetCar[] {
  const faker = new Faker({ locale: [en], seed: 20261121 })
  const fleet: FleetCar[] = []
  for (let index = 0; index < count; index++) {
    const city = SEED_CITIES[index % SEED_CITIES.length]
    if (!city) continue
    const number = Math.floor(index / SEED_CITIES.length) + 1
    const category = CATEGORIES[(index * 7 + number) % CATEGORIES.length] ?? 'SEDAN'
    const [make, model, engine] = faker.helpers.arrayElement(MODELS[category])
    const color = faker.helpers.arrayElement(CAR_COLORS)
    const [low, high] = DAILY_PRICE[category]
    const scale = currencyScale(city.currency)
    const dailyPrice = roundMoney(faker.number.int({ min: low, max: high }) * scale, city.currency)
    const monthlyPrice = roundMoney(dailyPrice * 18, city.currency)
    const electric = model === 'Model S'
    const id = `${city.code.toLowerCase()}-${String(number).padStart(3, '0')}`
    const images = [1, 2, 3].map((view) => ({
      url: carImageUrl(category, color, view),
      width: 800,
      height: 500,
      renditions: PHOTO_WIDTHS.map((width) => ({
        url: carImageUrl(category, color, view, width),
        width,
      })),
    }))
    const listing: FleetCar['listing'] = {
      id,
      cityCode: city.code,
      currency: city.currency,
      make,
      model,
      year: faker.number.int({ min: 2022, max: 2026 }),
      category,
      seats: SEATS[category],
      transmission: faker.number.int({ min: 0, max: 9 }) === 0 ? 'MANUAL' : 'AUTOMATIC',
      fuel: electric ? 'ELECTRIC' : engine.includes('hybrid') ? 'HYBRID' : 'PETROL',
      doors: category === 'VAN' ? 4 : faker.helpers.arrayElement([4, 5]),
      luggage: category === 'VAN' || category === 'SUV' ? 4 : 2,
      engine,
      color,
      images,
      tags: [
        ...faker.helpers.arrayElements(TAGS, { min: 0, max: 2 }),
        ...(electric ? ['tags.electric'] : []),
      ].map((i18nKey) => ({ i18nKey })),
      products: category === 'LUXURY' && number % 3 === 0 ? ['DAILY'] : ['DAILY', 'MONTHLY'],
      dailyPrice,
      monthlyPrice,
      rank: faker.number.int({ min: 1, max: 1000 }),
      createdAt: faker.date
        .between({ from: '2025-06-01T00:00:00Z', to: '2026-11-01T00:00:00Z' })
        .toISOString(),
    }
    const prices = (['DAILY', 'MONTHLY'] as const).map((product) => ({
      listingId: id,
      productType: product,
      currency: city.currency,
      vatPercentage: city.vatPercentage,
      prices: tiers(
        product === 'DAILY' ? dailyPrice : monthlyPrice,
        product,
        city.vatPercentage,
        city.currency,
      ),
      kmPerPeriod: product === 'DAILY' ? 250 : 3000,
      depositAmount: product === 'DAILY' ? 1000 * scale : 0,
    }))
    fleet.push({ listing, prices })
  }
  return fleet
}
