import { db, clearDatabase } from './db'
import { citySettingsFor, SEED_CITIES } from './seed/cities'
import { SEED_FEATURES } from './seed/features'

/** Loads the deterministic seed. The same call restores it after a reset. */
export async function seedDatabase(): Promise<void> {
  clearDatabase()
  for (const city of SEED_CITIES) {
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
  for (const feature of SEED_FEATURES) await db.features.create(feature)
}
