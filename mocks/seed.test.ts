import { describe, expect, it } from 'vitest'
import { db } from './db'
import { seedDatabase } from './seed'

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
    expect(db.bookings.count()).toBe(3)
  })
})
