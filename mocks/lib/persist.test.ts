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

describe('the sandbox inbox', { timeout: 30_000 }, () => {
  const INBOX_KEY = 'rental-sandbox/v2/inbox'
  const mail = {
    id: 'msg-persisted',
    to: 'customer@rental.test',
    subject: 'Reset your Rental password',
    body: 'Open the link within an hour.',
    link: '/rental/reset-password?token=sandbox-token',
    sentAt: '2026-03-01T09:00:00Z',
  }

  it('keeps its mails across a reload', async () => {
    const first = await freshSandbox()
    await first.inbox.create(mail)
    window.dispatchEvent(new Event('pagehide'))

    const again = await freshSandbox()
    expect(again.inbox.all()).toEqual([mail])
  })

  it('starts empty from a store of the previous format, which had no inbox', async () => {
    const first = await freshSandbox()
    await first.users.update((q) => q.where({ userId: 'user-customer' }), {
      data(user) {
        user.firstName = 'Persisted'
      },
    })
    window.dispatchEvent(new Event('pagehide'))
    localStorage.removeItem(INBOX_KEY)

    const again = await freshSandbox()
    expect(again.inbox.count()).toBe(0)
    expect(again.users.findFirst((q) => q.where({ userId: 'user-customer' }))?.firstName).toBe(
      'Persisted',
    )
  })

  it('drops a stored mail that is not valid, with a warning', async () => {
    const first = await freshSandbox()
    await first.inbox.create(mail)
    window.dispatchEvent(new Event('pagehide'))
    const stored = localStorage.getItem(INBOX_KEY) ?? ''
    expect(stored).toContain(mail.sentAt)
    localStorage.setItem(INBOX_KEY, stored.replace(mail.sentAt, 'yesterday'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    const again = await freshSandbox()
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(
      expect.arrayContaining([expect.stringContaining('"inbox"')]),
    )
    expect(again.inbox.count()).toBe(0)
  })

  it('is emptied by a reset', async () => {
    const first = await freshSandbox()
    await first.inbox.create(mail)
    window.dispatchEvent(new Event('pagehide'))
    const { resetDatabase } = await import('../seed')
    await resetDatabase()
    expect(first.inbox.count()).toBe(0)
    window.dispatchEvent(new Event('pagehide'))

    const again = await freshSandbox()
    expect(again.inbox.count()).toBe(0)
  })
})
