import { queryOptions } from '@tanstack/react-query'
import type { ListingSearch } from '../availability'
import type { ProductType } from '../schemas/common'
import { availabilityCalls, paymentCalls } from './platform-calls'
import { MINUTE_MS } from './stale-times'

// One query per page of the cars list: "Load more" adds a page, and browser back re-renders every
// page from the cache, so the router's scroll restoration finds the list as it was.

/** Listing searches answer from a live fleet; a few minutes keeps back/forward instant. */
const LISTINGS_STALE_MS = 2 * MINUTE_MS
const LISTING_STALE_MS = 5 * MINUTE_MS
/**
 * Other customers book while the calendar is open; a minute keeps paging back and forth free of
 * calls, and the platform's overlap refusal catches anything booked meanwhile.
 */
const BOOKED_DAYS_STALE_MS = MINUTE_MS

export const listingQueries = {
  all: () => ['listings'] as const,
  page: (search: ListingSearch) =>
    queryOptions({
      queryKey: [...listingQueries.all(), 'search', search] as const,
      queryFn: async ({ signal }) => (await availabilityCalls()).searchListings(search, signal),
      staleTime: LISTINGS_STALE_MS,
    }),
  detail: (listingId: string) =>
    queryOptions({
      queryKey: [...listingQueries.all(), 'detail', listingId] as const,
      queryFn: async ({ signal }) => (await availabilityCalls()).getListing(listingId, signal),
      staleTime: LISTING_STALE_MS,
    }),
  prices: (listingId: string, product: ProductType) =>
    queryOptions({
      queryKey: [...listingQueries.all(), 'prices', listingId, product] as const,
      queryFn: async ({ signal }) =>
        (await paymentCalls()).getListingPrices(listingId, product, signal),
      staleTime: LISTING_STALE_MS,
    }),
  /** The car's booked days from one day to another (the calendar asks a month at a time). */
  bookedDays: (listingId: string, cityCode: string, range: { from: string; to: string }) =>
    queryOptions({
      queryKey: [...listingQueries.all(), 'booked-days', listingId, cityCode, range] as const,
      queryFn: async ({ signal }) =>
        (await availabilityCalls()).getBookedDays({ listingId, cityCode, ...range }, signal),
      staleTime: BOOKED_DAYS_STALE_MS,
    }),
}
