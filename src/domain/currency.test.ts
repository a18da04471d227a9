import { describe, expect, it } from 'vitest'
import { minorUnitDigits } from './currency'
import { roundMoney } from './money-rules'

describe('minorUnitDigits', () => {
  it('is none for the forint and two for the other currencies', () => {
    expect(minorUnitDigits('HUF')).toBe(0)
    for (const currency of ['AED', 'SAR', 'EUR', 'USD', 'GBP']) {
      expect(minorUnitDigits(currency)).toBe(2)
    }
  })
})

describe('roundMoney', () => {
  it('rounds to whole forints, and to cents (fils, halalas) otherwise', () => {
    expect(roundMoney(4_321.5, 'HUF')).toBe(4_322)
    expect(roundMoney(4_321.49, 'HUF')).toBe(4_321)
    expect(roundMoney(438.896, 'AED')).toBe(438.9)
    expect(roundMoney(0.1 + 0.2, 'SAR')).toBe(0.3)
    expect(roundMoney(-180.004, 'EUR')).toBe(-180)
  })
})
