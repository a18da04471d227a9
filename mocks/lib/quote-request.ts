import { Temporal } from 'temporal-polyfill'
import type { CitySettings } from '../../src/api/schemas/configuration'
import { insideZone } from '../../src/domain/geo'
import { lastStartDate, withinLongestRental } from '../../src/domain/rental-period'
import type { ListingPrices } from '../../src/api/schemas/listings'
import type { PriceCalculationRequest } from '../../src/api/schemas/payment'
import type { ProductType } from '../../src/api/schemas/common'
import { db, type ListingRecord } from '../db'
import { carTaken, settingsFor } from './bookings'
import { controls } from './controls'
import { BadRequest, errorResponse } from './respond'
import { openingHours, toMinutes } from './slots'
import { nowInstant } from './time'

// Server-side checks of a quote request. The app checks the same rules first, but the platform
// never trusts it. Field errors carry codes the app translates.

function fieldError(field: string, code: string): BadRequest {
  return new BadRequest(
    errorResponse(422, 'Some details need fixing', {
      code: 'VALIDATION_FAILED',
      fieldErrors: { [field]: [code] },
    }),
  )
}

function withinBusinessHours(moment: Temporal.ZonedDateTime, settings: CitySettings): boolean {
  const hours = openingHours(settings, moment.toPlainDate())
  if (!hours) return false
  const minutes = moment.hour * 60 + moment.minute
  return minutes >= toMinutes(hours.start) && minutes <= toMinutes(hours.end)
}

export interface CheckedQuoteRequest {
  listing: ListingRecord
  settings: CitySettings
  prices: ListingPrices
  handbackAddress: PriceCalculationRequest['handbackAddress']
}

export function checkQuoteRequest(
  body: PriceCalculationRequest,
  product: ProductType,
): CheckedQuoteRequest {
  const listing = db.listings.findFirst((q) => q.where({ id: body.listingId }))
  if (!listing)
    throw new BadRequest(errorResponse(404, 'No such car', { code: 'LISTING_NOT_FOUND' }))
  if (listing.cityCode !== body.cityCode) throw fieldError('cityCode', 'CITY_MISMATCH')
  if (!listing.products.includes(product)) throw fieldError('listingId', 'PRODUCT_NOT_OFFERED')
  const settings = settingsFor(listing.cityCode, product)
  const prices = db.prices.findFirst((q) =>
    q.where({ listingId: listing.id, productType: product }),
  )
  if (!settings || !prices)
    throw new BadRequest(errorResponse(404, 'No prices', { code: 'PRICES_NOT_FOUND' }))

  const zone = settings.timezone
  const from = Temporal.Instant.from(body.from).toZonedDateTimeISO(zone)
  const to = Temporal.Instant.from(body.to).toZonedDateTimeISO(zone)
  const now = nowInstant().toZonedDateTimeISO(zone)
  if (Temporal.ZonedDateTime.compare(to, from) <= 0) throw fieldError('to', 'RETURN_BEFORE_PICKUP')
  if (Temporal.ZonedDateTime.compare(from, now) < 0) throw fieldError('from', 'IN_THE_PAST')
  const lastStart = lastStartDate(now.toPlainDate(), settings.maxStartDateOffset)
  if (Temporal.PlainDate.compare(from.toPlainDate(), lastStart) > 0)
    throw fieldError('from', 'TOO_FAR_AHEAD')
  if (product === 'DAILY') {
    const minimum = from.add({ days: settings.minRentalPeriod })
    if (Temporal.ZonedDateTime.compare(to, minimum) < 0) throw fieldError('to', 'TOO_SHORT')
  } else if (
    Temporal.ZonedDateTime.compare(to, from.add({ months: settings.minRentalPeriod })) < 0
  ) {
    throw fieldError('to', 'TOO_SHORT')
  }
  // The longest rental counts the periods charged, as the price does: a 90-day rental from a
  // 14:00 pick-up comes back at 18:00 on its last day inside the return grace.
  if (!withinLongestRental(product, body.from, body.to, zone)) {
    throw fieldError('to', 'TOO_LONG')
  }
  if (!withinBusinessHours(from, settings)) throw fieldError('from', 'OUTSIDE_BUSINESS_HOURS')
  if (!withinBusinessHours(to, settings)) throw fieldError('to', 'OUTSIDE_BUSINESS_HOURS')

  let handbackAddress = body.handbackAddress
  if (body.deliveryType === 'DOOR_TO_DOOR') {
    if (!body.handoverAddress) throw fieldError('handoverAddress', 'REQUIRED')
    if (!insideZone(body.handoverAddress.location, settings.businessZone)) {
      throw fieldError('handoverAddress', 'OUTSIDE_BUSINESS_ZONE')
    }
    handbackAddress ??= body.handoverAddress
    if (!insideZone(handbackAddress.location, settings.businessZone)) {
      throw fieldError('handbackAddress', 'OUTSIDE_BUSINESS_ZONE')
    }
  } else {
    handbackAddress = null
  }

  if (controls.flags.carsSoldOut || carTaken(listing.id, body.from, body.to)) {
    throw new BadRequest(
      errorResponse(409, 'This car is no longer available for these dates', {
        code: 'CAR_UNAVAILABLE',
      }),
    )
  }
  return { listing, settings, prices, handbackAddress }
}
