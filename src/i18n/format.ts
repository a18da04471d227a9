import type { Language } from '../domain/locales'

// Display formats (SPEC §9). Both languages use Latin digits (README "Decisions"); the Arabic
// locale still decides separators, month and weekday names.

export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US'
}

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(language: Language, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: 0,
      maximumFractionDigits: fractionDigits,
    })
    numberFormats.set(key, format)
  }
  return format
}

/** '{amount} {currency}', e.g. "1,250.5 AED". HUF has no minor unit. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const digits = currency === 'HUF' ? 0 : 2
  return `${numberFormat(language, digits).format(amount)} ${currency}`
}

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, 2).format(value)
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
