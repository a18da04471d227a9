import { z } from 'zod/mini'
import { built } from './built'
import {
  cityCodeSchema,
  currencySchema,
  geoPointSchema,
  isoDateSchema,
  productTypeSchema,
  wallTimeSchema,
  weekdaySchema,
} from './common'

const hoursRangeSchema = built(() => z.object({ start: wallTimeSchema, end: wallTimeSchema }))

/** SPEC §3 city settings, one per product and city. */
export const citySettingsSchema = built(() =>
  z.object({
    id: z.string(),
    cityId: z.string(),
    cityCode: cityCodeSchema,
    currency: currencySchema,
    timezone: z.string(),
    minMonthlyRentalFee: z.number(),
    maxMonthlyRentalFee: z.number(),
    /** Days for DAILY, months for MONTHLY. */
    minRentalPeriod: z.number().check(z.int(), z.minimum(1)),
    minDepositMonthsToCharge: z.number(),
    maxDepositMonthsToCharge: z.number(),
    shortTermPeriodDays: z.number(),
    shortTermSurchargePercent: z.number(),
    freeCancellationPeriodDays: z.number(),
    returnNoticePeriodDays: z.number(),
    allowedKmsPerYear: z.number(),
    vatPercentage: z.number(),
    shortNoticePenaltyFee: z.number(),
    minDepositAmount: z.number(),
    /** Days from today within which a rental may start. */
    maxStartDateOffset: z.number().check(z.int(), z.minimum(0)),
    minSearchPrice: z.number(),
    maxSearchPrice: z.number(),
    productType: productTypeSchema,
    businessZone: z.array(geoPointSchema),
    businessHours: z.partialRecord(weekdaySchema, hoursRangeSchema),
    holidays: z.array(isoDateSchema),
    customerServiceInfo: z.object({
      businessHours: z.partialRecord(weekdaySchema, hoursRangeSchema),
    }),
    availableLocales: z.array(
      z.object({ locale: z.string(), language: z.string(), default: z.boolean() }),
    ),
  }),
)
export type CitySettings = z.infer<typeof citySettingsSchema>

/** SPEC §3 city record. */
export const cityRecordSchema = built(() =>
  z.object({
    code: cityCodeSchema,
    currency: currencySchema,
    translations: z.array(z.object({ language: z.string(), name: z.string() })),
    public: z.boolean(),
    timezone: z.string(),
  }),
)
export type CityRecord = z.infer<typeof cityRecordSchema>

/** SPEC §3 business hours: door-to-door ranges, self-pickup start times. */
export const businessHoursResponseSchema = built(() =>
  z.object({
    d2dAvailability: z.object({
      businessHoursByDayOfWeek: z.partialRecord(weekdaySchema, z.array(hoursRangeSchema)),
    }),
    selfPickupAvailability: z.object({
      businessHoursByDayOfWeek: z.partialRecord(weekdaySchema, z.array(wallTimeSchema)),
    }),
  }),
)
export type BusinessHoursResponse = z.infer<typeof businessHoursResponseSchema>

export const translationsResponseSchema = built(() =>
  z.object({
    locale: z.string(),
    translations: z.record(z.string(), z.string()),
  }),
)
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>

/** Legal documents arrive as plain-text sections, never as HTML. */
export const legalDocumentsResponseSchema = built(() =>
  z.object({
    locale: z.string(),
    documents: z.array(
      z.object({
        type: z.enum(['TERMS_AND_CONDITIONS', 'PRIVACY_POLICY', 'RENTAL_AGREEMENT']),
        title: z.string(),
        version: z.string(),
        sections: z.array(z.object({ heading: z.string(), body: z.string() })),
      }),
    ),
  }),
)
export type LegalDocumentsResponse = z.infer<typeof legalDocumentsResponseSchema>
