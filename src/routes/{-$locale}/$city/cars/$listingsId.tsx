import { useSuspenseQuery } from '@tanstack/react-query'
import { useUser } from '../../../../session/use-auth'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { isApiError } from '../../../../api/errors'
import { configurationQueries } from '../../../../api/queries/configuration-queries'
import { listingQueries } from '../../../../api/queries/listing-queries'
import { cityByCode } from '../../../../domain/cities'
import { CarDetailsPage } from '../../../../features/cars/components/car-details-page'
import { productForListing } from '../../../../features/cars/hooks/use-car-details'
import { useDefaultProduct } from '../../../../features/cars/hooks/use-default-product'
import { SupportWidget } from '../../../../features/support/components/support-widget'
import { isoDateSearch, searchParams, productSearch } from '../../../-search'

export const Route = createFileRoute('/{-$locale}/$city/cars/$listingsId')({
  validateSearch: searchParams({ from: isoDateSearch, to: isoDateSearch, product: productSearch }),
  loader: async ({ context, params }) => {
    const { queryClient, city } = context
    const listing = await queryClient
      .query(listingQueries.detail(params.listingsId))
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) throw notFound()
        throw error
      })
    const home = cityByCode(listing.cityCode)
    if (home && home.code !== city.code) {
      // A car belongs to its city: send the visitor to the right city's page for it.
      throw redirect({
        to: '/{-$locale}/$city/cars/$listingsId',
        params: { locale: params.locale, city: home.slug, listingsId: listing.id },
        search: true,
        replace: true,
      })
    }
    await Promise.all(
      listing.products.flatMap((product) => [
        queryClient.query(configurationQueries.citySettings(product, city.code)),
        queryClient.query(listingQueries.prices(listing.id, product)),
      ]),
    )
  },
  component: CarDetailsRoute,
})

function CarDetailsRoute() {
  const { city } = Route.useRouteContext()
  const { listingsId } = Route.useParams()
  const asked = Route.useSearch({ select: (search) => search.product })
  const fallback = useDefaultProduct()
  const rideAppUser = useUser()?.careemId != null
  const listing = useSuspenseQuery(listingQueries.detail(listingsId)).data
  return (
    <>
      <CarDetailsPage />
      <SupportWidget
        city={city}
        product={productForListing(listing, asked, fallback)}
        rideAppUser={rideAppUser}
      />
    </>
  )
}
