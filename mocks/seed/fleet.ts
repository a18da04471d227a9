import type { z } from 'zod/mini'
import type { listingPricesSchema } from '../../src/api/schemas/listings'
import { db } from '../db'
import { yieldWhenDue } from '../lib/yield-to-main'

// The fleet as plain data: what the seed inserts, whether generated in Node or prebuilt for the
// browser. Nothing here needs faker.

export type PriceTiers = z.input<typeof listingPricesSchema>['prices']

/** One car of the fleet and its daily and monthly price lists, exactly as stored. */
export interface FleetCar {
  listing: Parameters<typeof db.listings.create>[0]
  prices: Array<Parameters<typeof db.prices.create>[0]>
}

export async function insertFleet(fleet: readonly FleetCar[]): Promise<void> {
  for (const car of fleet) {
    await yieldWhenDue()
    await db.listings.create(car.listing)
    for (const price of car.prices) await db.prices.create(price)
  }
}
