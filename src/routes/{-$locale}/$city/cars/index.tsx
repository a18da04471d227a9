import { useUser } from '../../../../session/use-auth'
import { createFileRoute } from '@tanstack/react-router'
import { configurationQueries } from '../../../../api/queries/configuration-queries'
import { listingQueries } from '../../../../api/queries/listing-queries'
import { normalisePriceRange, PAGE_SIZE } from '../../../../domain/listing-filters'
import { CarsPage } from '../../../../features/cars/components/cars-page'
import {
  defaultProductFor,
  useDefaultProduct,
} from '../../../../features/cars/hooks/use-default-product'
import { SupportWidget } from '../../../../features/support/components/support-widget'
import { isPhoneViewport } from '../../../../lib/viewport'
import {
  isoDateSearch,
  searchParams,
  listingSortSearch,
  pageNumberSearch,
  priceSearch,
  productSearch,
} from '../../../-search'

export const Route = createFileRoute('/{-$locale}/$city/cars/')({
  validateSearch: searchParams({
    from: isoDateSearch,
    to: isoDateSearch,
    product: productSearch,
    sort: listingSortSearch,
    minPrice: priceSearch,
    maxPrice: priceSearch,
    page: pageNumberSearch,
  }),
  loaderDeps: ({ search }) => ({
    product: search.product,
    sort: search.sort,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    dated: search.from !== undefined || search.to !== undefined,
  }),
  loader: async ({ context, deps }) => {
    const { queryClient, city } = context
    const product = deps.product ?? defaultProductFor(isPhoneViewport())
    const settings = queryClient.query(configurationQueries.citySettings(product, city.code))
    // The usual first visit has no dates: its first page is asked for at once, alongside the
    // settings and the page's code. Dated searches need the city's calendar rules (Temporal),
    // which load with the page. The page shows its own error state for this call.
    if (!deps.dated) {
      const page = (price: { minPrice?: number; maxPrice?: number }) =>
        listingQueries.page({
          cityCode: city.code,
          product,
          pageSize: PAGE_SIZE,
          page: 1,
          sort: deps.sort === 'recommended' ? undefined : deps.sort,
          ...price,
        })
      const priced = deps.minPrice !== undefined || deps.maxPrice !== undefined
      const first = priced
        ? settings.then((loaded) => queryClient.query(page(normalisePriceRange(deps, loaded))))
        : queryClient.query(page({}))
      first.catch(() => undefined)
    }
    await settings
  },
  component: CarsRoute,
})

function CarsRoute() {
  const { city } = Route.useRouteContext()
  const asked = Route.useSearch({ select: (search) => search.product })
  const fallback = useDefaultProduct()
  const rideAppUser = useUser()?.careemId != null
  return (
    <>
      <CarsPage />
      <SupportWidget city={city} product={asked ?? fallback} rideAppUser={rideAppUser} />
    </>
  )
}
