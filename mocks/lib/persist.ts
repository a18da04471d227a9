import { defineExtension } from '@msw/data/extensions'
import {
  createFromSerializedRecord,
  serializeRecord,
  type SerializedRecord,
} from '@msw/data/extensions/persist'

// Like @msw/data's persist(), which writes only on `unload` (an event browsers are retiring),
// this saves soon after every change and when the page is hidden, under a stable per-collection
// key. Browser only; in Node the database lives in memory.

export const STORAGE_PREFIX = 'rental-sandbox/v1/'

const hydrations: Promise<void>[] = []

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
        if (!hasStorage()) return
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
      const hydrate = async () => {
        const raw = localStorage.getItem(key)
        if (raw) {
          const records = JSON.parse(raw) as SerializedRecord[]
          for (const record of records) await createFromSerializedRecord(collection, record)
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
