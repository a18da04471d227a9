import { describe, expect, it } from 'vitest'
import type { SavedPaymentMethod } from '../api/schemas/payment'
import {
  cardProblem,
  cityYearMonth,
  detectBrand,
  expiryState,
  isInserted,
  isPayable,
  isSaved,
  luhnValid,
} from './cards'

const card = (overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod => ({
  paymentMethodId: 'pm-1',
  brand: 'VISA',
  last4Digits: '4242',
  expiryMonth: 8,
  expiryYear: 2029,
  status: 'SUCCESS',
  isPreferred: false,
  ...overrides,
})

const today = { year: 2026, month: 11 }

describe('card brands', () => {
  it.each([
    ['4242424242424242', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    ['6445644564456445', 'DISCOVER'],
    ['3566002020360505', 'JCB'],
    ['30569309025904', 'DINERS'],
    ['36227206271667', 'DINERS'],
    ['6200000000000005', 'UNIONPAY'],
    ['9999999999999995', 'UNKNOWN'],
    ['', 'UNKNOWN'],
  ] as const)('reads %s as %s', (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand)
  })
})

describe('Luhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000003220', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['42424242', false],
    ['4242 4242 4242 4242', false],
    ['42424242424242424242', false],
  ])('checks %s: %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid)
  })
})

describe('expiry', () => {
  it('is valid through the end of its month, and expiring soon in that month and the one before', () => {
    expect(expiryState({ year: 2026, month: 10 }, today)).toBe('expired')
    expect(expiryState({ year: 2025, month: 12 }, today)).toBe('expired')
    expect(expiryState({ year: 2026, month: 11 }, today)).toBe('expiringSoon')
    expect(expiryState({ year: 2026, month: 12 }, today)).toBe('expiringSoon')
    expect(expiryState({ year: 2027, month: 1 }, today)).toBe('valid')
  })

  it("reads today in the city's calendar", () => {
    // 31 Oct 2026 22:30 UTC is already 1 November in Dubai (UTC+4).
    const instant = Date.UTC(2026, 9, 31, 22, 30)
    expect(cityYearMonth(instant, 'Asia/Dubai')).toEqual({ year: 2026, month: 11 })
    expect(cityYearMonth(instant, 'Europe/Budapest')).toEqual({ year: 2026, month: 10 })
  })
})

describe('SPEC §5 inserted cards', () => {
  it('needs a brand, four last digits and a positive expiry', () => {
    expect(isInserted(card())).toBe(true)
    expect(isInserted(card({ brand: 'UNKNOWN' }))).toBe(true)
    expect(isInserted(card({ last4Digits: '' }))).toBe(false)
    expect(isInserted(card({ expiryMonth: 0 }))).toBe(false)
    expect(isInserted(card({ expiryYear: 0 }))).toBe(false)
    expect(isInserted(card({ expiryMonth: -1 }))).toBe(false)
  })

  it('offers for payment only a verified, inserted, unexpired card that mada allows', () => {
    const dubai = { today, cityCode: 'DXB' as const }
    const riyadh = { today, cityCode: 'RUH' as const }
    expect(isPayable(card(), dubai)).toBe(true)
    expect(cardProblem(card({ status: 'PENDING' }), dubai)).toBe('pending')
    expect(cardProblem(card({ status: 'FAILED' }), dubai)).toBe('failed')
    expect(cardProblem(card({ last4Digits: '' }), dubai)).toBe('notInserted')
    expect(cardProblem(card({ expiryYear: 2026, expiryMonth: 10 }), dubai)).toBe('expired')
    expect(cardProblem(card(), { ...riyadh, mada: 'MADA_NOT_AUTHORIZED' })).toBe('madaBlocked')
    expect(cardProblem(card(), { ...riyadh, mada: 'MADA_AUTHORIZED' })).toBeUndefined()
    expect(isPayable(card({ expiryYear: 2026, expiryMonth: 11 }), dubai)).toBe(true)
  })

  it('lets the mada status decide only in Riyadh (SPEC §4)', () => {
    expect(cardProblem(card(), { today, cityCode: 'DXB', mada: 'MADA_NOT_AUTHORIZED' })).toBe(
      undefined,
    )
  })

  it('never counts a card the bank declined as saved', () => {
    expect(isSaved(card())).toBe(true)
    expect(isSaved(card({ status: 'PENDING' }))).toBe(true)
    expect(isSaved(card({ status: 'FAILED' }))).toBe(false)
  })
})
