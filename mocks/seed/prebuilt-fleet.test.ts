import { describe, expect, it } from 'vitest'
import { prebuiltFleetModule } from '../../vite.config'
import { db } from '../db'
import { seedDatabase, seedListingCount } from '../seed'
import { insertFleet, type FleetCar } from './fleet'
import { generateFleet } from './listings'

// The browser's fleet is generated at build time: it must be the very fleet Node seeds from.

async function loadPrebuilt(count: number): Promise<(size: number) => FleetCar[]> {
  const code = prebuiltFleetModule(String(count))
  const module: unknown = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  if (typeof module !== 'object' || module === null || !('fleetOf' in module)) {
    throw new Error('The prebuilt module has no fleetOf')
  }
  const { fleetOf } = module
  if (typeof fleetOf !== 'function') throw new Error('fleetOf is not a function')
  return (size) => {
    const fleet: unknown = Reflect.apply(fleetOf, undefined, [size])
    return fleet as FleetCar[]
  }
}

describe('the prebuilt sandbox fleet', { timeout: 30_000 }, () => {
  it('holds the records Node generates from the same seed, and seeds the same database', async () => {
    const count = seedListingCount()
    const fleetOf = await loadPrebuilt(count)
    const shipped = fleetOf(count)
    expect(shipped).toEqual(generateFleet(count))

    await seedDatabase(count)
    const fromNode = { listings: db.listings.all(), prices: db.prices.all() }
    db.listings.clear()
    db.prices.clear()
    await insertFleet(shipped)
    expect(db.listings.all()).toEqual(fromNode.listings)
    expect(db.prices.all()).toEqual(fromNode.prices)
  })

  it('refuses a fleet larger than it was built with, rather than inventing cars', async () => {
    const fleetOf = await loadPrebuilt(80)
    expect(fleetOf(80)).toHaveLength(80)
    expect(() => fleetOf(81)).toThrow(/80 cars/)
  })
})
