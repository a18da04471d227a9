import type { z } from 'zod/mini'
import { WEEKDAYS } from '../../src/api/schemas/common'
import type { citySettingsSchema } from '../../src/api/schemas/configuration'

type CitySettings = z.infer<typeof citySettingsSchema>
type Weekday = keyof CitySettings['businessHours']

// The fake platform's cities. Dubai uses the SPEC §9 sample settings; the others follow it,
// with their own currency, VAT, time zone, zone and holidays.

export interface SeedCity {
  code: CitySettings['cityCode']
  slug: string
  names: { en: string; ar: string }
  currency: CitySettings['currency']
  timezone: string
  countryCode: 'ae' | 'sa' | 'hu'
  vatPercentage: number
  /** Price scale against AED, so HUF prices look like HUF prices. */
  priceScale: number
  businessZone: CitySettings['businessZone']
  holidays: string[]
  localeCodes: string[]
  /** Weekdays with shorter hours (Friday prayers in Riyadh). */
  shortDays: Weekday[]
}

const uaeHolidays = ['2026-12-02', '2026-12-03', '2027-03-20', '2027-03-21', '2027-05-27']

function square(lat: number, lng: number, span: number): CitySettings['businessZone'] {
  return [
    { latitude: lat - span, longitude: lng - span },
    { latitude: lat - span, longitude: lng + span },
    { latitude: lat + span, longitude: lng + span * 1.2 },
    { latitude: lat + span * 1.1, longitude: lng - span * 0.8 },
  ]
}

export const SEED_CITIES: readonly SeedCity[] = [
  {
    code: 'DXB',
    slug: 'dubai',
    names: { en: 'Dubai', ar: 'دبي' },
    currency: 'AED',
    timezone: 'Asia/Dubai',
    countryCode: 'ae',
    vatPercentage: 5,
    priceScale: 1,
    businessZone: square(25.2048, 55.2708, 0.25),
    holidays: uaeHolidays,
    localeCodes: ['en-DXB', 'ar-DXB'],
    shortDays: [],
  },
  {
    code: 'AUH',
    slug: 'abudhabi',
    names: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    currency: 'AED',
    timezone: 'Asia/Dubai',
    countryCode: 'ae',
    vatPercentage: 5,
    priceScale: 1,
    businessZone: square(24.4539, 54.3773, 0.22),
    holidays: uaeHolidays,
    localeCodes: ['en-AUH', 'ar-AUH'],
    shortDays: [],
  },
  {
    code: 'AIN',
    slug: 'alain',
    names: { en: 'Al Ain', ar: 'العين' },
    currency: 'AED',
    timezone: 'Asia/Dubai',
    countryCode: 'ae',
    vatPercentage: 5,
    priceScale: 1,
    businessZone: square(24.2075, 55.7447, 0.15),
    holidays: uaeHolidays,
    localeCodes: ['en-AIN', 'ar-AIN'],
    shortDays: [],
  },
  {
    code: 'SHJ',
    slug: 'sharjah',
    names: { en: 'Sharjah', ar: 'الشارقة' },
    currency: 'AED',
    timezone: 'Asia/Dubai',
    countryCode: 'ae',
    vatPercentage: 5,
    priceScale: 1,
    businessZone: square(25.3463, 55.4209, 0.15),
    holidays: uaeHolidays,
    localeCodes: ['en-SHJ', 'ar-SHJ'],
    shortDays: [],
  },
  {
    code: 'RUH',
    slug: 'riyadh',
    names: { en: 'Riyadh', ar: 'الرياض' },
    currency: 'SAR',
    timezone: 'Asia/Riyadh',
    countryCode: 'sa',
    vatPercentage: 15,
    priceScale: 1,
    businessZone: square(24.7136, 46.6753, 0.3),
    holidays: ['2026-09-23', '2027-02-22', '2027-03-20', '2027-05-27'],
    localeCodes: ['en-RUH', 'ar-RUH'],
    shortDays: ['FRIDAY'],
  },
  {
    code: 'BUD',
    slug: 'budapest',
    names: { en: 'Budapest', ar: 'بودابست' },
    currency: 'HUF',
    timezone: 'Europe/Budapest',
    countryCode: 'hu',
    vatPercentage: 27,
    priceScale: 100,
    businessZone: square(47.4979, 19.0402, 0.12),
    holidays: ['2026-12-24', '2026-12-25', '2026-12-26', '2027-01-01', '2027-03-15'],
    localeCodes: [],
    shortDays: ['SUNDAY'],
  },
]

export function weeklyHours(city: SeedCity): CitySettings['businessHours'] {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      city.shortDays.includes(day)
        ? { start: '14:00', end: '22:00' }
        : { start: '08:00', end: '22:00' },
    ]),
  )
}

/** SPEC §9 sample settings (Dubai), per product. */
export function citySettingsFor(
  city: SeedCity,
  product: CitySettings['productType'],
): CitySettings {
  const scale = city.priceScale
  return {
    id: `settings-${city.code}-${product}`,
    cityId: `city-${city.code}`,
    cityCode: city.code,
    currency: city.currency,
    timezone: city.timezone,
    minMonthlyRentalFee: 100 * scale,
    maxMonthlyRentalFee: 30000 * scale,
    minRentalPeriod: 1,
    minDepositMonthsToCharge: 0,
    maxDepositMonthsToCharge: product === 'MONTHLY' ? 1 : 0,
    shortTermPeriodDays: 3,
    shortTermSurchargePercent: product === 'DAILY' ? 10 : 0,
    freeCancellationPeriodDays: 7,
    returnNoticePeriodDays: product === 'MONTHLY' ? 7 : 1,
    allowedKmsPerYear: 3000,
    vatPercentage: city.vatPercentage,
    shortNoticePenaltyFee: 150 * scale,
    minDepositAmount: product === 'DAILY' ? 1000 * scale : 0,
    maxStartDateOffset: 180,
    minSearchPrice: 100 * scale,
    maxSearchPrice: 1000000 * scale,
    productType: product,
    businessZone: city.businessZone,
    businessHours: weeklyHours(city),
    holidays: city.holidays,
    customerServiceInfo: { businessHours: weeklyHours(city) },
    availableLocales: city.localeCodes.map((locale) => ({
      locale,
      language: locale.slice(0, 2),
      default: locale.startsWith('en-'),
    })),
  }
}
