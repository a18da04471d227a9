import { describe, expect, it } from 'vitest'
import {
  LOCALE_CODES,
  LOCATION_LANGUAGE_OPTIONS,
  WEEK_START_DAY,
  citySlugForLocale,
  localePrefix,
  parseLocaleCode,
  pickLanguageOption,
  resolveLocale,
  withLanguage,
} from './locales'

describe('location-language options (SPEC §3)', () => {
  it('offers English and Arabic for each of the five location cities', () => {
    expect(LOCATION_LANGUAGE_OPTIONS).toHaveLength(10)
    expect(LOCALE_CODES).toEqual([
      'en-DXB',
      'ar-DXB',
      'en-AUH',
      'ar-AUH',
      'en-AIN',
      'ar-AIN',
      'en-SHJ',
      'ar-SHJ',
      'en-RUH',
      'ar-RUH',
    ])
  })

  it('includes every locale of SPEC §9', () => {
    for (const code of [
      'en-DXB',
      'ar-DXB',
      'en-AUH',
      'ar-AUH',
      'en-AIN',
      'ar-AIN',
      'en-SHJ',
      'ar-SHJ',
    ]) {
      expect(LOCALE_CODES).toContain(code)
    }
  })

  it('shows the British flag for English and the Saudi flag for Arabic', () => {
    const dubaiEnglish = LOCATION_LANGUAGE_OPTIONS.find((o) => o.languageUtsCode === 'en-DXB')
    const riyadhArabic = LOCATION_LANGUAGE_OPTIONS.find((o) => o.languageUtsCode === 'ar-RUH')
    expect(dubaiEnglish?.languageFlag).toBe('🇬🇧')
    expect(riyadhArabic?.languageFlag).toBe('🇸🇦')
    expect(riyadhArabic).toMatchObject({ countryCode: 'sa', country: 'KSA', name: 'العربية' })
  })

  it('starts weeks on Sunday', () => {
    expect(WEEK_START_DAY).toBe(0)
  })
})

describe('resolveLocale', () => {
  it.each([
    [{}, 'en-DXB', 'ltr'],
    [{ locale: 'ar-DXB' }, 'ar-DXB', 'rtl'],
    [{ locale: 'AR-auh' }, 'ar-AUH', 'rtl'],
    [{ locale: 'fr-DXB' }, 'en-DXB', 'ltr'],
    [{ locale: 'ar-XYZ' }, 'ar-DXB', 'rtl'],
    [{ language: 'AR', cityCode: 'RUH' }, 'ar-RUH', 'rtl'],
    [{ language: 'de', cityCode: 'BUD' }, 'en-DXB', 'ltr'],
    [{ locale: 'garbage' }, 'en-DXB', 'ltr'],
  ] as const)('%o resolves to %s (%s)', (hints, locale, direction) => {
    const resolved = resolveLocale(hints)
    expect(resolved.locale).toBe(locale)
    expect(resolved.direction).toBe(direction)
  })

  it('falls back to the UAE country code', () => {
    expect(resolveLocale({ locale: 'xx-YYY' }).countryCode).toBe('ae')
  })
})

describe('URL prefixes', () => {
  it('has no prefix for the default locale', () => {
    expect(localePrefix('en-DXB')).toBeUndefined()
    expect(localePrefix('ar-DXB')).toBe('ar-DXB')
  })

  it('parses known prefixes case-insensitively and rejects others', () => {
    expect(parseLocaleCode('ar-dxb')).toBe('ar-DXB')
    expect(parseLocaleCode('dubai')).toBeUndefined()
    expect(parseLocaleCode(undefined)).toBeUndefined()
  })

  it('maps a locale to its city and to the other language', () => {
    expect(citySlugForLocale('ar-AUH')).toBe('abudhabi')
    expect(withLanguage('ar-SHJ', 'en')).toBe('en-SHJ')
  })
})

describe('pickLanguageOption (SPEC §7 helper)', () => {
  const available = [
    { locale: 'en-RUH', language: 'en', default: true },
    { locale: 'ar-RUH', language: 'ar', default: false },
  ]

  it('picks the option matching the requested server language', () => {
    expect(pickLanguageOption(available, 'RUH', 'AR').languageUtsCode).toBe('ar-RUH')
  })

  it('otherwise picks the first', () => {
    expect(pickLanguageOption(available.slice(0, 1), 'RUH', 'ar').languageUtsCode).toBe('en-RUH')
  })

  it('falls back to the default server language when the city offers nothing', () => {
    expect(pickLanguageOption([], 'BUD', 'en').languageUtsCode).toBe('en-DXB')
  })
})
