import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { listingQueries } from '../../../api/queries/listing-queries'
import type { ProductType } from '../../../api/schemas/common'
import type { ListingDetails } from '../../../api/schemas/listings'
import type { RentalDates } from '../../../domain/rental-period'
import { useDefaultProduct } from './use-default-product'
import { useRentalDates } from './use-rental-dates'

const route = getRouteApi('/{-$locale}/$city/cars/$listingsId')

/** The product a car page shows: the asked one if the car offers it, else the default, else any. */
export function productForListing(
  listing: Pick<ListingDetails, 'products'>,
  asked: ProductType | undefined,
  fallback: ProductType,
): ProductType {
  if (asked && listing.products.includes(asked)) return asked
  if (listing.products.includes(fallback)) return fallback
  return listing.products[0] ?? fallback
}

/** One car, the product and dates in view (checked like the list's), and the city's settings. */
export function useCarDetails() {
  const params = route.useParams()
  const search = route.useSearch()
  const { city } = route.useRouteContext()
  const navigate = route.useNavigate()
  const fallback = useDefaultProduct()
  const listing = useSuspenseQuery(listingQueries.detail(params.listingsId)).data
  const product = productForListing(listing, search.product, fallback)
  const { settings, rules, dates } = useRentalDates(product, city, search)
  const urlIsNormal = dates.from === search.from && dates.to === search.to
  useEffect(() => {
    if (urlIsNormal) return
    void navigate({
      search: (previous) => ({ ...previous, from: dates.from, to: dates.to }),
      replace: true,
      resetScroll: false,
    })
  }, [urlIsNormal, navigate, dates])

  const update = useCallback(
    (change: RentalDates & { product?: ProductType }) => {
      void navigate({
        search: (previous) => ({ ...previous, ...change }),
        replace: true,
        resetScroll: false,
      })
    },
    [navigate],
  )

  return { listing, city, product, settings, rules, dates, update }
}

export type CarDetails = ReturnType<typeof useCarDetails>
