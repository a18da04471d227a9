import { HttpResponse } from 'msw'
import { Temporal } from 'temporal-polyfill'
import { z } from 'zod/mini'
import { paymentPaths } from '../../src/api/paths'
import { isoDateTimeSchema } from '../../src/api/schemas/common'
import { priceCalculationRequestSchema } from '../../src/api/schemas/payment'
import { db, type QuoteRecord } from '../db'
import { newId, settingsFor } from '../lib/bookings'
import { calculateQuote } from '../lib/pricing'
import { checkQuoteRequest } from '../lib/quote-request'
import { productFromPath } from '../lib/product-path'
import { errorResponse, readBody } from '../lib/respond'
import { requireSelf, sessionUser } from '../lib/session'
import { route } from '../lib/route'
import { nowInstant } from '../lib/time'

/** A quote holds its price for 15 minutes. */
const QUOTE_VALIDITY_MINUTES = 15

function publicQuote(record: QuoteRecord) {
  const {
    listingId: _l,
    cityCode: _c,
    from: _f,
    to: _t,
    deliveryType: _d,
    handoverAddress: _h,
    handbackAddress: _b,
    createdAt: _a,
    ...quote
  } = record
  return quote
}

export const quoteHandlers = [
  route<{ listingId: string; product: string }>(
    'get',
    'platform',
    paymentPaths.listingPrices,
    ({ params }) => {
      const product = productFromPath(params.product)
      const listing = db.listings.findFirst((q) => q.where({ id: params.listingId }))
      if (!listing) return errorResponse(404, 'No such car', { code: 'LISTING_NOT_FOUND' })
      if (!listing.products.includes(product)) {
        return errorResponse(404, 'This car is not offered for that product', {
          code: 'PRODUCT_NOT_OFFERED',
        })
      }
      const prices = db.prices.findFirst((q) =>
        q.where({ listingId: listing.id, productType: product }),
      )
      return prices
        ? HttpResponse.json(prices)
        : errorResponse(404, 'No prices', { code: 'PRICES_NOT_FOUND' })
    },
  ),

  route<{ product: string }>(
    'post',
    'platform',
    paymentPaths.priceCalculation,
    async ({ request, params, cookies }) => {
      const product = productFromPath(params.product)
      const body = await readBody(request, priceCalculationRequestSchema)
      const checked = checkQuoteRequest(body, product)
      const user = await sessionUser(cookies)
      const amounts = calculateQuote({
        listing: checked.listing,
        product,
        settings: checked.settings,
        prices: checked.prices,
        from: body.from,
        to: body.to,
        deliveryType: body.deliveryType,
        couponCode: body.couponCode,
        user,
      })
      const now = nowInstant()
      const record = await db.quotes.create({
        ...amounts,
        quoteId: newId('qte'),
        validUntil: now.add({ minutes: QUOTE_VALIDITY_MINUTES }).toString(),
        listingId: checked.listing.id,
        cityCode: checked.listing.cityCode,
        from: body.from,
        to: body.to,
        deliveryType: body.deliveryType,
        handoverAddress: body.deliveryType === 'DOOR_TO_DOOR' ? body.handoverAddress : null,
        handbackAddress: checked.handbackAddress,
        createdAt: now.toString(),
      })
      return HttpResponse.json(publicQuote(record))
    },
  ),

  route<{ customerId: string; product: string; bookingId: string }>(
    'post',
    'platform',
    paymentPaths.bookingPriceCalculation,
    async ({ request, params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const product = productFromPath(params.product)
      const { endDate } = await readBody(request, z.object({ endDate: isoDateTimeSchema }))
      const booking = db.bookings.findFirst((q) =>
        q.where({ bookingId: params.bookingId, customerId: user.userId }),
      )
      if (!booking) return errorResponse(404, 'No such booking', { code: 'BOOKING_NOT_FOUND' })
      const listing = db.listings.findFirst((q) => q.where({ id: booking.listingId }))
      const prices = db.prices.findFirst((q) =>
        q.where({ listingId: booking.listingId, productType: product }),
      )
      const settings = settingsFor(booking.cityCode, product)
      if (!listing || !prices || !settings)
        return errorResponse(404, 'No prices', { code: 'PRICES_NOT_FOUND' })
      if (
        Temporal.Instant.compare(
          Temporal.Instant.from(endDate),
          Temporal.Instant.from(booking.from),
        ) <= 0
      ) {
        return errorResponse(422, 'Some details need fixing', {
          code: 'VALIDATION_FAILED',
          fieldErrors: { endDate: ['RETURN_BEFORE_PICKUP'] },
        })
      }
      const amounts = calculateQuote({
        listing,
        product,
        settings,
        prices,
        from: booking.from,
        to: endDate,
        deliveryType: booking.deliveryType,
        couponCode: null,
        user,
      })
      const now = nowInstant()
      const record = await db.quotes.create({
        ...amounts,
        quoteId: newId('qte'),
        validUntil: now.add({ minutes: QUOTE_VALIDITY_MINUTES }).toString(),
        listingId: listing.id,
        cityCode: booking.cityCode,
        from: booking.from,
        to: endDate,
        deliveryType: booking.deliveryType,
        handoverAddress: booking.handoverAddress,
        handbackAddress: booking.handbackAddress,
        createdAt: now.toString(),
      })
      return HttpResponse.json(publicQuote(record))
    },
  ),
]
