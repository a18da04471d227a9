import { z } from 'zod/mini'
import { built } from './built'
import { DELIVERY_TYPES, DRIVER_TYPES, LISTING_SORTS, PRODUCT_TYPES } from './values'

export const currencySchema = built(() => z.enum(['AED', 'SAR', 'EUR', 'HUF', 'USD', 'GBP']))
export type Currency = z.infer<typeof currencySchema>

export const cityCodeSchema = built(() => z.enum(['DXB', 'AUH', 'AIN', 'SHJ', 'RUH', 'BUD']))

export const serverLanguageSchema = built(() => z.enum(['EN', 'AR']))
export type ServerLanguage = z.infer<typeof serverLanguageSchema>

/** DAILY: rental by the day. MONTHLY: subscription. */
export const productTypeSchema = built(() => z.enum(PRODUCT_TYPES))
export type ProductType = z.infer<typeof productTypeSchema>

/** The product as it appears in platform paths. */
export const productPathSchema = built(() => z.enum(['daily', 'subscription']))
export type ProductPath = z.infer<typeof productPathSchema>

export function productPath(product: ProductType): ProductPath {
  return product === 'DAILY' ? 'daily' : 'subscription'
}

/** How the cars list is ordered. */
export const listingSortSchema = built(() => z.enum(LISTING_SORTS))
export type ListingSort = z.infer<typeof listingSortSchema>

export const deliveryTypeSchema = built(() => z.enum(DELIVERY_TYPES))
export type DeliveryType = z.infer<typeof deliveryTypeSchema>

export const driverTypeSchema = built(() => z.enum(DRIVER_TYPES))
export type DriverType = z.infer<typeof driverTypeSchema>

export const isoDateSchema = built(() => z.iso.date())
/** A moment with its offset, e.g. 2026-12-01T14:00:00+04:00. */
export const isoDateTimeSchema = built(() => z.iso.datetime({ offset: true }))
/** Wall-clock time in a city, HH:mm. */
export const wallTimeSchema = built(() => z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)))

export const weekdaySchema = built(() =>
  z.enum(['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY']),
)
export type Weekday = z.infer<typeof weekdaySchema>

/** The days of the week, Sunday first (the week starts on Sunday, SPEC §3). */
export const WEEKDAYS: readonly Weekday[] = weekdaySchema.options

export const geoPointSchema = built(() => z.object({ latitude: z.number(), longitude: z.number() }))
export type GeoPoint = z.infer<typeof geoPointSchema>

export const addressSchema = built(() =>
  z.object({
    label: z.string().check(z.minLength(1), z.maxLength(300)),
    location: geoPointSchema,
    details: z.optional(z.string().check(z.maxLength(300))),
  }),
)
export type Address = z.infer<typeof addressSchema>

export const emptySchema = built(() => z.union([z.null(), z.object({})]))

export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().check(z.int(), z.minimum(1)),
    pageSize: z.number().check(z.int(), z.minimum(1)),
    total: z.number().check(z.int(), z.minimum(0)),
  })
}
