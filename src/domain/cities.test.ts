import { describe, expect, it, vi } from 'vitest'
import { CITIES, cityByCode, cityBySlug, cityTimezone } from './cities'

describe('cities', () => {
  it('knows the six cities by slug and code', () => {
    expect(CITIES.map((city) => city.slug)).toEqual([
      'dubai',
      'abudhabi',
      'alain',
      'sharjah',
      'riyadh',
      'budapest',
    ])
    expect(cityBySlug('riyadh')?.code).toBe('RUH')
    expect(cityByCode('bud')?.slug).toBe('budapest')
    expect(cityBySlug('paris')).toBeUndefined()
  })

  it('maps Dubai and Abu Dhabi to Asia/Dubai', () => {
    expect(cityBySlug('dubai')?.timezone).toBe('Asia/Dubai')
    expect(cityBySlug('abudhabi')?.timezone).toBe('Asia/Dubai')
  })
})

describe('cityTimezone (SPEC §8)', () => {
  it("reports 'City is undefined' and uses UTC for a missing city", () => {
    const report = vi.fn()
    expect(cityTimezone(undefined, report)).toBe('UTC')
    expect(report).toHaveBeenCalledExactlyOnceWith('City is undefined')
  })

  it('uses the city time zone otherwise, without reporting', () => {
    const report = vi.fn()
    expect(cityTimezone({ timezone: 'Asia/Riyadh' }, report)).toBe('Asia/Riyadh')
    expect(report).not.toHaveBeenCalled()
  })
})
