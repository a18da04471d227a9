import { createFileRoute } from '@tanstack/react-router'
import { configurationQueries } from '../../api/queries/configuration-queries'
import { listingQueries } from '../../api/queries/listing-queries'
import { cityBySlug } from '../../domain/cities'
import { BookingSummaryPage } from '../../features/booking/components/booking-summary-page'
import {
  citySearch,
  deliverySearch,
  idSearch,
  linkDateSearch,
  oneOf,
  productSearch,
  searchParams,
} from '../-search'

/**
 * The booking flow. The URL carries what a link to it needs (city, car, dates, product, delivery
 * type); the steps inside live in the booking machine, whose draft survives a reload or a login.
 */
export const Route = createFileRoute('/{-$locale}/summary')({
  validateSearch: searchParams({
    city: citySearch,
    listingsId: idSearch,
    /** The link's own text: the page reviews its dates and says what it changed. */
    from: linkDateSearch,
    to: linkDateSearch,
    product: productSearch,
    delivery: deliverySearch,
    /** Set on the way back from a bank's or the wallet's page. */
    payment: oneOf(['returned']),
    /** A booking reference, when the page is reached from a payment return. */
    bookingId: idSearch,
  }),
  loaderDeps: ({ search }) => ({
    city: search.city,
    listingsId: search.listingsId,
    product: search.product,
  }),
  loader: async ({ context, deps }) => {
    const city = cityBySlug(deps.city)
    if (!city || !deps.listingsId) return { city: undefined, listing: undefined }
    const listing = await context.queryClient.query(listingQueries.detail(deps.listingsId))
    const product =
      deps.product && listing.products.includes(deps.product)
        ? deps.product
        : (listing.products[0] ?? 'DAILY')
    await context.queryClient.query(configurationQueries.citySettings(product, city.code))
    return { city, listing }
  },
  component: SummaryRoute,
})

function SummaryRoute() {
  const search = Route.useSearch()
  const { city, listing } = Route.useLoaderData()
  return <BookingSummaryPage search={search} city={city} listing={listing} />
}
