import { minorUnitDigits } from '../domain/currency'
import type { Language } from '../domain/locales'

// Display formats (SPEC §9). Both languages use Latin digits
// (docs/decisions/006-latin-digits-in-both-languages.md); the Arabic locale still decides
// separators, month and weekday names.

export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US'
}

const numberFormats = new Map<string, Intl.NumberFormat>()

function intlNumber(
  value: number,
  language: Language,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): string {
  const key = `${language}:${minimumFractionDigits}:${maximumFractionDigits}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits,
      maximumFractionDigits,
    })
    numberFormats.set(key, format)
  }
  return format.format(value)
}

/** Adds one to a string of decimal digits: "0999" → "1000". */
function incrementDigits(digits: string): string {
  const out = digits.split('')
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1)
      return out.join('')
    }
    out[index] = '0'
  }
  return `1${out.join('')}`
}

/**
 * A number as both languages write it with Latin digits: "1,234.50", "‎-1,234.50" in Arabic
 * (a left-to-right mark keeps the sign on the left). It rounds the number's shortest decimal form
 * half away from zero, as Intl.NumberFormat does, and gives the same text (format.test.ts holds
 * them equal). Written out because the first Intl.NumberFormat a page creates loads the
 * locale's data: ~30 ms on the first page's main thread, ~130 ms on a slow phone. Numbers in
 * exponent form (below 1e-6 or from 1e21) go to Intl.
 */
function formatDecimal(
  value: number,
  language: Language,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): string {
  const shortest = String(Math.abs(value))
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(shortest)
  if (!decimal?.[1])
    return intlNumber(value, language, minimumFractionDigits, maximumFractionDigits)
  let whole = decimal[1]
  let fraction = decimal[2] ?? ''
  if (fraction.length > maximumFractionDigits) {
    const roundUp = (fraction[maximumFractionDigits] ?? '0') >= '5'
    const kept = whole + fraction.slice(0, maximumFractionDigits)
    const rounded = roundUp ? incrementDigits(kept) : kept
    whole = rounded.slice(0, rounded.length - maximumFractionDigits)
    fraction = rounded.slice(rounded.length - maximumFractionDigits)
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  const negative = value < 0 || Object.is(value, -0)
  const sign = negative ? (language === 'ar' ? '\u200e-' : '-') : ''
  return `${sign}${grouped}${fraction === '' ? '' : `.${fraction}`}`
}

/** Between an amount and its currency: the two never part at the end of a line. */
const NO_BREAK = '\u00a0'

/**
 * An amount's text as one unit: in Arabic a left-to-right isolate, so a sentence around it never
 * reorders it ("438.90 AED", not "AED 438.90") whichever text it is put into (a translation's
 * interpolation, an element, an accessible name).
 */
function moneyUnit(number: string, currency: string, language: Language): string {
  const text = `${number}${NO_BREAK}${currency}`
  return language === 'ar' ? `\u2066${text}\u2069` : text
}

/**
 * '{amount} {currency}', e.g. "1,250.00 AED" or "1,250.50 AED": always the currency's minor
 * unit, so a whole amount never stands without decimals beside one that has them. `whole` is for
 * bounds a customer types as whole numbers (the price filter's range): "1,000,000 AED".
 */
export function formatMoney(
  amount: number,
  currency: string,
  language: Language,
  options: { whole?: boolean } = {},
): string {
  const digits = options.whole ? 0 : minorUnitDigits(currency)
  return moneyUnit(formatDecimal(amount, language, digits, digits), currency, language)
}

/** Which way money went, from the customer's side; `off` is a discount taken off a price. */
export type MoneyFlow = 'taken' | 'returned' | 'off'

const FLOW_SIGN: Record<MoneyFlow, string> = { taken: '', returned: '+', off: '\u2212' }

/**
 * Money that moved, as the customer reads it: taken "255.20 AED", returned to them (a refund, a
 * credit) "+255.20 AED", taken off a price "−25.00 AED". The platform's own
 * sign (a refund line is negative) never shows: the flow says the direction, so no amount reads
 * "+-255.20".
 */
export function formatMoneyFlow(
  amount: number,
  currency: string,
  language: Language,
  flow: MoneyFlow,
): string {
  const digits = minorUnitDigits(currency)
  const number = formatDecimal(Math.abs(amount), language, digits, digits)
  return moneyUnit(`${FLOW_SIGN[flow]}${number}`, currency, language)
}

export function formatNumber(value: number, language: Language): string {
  return formatDecimal(value, language, 0, 2)
}

/** 'EEE, MMM d' of a moment, in a time zone: "Tue, Dec 1" / "الثلاثاء، 1 ديسمبر". */
export function formatDay(isoInstant: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(new Date(isoInstant))
}

/** A time of day in a time zone, 24-hour: "14:00". */
export function formatTime(isoInstant: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(isoInstant))
}

const plainFormats = new Map<string, Intl.DateTimeFormat>()

/** Calendar dates (`YYYY-MM-DD`, no time zone): formatted at noon UTC so no zone shifts the day. */
function plainFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`
  let format = plainFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' })
    plainFormats.set(key, format)
  }
  return format
}

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`)

/** 'EEE, MMM d' of a calendar date: "Sun, Nov 22". */
export function formatPlainDay(date: string, language: Language): string {
  return plainFormat(language, { weekday: 'short', month: 'short', day: 'numeric' }).format(
    atNoon(date),
  )
}

/**
 * A span of calendar dates, 'EEE, MMM d – EEE, MMM d'. When it runs into another year each end
 * carries its year ("Thu, Dec 10, 2026 – Wed, Nov 10, 2027"): without it, a subscription ending
 * next November reads as ending before it starts.
 */
export function formatPlainDayRange(from: string, to: string, language: Language): string {
  const format = plainFormat(language, {
    weekday: 'short',
    ...(from.slice(0, 4) === to.slice(0, 4) ? {} : { year: 'numeric' }),
    month: 'short',
    day: 'numeric',
  })
  return `${format.format(atNoon(from))} – ${format.format(atNoon(to))}`
}

/** A calendar date in full, for screen readers: "Sunday, November 22, 2026". */
export function formatFullDate(date: string, language: Language): string {
  return plainFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(atNoon(date))
}

/** "November 2026" for `2026-11`. */
export function formatMonth(yearMonth: string, language: Language): string {
  return plainFormat(language, { month: 'long', year: 'numeric' }).format(atNoon(`${yearMonth}-01`))
}

/** A weekday's name by index (Sunday = 0). 22 Nov 2026 is a Sunday. */
export function formatWeekday(
  index: number,
  width: 'narrow' | 'short' | 'long',
  language: Language,
): string {
  return plainFormat(language, { weekday: width }).format(
    new Date(Date.UTC(2026, 10, 22 + index, 12)),
  )
}

/**
 * A calendar column's weekday: Arabic has no short names (short is the whole word, and seven of
 * them ran together on phones), so its calendars use the one-letter names; English keeps "Sun".
 */
export function formatWeekdayColumn(index: number, language: Language): string {
  return formatWeekday(index, language === 'ar' ? 'narrow' : 'short', language)
}

/** Parts of one spoken label, with the language's own comma ("،" in Arabic). */
export function joinLabel(parts: readonly string[], language: Language): string {
  return parts.join(language === 'ar' ? '، ' : ', ')
}
