// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearPaymentReturn,
  leaveForApproval,
  PAYMENT_RETURN_KEY,
  readPaymentReturn,
  savePaymentReturn,
  withReturnMarker,
  type PaymentReturn,
} from './payment-return'
import { clearPrivateStorage, PRIVATE_STORAGE_PREFIX } from './private-storage'

// The one way back from a bank's page: kept per tab, versioned, checked when read, whose it is
// must match, and gone at logout.

const booking = { kind: 'booking' as const, bookingId: 'bkg-1' }
const entry: PaymentReturn = {
  owner: booking,
  back: { kind: 'card', paymentMethodId: 'pm-3ds' },
  form: { name: 'Layla Haddad', expiry: '12/30' },
}

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('the payment return record', () => {
  it('gives back what was kept to its owner only, and keeps it until cleared', () => {
    savePaymentReturn(entry)
    expect(readPaymentReturn({ kind: 'booking', bookingId: 'bkg-2' })).toBeNull()
    expect(readPaymentReturn({ kind: 'cards' })).toBeNull()
    expect(readPaymentReturn(booking)).toEqual(entry)
    expect(readPaymentReturn(booking)).toEqual(entry)
    clearPaymentReturn()
    expect(readPaymentReturn(booking)).toBeNull()
  })

  it('holds the name and expiry typed, never a card number or security code', () => {
    savePaymentReturn({
      ...entry,
      form: { name: 'Layla', expiry: '12/30', number: '4000000000003220', cvc: '123' },
    } as PaymentReturn)
    const raw = sessionStorage.getItem(PAYMENT_RETURN_KEY) ?? ''
    expect(raw).toContain('Layla')
    expect(raw).not.toContain('4000')
    expect(raw).not.toContain('cvc')
    expect(readPaymentReturn(booking)?.form).toEqual({ name: 'Layla', expiry: '12/30' })
  })

  it.each([
    ['not JSON', '{"version":'],
    ['another version', JSON.stringify({ ...entry, version: 2 })],
    ['no version', JSON.stringify(entry)],
    ['a foreign shape', JSON.stringify({ version: 1, owner: booking, back: { kind: 'bank' } })],
    [
      'an expiry that is not one',
      JSON.stringify({ ...entry, version: 1, form: { name: '', expiry: '<b>' } }),
    ],
  ])('ignores %s', (_, raw) => {
    sessionStorage.setItem(PAYMENT_RETURN_KEY, raw)
    expect(readPaymentReturn(booking)).toBeNull()
  })

  it('is private: logging out clears it with the drafts', () => {
    savePaymentReturn(entry)
    expect(PAYMENT_RETURN_KEY.startsWith(PRIVATE_STORAGE_PREFIX)).toBe(true)
    sessionStorage.setItem('rental:theme', 'dark')
    clearPrivateStorage()
    expect(sessionStorage.getItem(PAYMENT_RETURN_KEY)).toBeNull()
    expect(sessionStorage.getItem('rental:theme')).toBe('dark')
  })

  it('is written before the page leaves for the bank, which is told to come back here', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    leaveForApproval(
      '/rental/sandbox/challenge?challenge=c1',
      '/rental/payment-center?payment=returned',
      {
        ...entry,
        owner: { kind: 'cards' },
      },
    )
    expect(readPaymentReturn({ kind: 'cards' })?.back).toEqual(entry.back)
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost')
    expect(target.searchParams.get('returnUrl')).toBe('/rental/payment-center?payment=returned')
  })

  it('marks a return URL, keeping its query', () => {
    expect(withReturnMarker('/rental/post-booking/bkg-1')).toBe(
      '/rental/post-booking/bkg-1?payment=returned',
    )
    expect(withReturnMarker('/rental/summary?city=dubai')).toBe(
      '/rental/summary?city=dubai&payment=returned',
    )
  })
})
