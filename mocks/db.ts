import { Collection } from '@msw/data'
import { z } from 'zod/mini'
import { cityRecordSchema, citySettingsSchema } from '../src/api/schemas/configuration'
import {
  analyticsEventSchema,
  featureSchema,
  logEntrySchema,
} from '../src/api/schemas/platform-meta'
import { durablePersist } from './lib/persist'

// The fake platform's database. Every collection's schema extends the client's contract, so
// a record the sandbox serves is a record the app can parse.

export const db = {
  cities: new Collection({
    schema: z.extend(cityRecordSchema, { slug: z.string() }),
    extensions: [durablePersist('cities')],
  }),
  citySettings: new Collection({
    schema: citySettingsSchema,
    extensions: [durablePersist('city-settings')],
  }),
  features: new Collection({
    schema: featureSchema,
    extensions: [durablePersist('features')],
  }),
  logs: new Collection({
    schema: z.extend(logEntrySchema, { id: z.string(), receivedAt: z.string() }),
    extensions: [durablePersist('logs')],
  }),
  analyticsEvents: new Collection({
    schema: analyticsEventSchema,
    extensions: [durablePersist('analytics-events')],
  }),
}

export type Db = typeof db

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear()
}
