import { request } from './http'
import { fillPath, availabilityPaths } from './paths'
import type { DeliveryType, ListingSort, ProductType } from './schemas/common'
import { businessHoursResponseSchema } from './schemas/configuration'
import { bookedDaysSchema, timeSlotAvailabilitySchema } from './schemas/availability'
import { listingDetailsSchema, listingsPageSchema } from './schemas/listings'

export function getListingSlots(
  params: {
    listingId: string
    date: string
    cityCode: string
    deliveryType: DeliveryType
    locationId?: string | undefined
  },
  signal?: AbortSignal,
) {
  const { listingId, ...query } = params
  return request({
    base: 'platform',
    path: fillPath(availabilityPaths.listingSlots, { listingId }),
    query,
    schema: timeSlotAvailabilitySchema,
    signal,
  })
}

export function getBookingSlots(
  params: { bookingId: string; date: string; cityCode: string },
  signal?: AbortSignal,
) {
  const { bookingId, ...query } = params
  return request({
    base: 'platform',
    path: fillPath(availabilityPaths.bookingSlots, { bookingId }),
    query,
    schema: timeSlotAvailabilitySchema,
    signal,
  })
}

export function getBusinessHours(
  params: { cityCode: string; deliveryType: DeliveryType },
  signal?: AbortSignal,
) {
  return request({
    base: 'platform',
    path: availabilityPaths.businessHours,
    query: params,
    schema: businessHoursResponseSchema,
    signal,
  })
}

export interface ListingSearch {
  cityCode: string
  product: ProductType
  page: number
  pageSize: number
  from?: string | undefined
  to?: string | undefined
  minPrice?: number | undefined
  maxPrice?: number | undefined
  sort?: ListingSort | undefined
}

export function searchListings(params: ListingSearch, signal?: AbortSignal) {
  return request({
    base: 'platform',
    path: availabilityPaths.listings,
    query: { ...params },
    schema: listingsPageSchema,
    signal,
  })
}

export function getListing(listingId: string, signal?: AbortSignal) {
  return request({
    base: 'platform',
    path: fillPath(availabilityPaths.listing, { listingId }),
    schema: listingDetailsSchema,
    signal,
  })
}

/** The days of `from`…`to` (`YYYY-MM-DD`, at most 93 days) on which the car is booked. */
export function getBookedDays(
  params: { listingId: string; from: string; to: string; cityCode: string },
  signal?: AbortSignal,
) {
  const { listingId, ...query } = params
  return request({
    base: 'platform',
    path: fillPath(availabilityPaths.bookedDays, { listingId }),
    query,
    schema: bookedDaysSchema,
    signal,
  })
}
