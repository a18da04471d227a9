import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from './db'
import { seedDatabase, seedListingCount } from './seed'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('seed', () => {
  it('is deterministic and covers every city', async () => {
    await seedDatabase(90)
    const first = db.listings
      .all()
      .map((listing) => `${listing.id}:${listing.make} ${listing.model}:${listing.dailyPrice}`)
    await seedDatabase(90)
    const second = db.listings
      .all()
      .map((listing) => `${listing.id}:${listing.make} ${listing.model}:${listing.dailyPrice}`)
    expect(second).toEqual(first)
    expect(first.length).toBeGreaterThanOrEqual(80)
    for (const code of ['DXB', 'AUH', 'AIN', 'SHJ', 'RUH', 'BUD'] as const) {
      expect(
        db.listings.findMany((q) => q.where({ cityCode: code })).length,
      ).toBeGreaterThanOrEqual(14)
    }
    expect(db.prices.count()).toBe(first.length * 2)
    expect(db.users.count()).toBe(9)
    expect(db.bookings.count()).toBe(6)
  })

  it.each([
    ['80', 80],
    ['10000', 10_000],
    ['79', 90],
    ['60', 90],
    ['85.5', 90],
    ['lots', 90],
  ])(
    'sizes the fleet from SEED_LISTINGS=%s as %i (at least 80, else the default)',
    (raw, count) => {
      vi.stubEnv('SEED_LISTINGS', raw)
      expect(seedListingCount()).toBe(count)
    },
  )
})
