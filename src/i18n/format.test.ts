import { describe, expect, it } from 'vitest'
import {
  formatDay,
  formatFullDate,
  formatMoney,
  formatMonth,
  formatPlainDay,
  formatTime,
  formatWeekday,
  formatWeekdayColumn,
  joinLabel,
} from './format'

describe('formats', () => {
  it("shows money as '{amount} {currency}' with Latin digits in both languages", () => {
    expect(formatMoney(1250.5, 'AED', 'en')).toBe('1,250.50 AED')
    // A whole amount keeps its decimals, so it reads like the amounts beside it ("130.20 AED").
    expect(formatMoney(273, 'AED', 'en')).toBe('273.00 AED')
    expect(formatMoney(273, 'SAR', 'ar')).toMatch(/^273[.٫]00 SAR$/)
    expect(formatMoney(1000000, 'AED', 'en', { whole: true })).toBe('1,000,000 AED')
    expect(formatMoney(1250.5, 'AED', 'ar')).toMatch(/^1[,٬]250[.٫]50 AED$/)
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

describe('calendar date formats', () => {
  it("shows calendar dates as 'EEE, MMM d' whatever the machine's zone", () => {
    expect(formatPlainDay('2026-11-22', 'en')).toBe('Sun, Nov 22')
    expect(formatPlainDay('2026-11-22', 'ar')).not.toMatch(/[٠-٩]/)
    expect(formatFullDate('2026-11-22', 'en')).toBe('Sunday, November 22, 2026')
    expect(formatMonth('2026-12', 'en')).toBe('December 2026')
  })

  it('names weekdays from Sunday = 0', () => {
    expect(formatWeekday(0, 'short', 'en')).toBe('Sun')
    expect(formatWeekday(6, 'long', 'en')).toBe('Saturday')
    expect(formatWeekday(0, 'long', 'ar')).toBe('الأحد')
  })

  it('heads Arabic calendar columns with one-letter names that fit a phone', () => {
    const arabic = [0, 1, 2, 3, 4, 5, 6].map((index) => formatWeekdayColumn(index, 'ar'))
    expect(arabic).toEqual(['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'])
    expect(formatWeekdayColumn(3, 'en')).toBe('Wed')
  })

  it('joins a spoken label with the language’s own comma', () => {
    expect(joinLabel(['Tuesday, December 1, 2026', 'Unavailable'], 'en')).toBe(
      'Tuesday, December 1, 2026, Unavailable',
    )
    expect(joinLabel(['الثلاثاء، 1 ديسمبر 2026', 'غير متاح'], 'ar')).toBe(
      'الثلاثاء، 1 ديسمبر 2026، غير متاح',
    )
  })
})
