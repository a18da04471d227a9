import { defineExtension } from '@msw/data/extensions'
import {
  createFromSerializedRecord,
  serializeRecord,
  type SerializedRecord,
} from '@msw/data/extensions/persist'
import { yieldWhenDue } from './yield-to-main'

// Like @msw/data's persist(), which writes only on `unload` (an event browsers are retiring),
// this saves soon after every change and when the page is hidden, under a stable per-collection
// key whose prefix carries the format's version. Browser only; in Node the database lives in
// memory. What is read back is checked: a value that is not JSON, not a list of records, or not
// valid for the collection's schema resets that collection (with a console warning) instead of
// failing the sandbox's start.

/**
 * v2: bookings gained a pending end date, charges settledAt/fromDeposit, invoices a kind. The
 * inbox joined later as a key of its own, without a new version: a v2 store without it reads back
 * as an empty inbox, which is what the in-memory inbox held after a reload, and every other
 * collection keeps its format.
 */
export const STORAGE_PREFIX = 'rental-sandbox/v2/'

type PersistedCollection = Parameters<Parameters<typeof defineExtension>[0]['extend']>[0]

const hydrations: Promise<void>[] = []
/**
 * Off until the database has started, and during a reset: a page left halfway through seeding
 * would otherwise store half a seed, which the next page reads back as the last visit's data
 * (a customer without the personas is suddenly logged out). Unsaved, the next page seeds again.
 */
let saving = false
const collections = new Map<string, PersistedCollection>()
const unreadable = new Set<string>()

function hasStorage(): boolean {
  return typeof window !== 'undefined' && typeof localStorage !== 'undefined'
}

export function durablePersist(name: string) {
  return defineExtension({
    name: 'durable-persist',
    extend(collection) {
      if (!hasStorage()) return
      const key = `${STORAGE_PREFIX}${name}`
      let timer: ReturnType<typeof setTimeout> | undefined
      const save = () => {
        timer = undefined
        // The page (or a test's DOM) may be gone by the time the timer fires.
        if (!saving || !hasStorage()) return
        try {
          localStorage.setItem(key, JSON.stringify(collection.all().map(serializeRecord)))
        } catch (error) {
          // Storage full or unavailable: the sandbox keeps working, only without persistence.
          console.warn(`Sandbox data "${name}" could not be saved`, error)
        }
      }
      const schedule = () => {
        timer ??= setTimeout(save, 100)
      }
      collections.set(name, collection)
      const hydrate = async () => {
        try {
          await restore(collection, localStorage.getItem(key))
        } catch (error) {
          console.warn(
            `Sandbox data "${name}" could not be read back; it starts from the seed`,
            error,
          )
          collection.clear()
          localStorage.removeItem(key)
          unreadable.add(name)
        }
        // Listen only after hydrating, so loading the last visit does not count as a change.
        collection.hooks.on('create', schedule)
        collection.hooks.on('update', schedule)
        collection.hooks.on('delete', schedule)
        window.addEventListener('pagehide', () => {
          if (timer) clearTimeout(timer)
          save()
        })
      }
      hydrations.push(hydrate())
    },
  })
}

async function restore(collection: PersistedCollection, raw: string | null): Promise<void> {
  if (!raw) return
  const records: unknown = JSON.parse(raw)
  if (!Array.isArray(records)) throw new Error('not a list of records')
  // The collection validates each record against its schema and throws on one out of shape.
  for (const record of records as SerializedRecord[]) {
    await yieldWhenDue()
    await createFromSerializedRecord(collection, record)
  }
}

/**
 * Reseeds only the collections that could not be read back: `seed` fills every collection from
 * the seed, then those that were read keep what the last visit left.
 */
export async function reseedUnreadable(seed: () => Promise<void>): Promise<void> {
  if (unreadable.size === 0) return
  const kept = [...collections]
    .filter(([name]) => !unreadable.has(name))
    .map(([, collection]) => ({ collection, records: collection.all().map(serializeRecord) }))
  for (const collection of collections.values()) collection.clear()
  await seed()
  for (const { collection, records } of kept) {
    collection.clear()
    for (const record of records) {
      await yieldWhenDue()
      await createFromSerializedRecord(collection, record)
    }
  }
  unreadable.clear()
}

/** From now on changes are stored: the database holds a whole seed or the last visit. */
export function startSaving(): void {
  saving = true
}

/** Stops storing changes, while the database is rebuilt. */
export function stopSaving(): void {
  saving = false
}

/** Resolves once every persisted collection has loaded what the last visit left. */
export async function persistedDataLoaded(): Promise<void> {
  await Promise.all(hydrations)
}

export function hasPersistedData(): boolean {
  return hasStorage() && Object.keys(localStorage).some((key) => key.startsWith(STORAGE_PREFIX))
}

export function clearPersistedData(): void {
  if (!hasStorage()) return
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key)
  }
}
