import { clearDatabase, db } from './db'
import {
  clearPersistedData,
  hasPersistedData,
  persistedDataLoaded,
  reseedUnreadable,
  startSaving,
  stopSaving,
} from './lib/persist'
import { citySettingsFor, SEED_CITIES } from './seed/cities'
import { SEED_FEATURES } from './seed/features'
import { insertFleet } from './seed/fleet'
import { fleetOf } from './seed/fleet-source'
import { seedListingCount } from './seed/listing-count'
import { yieldWhenDue } from './lib/yield-to-main'
import { seedPersonas } from './seed/personas'
import { RESIDENT_QUESTIONS } from './seed/questions'

export { seedListingCount }

const REFERENCE = [
  db.cities,
  db.citySettings,
  db.listings,
  db.prices,
  db.residentQuestions,
] as const

/** Reference data: the same on every start, so it is rebuilt rather than stored. */
async function seedReferenceData(listingCount: number): Promise<void> {
  for (const collection of REFERENCE) collection.clear()
  for (const city of SEED_CITIES) {
    await yieldWhenDue()
    await db.cities.create({
      code: city.code,
      slug: city.slug,
      currency: city.currency,
      translations: [
        { language: 'en', name: city.names.en },
        { language: 'ar', name: city.names.ar },
      ],
      public: true,
      timezone: city.timezone,
    })
    await db.citySettings.create(citySettingsFor(city, 'DAILY'))
    await db.citySettings.create(citySettingsFor(city, 'MONTHLY'))
  }
  for (const question of RESIDENT_QUESTIONS) {
    await yieldWhenDue()
    await db.residentQuestions.create(question)
  }
  await insertFleet(fleetOf(listingCount))
}

/** What customers change: flags, personas and their documents, cards and bookings. */
async function seedCustomerData(): Promise<void> {
  for (const feature of SEED_FEATURES) {
    await yieldWhenDue()
    await db.features.create(feature)
  }
  await seedPersonas()
}

/** Loads the whole deterministic seed (Node tests and the standalone server). */
export async function seedDatabase(listingCount = seedListingCount()): Promise<void> {
  clearDatabase()
  await seedReferenceData(listingCount)
  await seedCustomerData()
}

/** Browser boot: reference data from the seed, customer data from the last visit if any. */
export async function startDatabase(): Promise<void> {
  await persistedDataLoaded()
  await seedReferenceData(seedListingCount())
  if (hasPersistedData()) await reseedUnreadable(seedCustomerData)
  else await seedCustomerData()
  startSaving()
}

/** Back to the seed, forgetting everything the visit changed. */
export async function resetDatabase(): Promise<void> {
  stopSaving()
  clearPersistedData()
  await seedDatabase()
  startSaving()
}
