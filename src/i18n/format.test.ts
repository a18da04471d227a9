import { describe, expect, it, vi } from 'vitest'
import {
  formatDay,
  formatFullDate,
  formatMoney,
  formatMoneyFlow,
  formatMonth,
  formatNumber,
  intlLocale,
  formatPlainDay,
  formatPlainDayRange,
  formatTime,
  formatWeekday,
  formatWeekdayColumn,
  joinLabel,
} from './format'

describe('formats', () => {
  it("shows money as '{amount} {currency}' with Latin digits in both languages", () => {
    expect(formatMoney(1250.5, 'AED', 'en')).toBe('1,250.50\u00a0AED')
    // A whole amount keeps its decimals, so it reads like the amounts beside it ("130.20 AED").
    expect(formatMoney(273, 'AED', 'en')).toBe('273.00\u00a0AED')
    expect(formatMoney(273, 'SAR', 'ar')).toBe('\u2066273.00\u00a0SAR\u2069')
    expect(formatMoney(1000000, 'AED', 'en', { whole: true })).toBe('1,000,000\u00a0AED')
    expect(formatMoney(1250.5, 'AED', 'ar')).toBe('\u20661,250.50\u00a0AED\u2069')
    expect(formatMoney(12345.67, 'HUF', 'en')).toBe('12,346\u00a0HUF')
  })

  it('keeps an amount one unit: never split across lines, never reordered in an Arabic sentence', () => {
    // The currency is joined by a no-break space; in Arabic the whole amount is a left-to-right
    // isolate, so "ادفع 438.90 AED لتأكيده" never reads "ادفع AED 438.90".
    const sentence = `ادفع ${formatMoney(438.9, 'AED', 'ar')} لتأكيده`
    expect(sentence).toBe('ادفع \u2066438.90\u00a0AED\u2069 لتأكيده')
    expect(formatMoney(-12.5, 'AED', 'ar')).toBe('\u2066\u200e-12.50\u00a0AED\u2069')
  })

  it('says which way money went, never with the platform’s own sign', () => {
    expect(formatMoneyFlow(-255.2, 'AED', 'en', 'returned')).toBe('+255.20\u00a0AED')
    expect(formatMoneyFlow(255.2, 'AED', 'en', 'returned')).toBe('+255.20\u00a0AED')
    expect(formatMoneyFlow(-25, 'AED', 'en', 'taken')).toBe('25.00\u00a0AED')
    expect(formatMoneyFlow(-14.01, 'AED', 'ar', 'returned')).toBe('\u2066+14.01\u00a0AED\u2069')
    expect(formatMoneyFlow(-1500, 'HUF', 'en', 'returned')).toBe('+1,500\u00a0HUF')
  })

  it('writes numbers exactly as Intl.NumberFormat does, without creating one', () => {
    const unit = (language: 'en' | 'ar', number: string, currency: string) =>
      language === 'ar' ? `\u2066${number}\u00a0${currency}\u2069` : `${number}\u00a0${currency}`
    const intl = (language: 'en' | 'ar', digits: [number, number], value: number) =>
      new Intl.NumberFormat(intlLocale(language), {
        minimumFractionDigits: digits[0],
        maximumFractionDigits: digits[1],
      }).format(value)
    // Halves in the shortest decimal form (2.675 is 2.67499… in binary), carries, signs, zeros.
    const values = [
      0, -0, 1, 9.995, 999.995, 1000, 1234.5, -1234.5, 0.125, -0.001, 2.675, 1.005, 0.5,
      12345678.905, 99999.999, 1e15, 123456789012.34, 1e-7, 1e21,
    ]
    // And a spread of prices with cents (a fixed sequence, so a failure can be replayed).
    let seed = 7
    for (let index = 0; index < 500; index += 1) {
      seed = (seed * 16807) % 2147483647
      values.push(Math.round(seed % 10_000_000) / 1000)
    }
    const created = vi.spyOn(Intl, 'NumberFormat')
    expect(formatMoney(1234.5, 'AED', 'ar')).toBe('\u20661,234.50\u00a0AED\u2069')
    expect(created).not.toHaveBeenCalled()
    created.mockRestore()
    for (const language of ['en', 'ar'] as const) {
      for (const value of values) {
        expect(formatMoney(value, 'AED', language)).toBe(
          unit(language, intl(language, [2, 2], value), 'AED'),
        )
        expect(formatMoney(value, 'HUF', language)).toBe(
          unit(language, intl(language, [0, 0], value), 'HUF'),
        )
        expect(formatNumber(value, language)).toBe(intl(language, [0, 2], value))
      }
    }
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

describe('spans that cross a year', () => {
  it('dates both ends of a span with their year only when it runs into another one', () => {
    expect(formatPlainDayRange('2026-12-10', '2026-12-14', 'en')).toBe('Thu, Dec 10 – Mon, Dec 14')
    expect(formatPlainDayRange('2026-12-10', '2027-11-10', 'en')).toBe(
      'Thu, Dec 10, 2026 – Wed, Nov 10, 2027',
    )
    expect(formatPlainDayRange('2026-12-10', '2027-11-10', 'ar')).toBe(
      'الخميس، 10 ديسمبر 2026 – الأربعاء، 10 نوفمبر 2027',
    )
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
