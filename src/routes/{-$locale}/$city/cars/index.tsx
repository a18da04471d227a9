import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { configurationQueries } from '../../../../api/queries/configuration-queries'
import { isoDateSearch, pageNumberSearch, productSearch } from '../../../-search'
import { CarsPage } from '../../../../features/cars/components/cars-page'

export const Route = createFileRoute('/{-$locale}/$city/cars/')({
  validateSearch: z.object({
    from: isoDateSearch,
    to: isoDateSearch,
    product: productSearch,
    page: pageNumberSearch,
  }),
  loader: ({ context }) =>
    context.queryClient.query(configurationQueries.citySettings('DAILY', context.city.code)),
  component: CarsPage,
})
