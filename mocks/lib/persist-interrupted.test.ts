// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest'

// A page left while the sandbox was still seeding must not store half a seed: the next page
// would read it back as the last visit's data and start without the personas, so a signed-in
// customer was suddenly logged out (seen in the browser journeys, which move on as soon as a
// prerendered page shows its heading). Its own file: every page loaded in a test file keeps its
// `pagehide` listener on the one window, and an earlier, fully seeded one would save over this.

it('stores nothing from a page left before its data was seeded; the next page seeds again', async () => {
  const { db } = await import('../db')
  const { startDatabase } = await import('../seed')
  const { persistedDataLoaded } = await import('./persist')

  const started = startDatabase()
  // The collections have read back (nothing) and listen for pagehide; seeding has begun.
  await persistedDataLoaded()
  expect(db.users.count()).toBe(0)
  window.dispatchEvent(new Event('pagehide'))
  // What the page left behind; it is gone, so nothing it would still do later is stored.
  const left = Object.keys(localStorage).map((key): [string, string] => [
    key,
    localStorage.getItem(key) ?? '',
  ])
  await started

  localStorage.clear()
  for (const [key, value] of left) localStorage.setItem(key, value)
  vi.resetModules()
  const next = await import('../db')
  await (await import('../seed')).startDatabase()
  expect(next.db.users.findFirst((q) => q.where({ email: 'customer@rental.test' }))).toBeDefined()
})
