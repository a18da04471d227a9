import { HttpResponse } from 'msw'
import { Temporal } from 'temporal-polyfill'
import { availabilityPaths } from '../../src/api/paths'
import type { BookedDays } from '../../src/api/schemas/availability'
import {
  deliveryTypeSchema,
  isoDateSchema,
  type DeliveryType,
  type ProductType,
} from '../../src/api/schemas/common'
import type { CitySettings } from '../../src/api/schemas/configuration'
import { bookedDaysIn } from '../../src/domain/booked-days'
import { db, type ListingRecord } from '../db'
import { heldIntervals } from '../lib/bookings'
import { checkRentalRange, parseListingQuery } from '../lib/listing-query'
import { listingDetails, searchListings } from '../lib/listing-search'
import { BadRequest, errorResponse } from '../lib/respond'
import { route } from '../lib/route'
import { Forbidden, requireUser } from '../lib/session'
import { covers, daySlots, holdsCar, intervalOf } from '../lib/slots'
import { nowInstant } from '../lib/time'

// The availability service: the car search, a car's details, the days a car is booked, and the
// half-hour slots of a day for picking up a car or for moving the return of a booking.

/** The longest stretch one booked-days call covers: the calendar asks a month at a time. */
const BOOKED_DAYS_MAX_SPAN = 93

function citySettings(cityCode: string, product: ProductType = 'DAILY'): CitySettings | undefined {
  return db.citySettings.findFirst((q) =>
    q.where({ cityCode: (code) => code === cityCode, productType: (type) => type === product }),
  )
}

function unknownCity(cityCode: string): Response {
  return errorResponse(404, `Unknown city ${cityCode}`, { code: 'UNKNOWN_CITY' })
}

function cityMismatch(cityCode: string, what: string): Response {
  return errorResponse(400, `${what} is not in ${cityCode}`, {
    code: 'CITY_MISMATCH',
    fieldErrors: { cityCode: [`${what} is in another city`] },
  })
}

/** A car asked about in a city: the car and the city's settings, or the refusal to answer. */
function carInCity(
  listingId: string,
  cityCode: string,
): { listing: ListingRecord; settings: CitySettings } | Response {
  const listing = db.listings.findFirst((q) => q.where({ id: listingId }))
  if (!listing) {
    return errorResponse(404, `Unknown listing ${listingId}`, { code: 'UNKNOWN_LISTING' })
  }
  const settings = citySettings(cityCode)
  if (!settings) return unknownCity(cityCode)
  if (listing.cityCode !== settings.cityCode) return cityMismatch(cityCode, 'This car')
  return { listing, settings }
}

interface SlotQuery {
  date: Temporal.PlainDate
  cityCode: string
  deliveryType: DeliveryType
}

function plainDate(value: string | null): Temporal.PlainDate | undefined {
  if (value === null || !isoDateSchema.safeParse(value).success) return undefined
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' })
  } catch {
    return undefined
  }
}

/** Booking slots are always door-to-door, so only listing slots name a delivery type. */
function parseSlotQuery(params: URLSearchParams, withDeliveryType: boolean): SlotQuery {
  const fieldErrors: Record<string, string[]> = {}
  const date = plainDate(params.get('date'))
  if (!date) fieldErrors.date = ['Expected a date (YYYY-MM-DD)']
  const cityCode = params.get('cityCode')?.trim().toUpperCase() ?? ''
  if (cityCode === '') fieldErrors.cityCode = ['Required']
  const deliveryType = deliveryTypeSchema.safeParse(
    withDeliveryType ? params.get('deliveryType') : 'DOOR_TO_DOOR',
  )
  if (!deliveryType.success) fieldErrors.deliveryType = ['Expected DOOR_TO_DOOR or SELF_PICKUP']
  if (!date || !deliveryType.success || cityCode === '') {
    throw new BadRequest(
      errorResponse(400, 'Some query parameters are not valid', { code: 'BAD_QUERY', fieldErrors }),
    )
  }
  return { date, cityCode, deliveryType: deliveryType.data }
}

/** `from` and `to` (`YYYY-MM-DD`, `to` not before `from`, at most 93 days) and `cityCode`. */
function parseBookedDaysQuery(params: URLSearchParams) {
  const fieldErrors: Record<string, string[]> = {}
  const from = plainDate(params.get('from'))
  const to = plainDate(params.get('to'))
  if (!from) fieldErrors.from = ['Expected a date (YYYY-MM-DD)']
  if (!to) fieldErrors.to = ['Expected a date (YYYY-MM-DD)']
  if (from && to) {
    const days = from.until(to, { largestUnit: 'days' }).days + 1
    if (days < 1) fieldErrors.to = ['Expected a date on or after from']
    else if (days > BOOKED_DAYS_MAX_SPAN) {
      fieldErrors.to = [`Expected at most ${BOOKED_DAYS_MAX_SPAN} days from from`]
    }
  }
  const cityCode = params.get('cityCode')?.trim().toUpperCase() ?? ''
  if (cityCode === '') fieldErrors.cityCode = ['Required']
  if (!from || !to || Object.keys(fieldErrors).length > 0) {
    throw new BadRequest(
      errorResponse(400, 'Some query parameters are not valid', { code: 'BAD_QUERY', fieldErrors }),
    )
  }
  return { from, to, cityCode }
}

function bookingsOfCar(listingId: string) {
  return db.bookings.findMany((q) => q.where({ listingId })).filter(holdsCar)
}

export const availabilityHandlers = [
  route('get', 'platform', availabilityPaths.listings, ({ request }) => {
    const query = parseListingQuery(new URL(request.url).searchParams)
    const settings = citySettings(query.cityCode, query.product)
    if (!settings) return unknownCity(query.cityCode)
    if (query.range) checkRentalRange(query.range, settings)
    return HttpResponse.json(searchListings(query, settings))
  }),

  route<{ listingId: string }>('get', 'platform', availabilityPaths.listing, ({ params }) => {
    const listing = db.listings.findFirst((q) => q.where({ id: params.listingId }))
    const details = listing && listingDetails(listing)
    return details
      ? HttpResponse.json(details)
      : errorResponse(404, `Unknown listing ${params.listingId}`, { code: 'UNKNOWN_LISTING' })
  }),

  route<{ listingId: string }>(
    'get',
    'platform',
    availabilityPaths.bookedDays,
    ({ params, request }) => {
      const query = parseBookedDaysQuery(new URL(request.url).searchParams)
      const car = carInCity(params.listingId, query.cityCode)
      if (car instanceof Response) return car
      const { listing, settings } = car
      const range = { first: query.from.toString(), last: query.to.toString() }
      return HttpResponse.json({
        listingId: listing.id,
        from: range.first,
        to: range.last,
        bookedDays: bookedDaysIn(heldIntervals(listing.id), settings.timezone, range),
      } satisfies BookedDays)
    },
  ),

  route<{ listingId: string }>(
    'get',
    'platform',
    availabilityPaths.listingSlots,
    ({ params, request }) => {
      // locationId (a pickup point) is accepted for parity with the platform; the sandbox's
      // branches share their city's hours, so it does not change the answer.
      const query = parseSlotQuery(new URL(request.url).searchParams, true)
      const car = carInCity(params.listingId, query.cityCode)
      if (car instanceof Response) return car
      const { listing, settings } = car
      const held = bookingsOfCar(listing.id).map(intervalOf)
      return HttpResponse.json(
        daySlots({
          date: query.date,
          settings,
          deliveryType: query.deliveryType,
          nowMs: nowInstant().epochMilliseconds,
          taken: (momentMs) => held.some((interval) => covers(interval, momentMs)),
        }),
      )
    },
  ),

  route<{ bookingId: string }>(
    'get',
    'platform',
    availabilityPaths.bookingSlots,
    async ({ params, request, cookies }) => {
      const user = await requireUser(cookies)
      const query = parseSlotQuery(new URL(request.url).searchParams, false)
      const booking = db.bookings.findFirst((q) => q.where({ bookingId: params.bookingId }))
      if (!booking) {
        return errorResponse(404, `Unknown booking ${params.bookingId}`, {
          code: 'UNKNOWN_BOOKING',
        })
      }
      if (booking.customerId !== user.userId) throw new Forbidden()
      if (!holdsCar(booking)) {
        return errorResponse(409, 'This booking has ended or was cancelled', {
          code: 'BOOKING_CLOSED',
        })
      }
      const settings = citySettings(query.cityCode)
      if (!settings) return unknownCity(query.cityCode)
      if (booking.cityCode !== settings.cityCode)
        return cityMismatch(query.cityCode, 'This booking')
      const own = intervalOf(booking)
      // The car must be back before the next booking of it begins.
      const nextStart = Math.min(
        Number.POSITIVE_INFINITY,
        ...bookingsOfCar(booking.listingId)
          .filter((other) => other.bookingId !== booking.bookingId)
          .map((other) => intervalOf(other).fromMs)
          .filter((fromMs) => fromMs >= own.fromMs),
      )
      return HttpResponse.json(
        daySlots({
          date: query.date,
          settings,
          deliveryType: 'DOOR_TO_DOOR',
          nowMs: nowInstant().epochMilliseconds,
          taken: (momentMs) => momentMs <= own.fromMs || momentMs > nextStart,
        }),
      )
    },
  ),
]
