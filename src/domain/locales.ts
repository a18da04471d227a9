import { DEFAULT_CITY, cityByCode, type CityCode, type CountryCode } from './cities'

// SPEC §3 location-language options and §9 locales. A locale is `{language}-{cityCode}` and lives
// in the URL prefix; the default (en-DXB) has no prefix.

export const LANGUAGES = ['en', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export type Direction = 'ltr' | 'rtl'

export const LOCALE_CITY_CODES = [
  'DXB',
  'AUH',
  'AIN',
  'SHJ',
  'RUH',
] as const satisfies readonly CityCode[]
export type LocaleCityCode = (typeof LOCALE_CITY_CODES)[number]

export type LocaleCode = `${Language}-${LocaleCityCode}`

export const DEFAULT_LANGUAGE: Language = 'en'
export const DEFAULT_LOCALE: LocaleCode = 'en-DXB'
export const DEFAULT_COUNTRY_CODE: CountryCode = 'ae'
/** SPEC §9: weeks start on Sunday (index 0) everywhere. */
export const WEEK_START_DAY = 0

export interface LocationLanguageOption {
  serverLanguageCode: Language
  name: 'English' | 'العربية'
  languageIsoCode: Language
  /** The combined language-and-city code, which is also the URL prefix. */
  languageUtsCode: LocaleCode
  city: string
  cityCode: LocaleCityCode
  countryCode: CountryCode
  country: 'UAE' | 'KSA'
  languageFlag: string
}

const BRITISH_FLAG = '🇬🇧'
const SAUDI_FLAG = '🇸🇦'

const DEFAULT_OPTION: LocationLanguageOption = {
  serverLanguageCode: 'en',
  name: 'English',
  languageIsoCode: 'en',
  languageUtsCode: DEFAULT_LOCALE,
  city: 'Dubai',
  cityCode: 'DXB',
  countryCode: DEFAULT_COUNTRY_CODE,
  country: 'UAE',
  languageFlag: BRITISH_FLAG,
}

const LOCATION_CITIES: ReadonlyArray<{
  code: LocaleCityCode
  city: string
  countryCode: CountryCode
  country: 'UAE' | 'KSA'
}> = [
  { code: 'DXB', city: 'Dubai', countryCode: 'ae', country: 'UAE' },
  { code: 'AUH', city: 'Abu Dhabi', countryCode: 'ae', country: 'UAE' },
  { code: 'AIN', city: 'Al Ain', countryCode: 'ae', country: 'UAE' },
  { code: 'SHJ', city: 'Sharjah', countryCode: 'ae', country: 'UAE' },
  { code: 'RUH', city: 'Riyadh', countryCode: 'sa', country: 'KSA' },
]

/** The ten options: English and Arabic for each location city. */
export const LOCATION_LANGUAGE_OPTIONS: readonly LocationLanguageOption[] = LOCATION_CITIES.flatMap(
  (location) =>
    LANGUAGES.map((language): LocationLanguageOption => ({
      serverLanguageCode: language,
      name: language === 'en' ? 'English' : 'العربية',
      languageIsoCode: language,
      languageUtsCode: `${language}-${location.code}`,
      city: location.city,
      cityCode: location.code,
      countryCode: location.countryCode,
      country: location.country,
      languageFlag: language === 'ar' ? SAUDI_FLAG : BRITISH_FLAG,
    })),
)

export const LOCALE_CODES: readonly LocaleCode[] = LOCATION_LANGUAGE_OPTIONS.map(
  (option) => option.languageUtsCode,
)

export interface ResolvedLocale {
  locale: LocaleCode
  language: Language
  direction: Direction
  cityCode: LocaleCityCode
  countryCode: CountryCode
  option: LocationLanguageOption
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar'
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr'
}

/** Case-insensitive match of a URL prefix to a known locale; undefined when it is not one. */
export function parseLocaleCode(value: string | undefined): LocaleCode | undefined {
  if (!value) return undefined
  const lower = value.toLowerCase()
  return LOCALE_CODES.find((code) => code.toLowerCase() === lower)
}

function optionFor(locale: LocaleCode): LocationLanguageOption {
  return (
    LOCATION_LANGUAGE_OPTIONS.find((option) => option.languageUtsCode === locale) ?? DEFAULT_OPTION
  )
}

/**
 * Resolves a locale from any combination of hints, falling back per SPEC §9 to English, Dubai,
 * the UAE and the default server language.
 */
export function resolveLocale(hints: {
  locale?: string | undefined
  language?: string | undefined
  cityCode?: string | undefined
}): ResolvedLocale {
  const exact = parseLocaleCode(hints.locale)
  const [prefixLanguage, prefixCity] = (hints.locale ?? '').split('-')
  const language = [hints.language, prefixLanguage]
    .map((candidate) => candidate?.toLowerCase())
    .find(isLanguage)
  const cityCode = [hints.cityCode, prefixCity]
    .map((candidate) => candidate?.toUpperCase())
    .find(isLocaleCityCode)
  const locale: LocaleCode = exact ?? `${language ?? DEFAULT_LANGUAGE}-${cityCode ?? 'DXB'}`
  const option = optionFor(locale)
  return {
    locale: option.languageUtsCode,
    language: option.serverLanguageCode,
    direction: directionOf(option.serverLanguageCode),
    cityCode: option.cityCode,
    countryCode: option.countryCode,
    option,
  }
}

export function isLocaleCityCode(value: unknown): value is LocaleCityCode {
  return typeof value === 'string' && (LOCALE_CITY_CODES as readonly string[]).includes(value)
}

/** The same location in another language. */
export function withLanguage(locale: LocaleCode, language: Language): LocaleCode {
  return resolveLocale({ language, cityCode: optionFor(locale).cityCode }).locale
}

/** The URL prefix for a locale: none for the default. */
export function localePrefix(locale: LocaleCode): LocaleCode | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale
}

/** The locale a city's pages use in a language: the city's own option, or Dubai's. */
export function localeForCity(language: Language, cityCode: CityCode): LocaleCode {
  return isLocaleCityCode(cityCode) ? `${language}-${cityCode}` : `${language}-DXB`
}

/** The city slug a locale points at (its location city). */
export function citySlugForLocale(locale: LocaleCode) {
  return (cityByCode(optionFor(locale).cityCode) ?? DEFAULT_CITY).slug
}

/**
 * SPEC §7 helper: map the languages a service offers for a city to options and pick the one
 * matching the requested server language, otherwise the first.
 */
export function pickLanguageOption(
  available: ReadonlyArray<{ locale: string; language: string; default?: boolean | undefined }>,
  cityCode: string,
  requested: string,
): LocationLanguageOption {
  const options = available
    .map((entry) =>
      LOCATION_LANGUAGE_OPTIONS.find(
        (option) =>
          option.cityCode === cityCode.toUpperCase() &&
          option.serverLanguageCode === entry.language.toLowerCase(),
      ),
    )
    .filter((option): option is LocationLanguageOption => option !== undefined)
  return (
    options.find((option) => option.serverLanguageCode === requested.toLowerCase()) ??
    options[0] ??
    resolveLocale({ language: requested, cityCode }).option
  )
}
