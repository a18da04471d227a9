import { describe, expect, it } from 'vitest'
import { isValidIsoDate } from './iso-date'

describe('isValidIsoDate', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31', '2000-02-29'])('accepts %s', (value) => {
    expect(isValidIsoDate(value)).toBe(true)
  })

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-1-1',
    '25:00',
    '',
    '2026-12-01T10:00',
  ])('rejects %s', (value) => {
    expect(isValidIsoDate(value)).toBe(false)
  })
})
