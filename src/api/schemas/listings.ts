import { z } from 'zod/mini'
import { built } from './built'
import { cityCodeSchema, currencySchema, pageSchema, productTypeSchema } from './common'

export const carTagSchema = built(() => z.object({ i18nKey: z.string() }))

/** One size of a photo, for `srcset`: its address and its width in pixels. */
export const carImageRenditionSchema = built(() =>
  z.object({
    url: z.string(),
    width: z.number().check(z.int(), z.positive()),
  }),
)

/**
 * A car photo: the original (`url`, with its proportions) and the sizes the platform's image
 * service offers. A platform that offers none sends no `renditions`; the page then loads the
 * original everywhere.
 */
export const carImageSchema = built(() =>
  z.object({
    url: z.string(),
    width: z.number().check(z.int(), z.positive()),
    height: z.number().check(z.int(), z.positive()),
    renditions: z._default(z.array(carImageRenditionSchema), []),
  }),
)
export type CarImage = z.infer<typeof carImageSchema>

export const transmissionSchema = built(() => z.enum(['AUTOMATIC', 'MANUAL']))
export const fuelSchema = built(() => z.enum(['PETROL', 'DIESEL', 'HYBRID', 'ELECTRIC']))
export const carCategorySchema = built(() =>
  z.enum(['ECONOMY', 'COMPACT', 'SEDAN', 'SUV', 'LUXURY', 'VAN']),
)

/**
 * SPEC §3 car card (id, price, currency, isDaily, tags) with the vehicle facts a card shows.
 * `price` is the all-in price per day or month for the requested product, VAT included.
 */
export const carCardSchema = built(() =>
  z.object({
    id: z.string(),
    price: z.number().check(z.nonnegative()),
    currency: z._default(currencySchema, 'AED'),
    isDaily: z.boolean(),
    tags: z.array(carTagSchema),
    cityCode: cityCodeSchema,
    make: z.string(),
    model: z.string(),
    year: z.number().check(z.int()),
    category: carCategorySchema,
    seats: z.number().check(z.int(), z.positive()),
    transmission: transmissionSchema,
    fuel: fuelSchema,
    image: carImageSchema,
    /**
     * For searches with dates: what those dates cost in all (VAT and mandatory fees included, self
     * pickup), from the same calculation as the booking summary. Null without dates.
     */
    totalPrice: z.nullable(z.number().check(z.nonnegative())),
    /** Days (DAILY) or months (MONTHLY) the total covers. */
    periods: z.nullable(z.number().check(z.int(), z.positive())),
  }),
)
export type CarCard = z.infer<typeof carCardSchema>

export const listingsPageSchema = built(() => pageSchema(carCardSchema))
export type ListingsPage = z.infer<typeof listingsPageSchema>

export const listingDetailsSchema = built(() =>
  z.extend(carCardSchema, {
    images: z.array(carImageSchema).check(z.minLength(1)),
    doors: z.number().check(z.int(), z.positive()),
    luggage: z.number().check(z.int(), z.nonnegative()),
    engine: z.string(),
    color: z.string(),
    /** Products this car can be rented under. */
    products: z.array(productTypeSchema),
  }),
)
export type ListingDetails = z.infer<typeof listingDetailsSchema>

/** Active prices of a listing for one product (per day for DAILY, per month for MONTHLY). */
export const listingPricesSchema = built(() =>
  z.object({
    listingId: z.string(),
    productType: productTypeSchema,
    currency: currencySchema,
    vatPercentage: z.number(),
    prices: z.array(
      z.object({
        /** Minimum rental length this tier applies from: days (DAILY) or months (MONTHLY). */
        minPeriod: z.number().check(z.int(), z.positive()),
        /** Price per period before VAT. */
        amount: z.number().check(z.nonnegative()),
        /** Price per period with VAT. */
        amountWithVat: z.number().check(z.nonnegative()),
      }),
    ),
    kmPerPeriod: z.number().check(z.nonnegative()),
    depositAmount: z.number().check(z.nonnegative()),
  }),
)
export type ListingPrices = z.infer<typeof listingPricesSchema>
