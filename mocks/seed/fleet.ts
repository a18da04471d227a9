import type { z } from 'zod/mini'
import type { listingPricesSchema } from '../../src/api/schemas/listings'
import { db } from '../db'
import { yieldToMain } from '../lib/yield-to-main'

// The fleet as plain data: what the seed inserts, whether generated in Node or prebuilt for the
// browser. Nothing here needs faker.

export type PriceTiers = z.input<typeof listingPricesSchema>['prices']

/** One car of the fleet and its daily and monthly price lists, exactly as stored. */
export interface FleetCar {
  listing: Parameters<typeof db.listings.create>[0]
  prices: Array<Parameters<typeof db.prices.create>[0]>
}

/** Cars inserted between two yields to the browser: one short task each. */
const CARS_PER_TASK = 8

export async function insertFleet(fleet: readonly FleetCar[]): Promise<void> {
  for (const [index, car] of fleet.entries()) {
    if (index > 0 && index % CARS_PER_TASK === 0) await yieldToMain()
    await db.listings.create(car.listing)
    for (const price of car.prices) await db.prices.create(price)
  }
}
