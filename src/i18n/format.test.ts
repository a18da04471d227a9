import { describe, expect, it } from 'vitest'
import { formatDay, formatMoney, formatTime } from './format'

describe('formats', () => {
  it("shows money as '{amount} {currency}' with Latin digits in both languages", () => {
    expect(formatMoney(1250.5, 'AED', 'en')).toBe('1,250.5 AED')
    expect(formatMoney(1250.5, 'AED', 'ar')).toMatch(/^1[,٬]250[.٫]5 AED$/)
    expect(formatMoney(12345.67, 'HUF', 'en')).toBe('12,346 HUF')
  })

  it("formats days as 'EEE, MMM d' in the city's time zone", () => {
    // 21:30 UTC on 1 Dec is already 2 Dec in Dubai.
    expect(formatDay('2026-12-01T21:30:00Z', 'Asia/Dubai', 'en')).toBe('Wed, Dec 2')
    expect(formatDay('2026-12-01T21:30:00Z', 'Europe/Budapest', 'en')).toBe('Tue, Dec 1')
    expect(formatDay('2026-12-01T21:30:00Z', 'Asia/Dubai', 'ar')).toMatch(/2/)
    expect(formatDay('2026-12-01T21:30:00Z', 'Asia/Dubai', 'ar')).not.toMatch(/[٠-٩]/)
  })

  it('shows 24-hour times in the city', () => {
    expect(formatTime('2026-12-01T10:00:00Z', 'Asia/Dubai', 'en')).toBe('14:00')
    expect(formatTime('2026-12-01T10:00:00Z', 'Asia/Riyadh', 'ar')).toBe('13:00')
  })
})
