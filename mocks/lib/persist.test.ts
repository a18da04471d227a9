// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

// The sandbox's saved data is read back with care: a collection whose stored value is not JSON
// or not valid for its schema starts from the seed with a warning, the others keep the last
// visit, and the sandbox starts. Each step loads the modules afresh, as a page reload does.

async function freshSandbox() {
  vi.resetModules()
  const { db } = await import('../db')
  const { startDatabase } = await import('../seed')
  await startDatabase()
  return db
}

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('sandbox persistence', { timeout: 30_000 }, () => {
  it('keeps what the last visit changed', async () => {
    const first = await freshSandbox()
    await first.users.update((q) => q.where({ userId: 'user-customer' }), {
      data(user) {
        user.firstName = 'Persisted'
      },
    })
    window.dispatchEvent(new Event('pagehide'))

    const again = await freshSandbox()
    expect(again.users.findFirst((q) => q.where({ userId: 'user-customer' }))?.firstName).toBe(
      'Persisted',
    )
  })

  it('resets only a corrupt collection, warns, and starts', async () => {
    const first = await freshSandbox()
    const seedBookings = first.bookings.count()
    const seedCards = first.paymentMethods.count()
    expect(seedBookings).toBeGreaterThan(0)
    await first.users.update((q) => q.where({ userId: 'user-customer' }), {
      data(user) {
        user.firstName = 'Persisted'
      },
    })
    window.dispatchEvent(new Event('pagehide'))
    localStorage.setItem('rental-sandbox/v2/bookings', '{"not json')
    localStorage.setItem('rental-sandbox/v2/payment-methods', JSON.stringify([{ bogus: true }]))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    const again = await freshSandbox()
    const warned = warn.mock.calls.map(([message]) => String(message))
    expect(warned).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"bookings"'),
        expect.stringContaining('"payment-methods"'),
      ]),
    )
    expect(again.bookings.count()).toBe(seedBookings)
    expect(again.paymentMethods.count()).toBe(seedCards)
    expect(again.users.findFirst((q) => q.where({ userId: 'user-customer' }))?.firstName).toBe(
      'Persisted',
    )
    expect(localStorage.getItem('rental-sandbox/v2/bookings')).not.toBe('{"not json')
  })
})
