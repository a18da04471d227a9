import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TEST_NOW, pinnedTestInstant } from './test-clock'

describe('the pinned test instant', () => {
  it('is the default when RENTAL_TEST_NOW is unset or blank', () => {
    expect(pinnedTestInstant(undefined).equals(Temporal.Instant.from(DEFAULT_TEST_NOW))).toBe(true)
    expect(pinnedTestInstant('  ').equals(pinnedTestInstant(undefined))).toBe(true)
  })

  it('reads an ISO date-time with its offset', () => {
    expect(pinnedTestInstant('2027-03-18T09:00:00+04:00').toString()).toBe('2027-03-18T05:00:00Z')
  })

  it('refuses a value without an offset, naming the variable', () => {
    expect(() => pinnedTestInstant('2027-03-18')).toThrow(/RENTAL_TEST_NOW must be/)
  })
})
