// The six cities of SPEC §9. Routes use the slug; the platform uses the code.
// Time zones here are the fallback when city settings have not loaded yet.

export const CITY_SLUGS = ['dubai', 'abudhabi', 'alain', 'sharjah', 'riyadh', 'budapest'] as const
export type CitySlug = (typeof CITY_SLUGS)[number]

export const CITY_CODES = ['DXB', 'AUH', 'AIN', 'SHJ', 'RUH', 'BUD'] as const
export type CityCode = (typeof CITY_CODES)[number]

export type CountryCode = 'ae' | 'sa' | 'hu'

/** The cities' currencies (a subset of the platform's). */
export type CityCurrency = 'AED' | 'SAR' | 'HUF'

export interface CityInfo {
  slug: CitySlug
  code: CityCode
  countryCode: CountryCode
  timezone: string
  currency: CityCurrency
}

export const CITIES: readonly CityInfo[] = [
  { slug: 'dubai', code: 'DXB', countryCode: 'ae', timezone: 'Asia/Dubai', currency: 'AED' },
  { slug: 'abudhabi', code: 'AUH', countryCode: 'ae', timezone: 'Asia/Dubai', currency: 'AED' },
  { slug: 'alain', code: 'AIN', countryCode: 'ae', timezone: 'Asia/Dubai', currency: 'AED' },
  { slug: 'sharjah', code: 'SHJ', countryCode: 'ae', timezone: 'Asia/Dubai', currency: 'AED' },
  { slug: 'riyadh', code: 'RUH', countryCode: 'sa', timezone: 'Asia/Riyadh', currency: 'SAR' },
  {
    slug: 'budapest',
    code: 'BUD',
    countryCode: 'hu',
    timezone: 'Europe/Budapest',
    currency: 'HUF',
  },
]

export const DEFAULT_CITY: CityInfo = {
  slug: 'dubai',
  code: 'DXB',
  countryCode: 'ae',
  timezone: 'Asia/Dubai',
  currency: 'AED',
}

export function isCitySlug(value: unknown): value is CitySlug {
  return typeof value === 'string' && (CITY_SLUGS as readonly string[]).includes(value)
}

export function isCityCode(value: unknown): value is CityCode {
  return typeof value === 'string' && (CITY_CODES as readonly string[]).includes(value)
}

export function cityBySlug(slug: string | undefined): CityInfo | undefined {
  return CITIES.find((city) => city.slug === slug)
}

export function cityByCode(code: string | undefined): CityInfo | undefined {
  const upper = code?.toUpperCase()
  return CITIES.find((city) => city.code === upper)
}

/**
 * SPEC §8: a missing city is reported as 'City is undefined' and the clock falls back to UTC.
 * The reporter is injected so the domain stays free of network code.
 */
export function cityTimezone(
  city: Pick<CityInfo, 'timezone'> | undefined,
  report: (message: 'City is undefined') => void,
): string {
  if (!city) {
    report('City is undefined')
    return 'UTC'
  }
  return city.timezone
}
