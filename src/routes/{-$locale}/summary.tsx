import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { SimplePage } from '../../components/ui/simple-page'
import { citySearch, idSearch, isoDateSearch, productSearch } from '../-search'

export const Route = createFileRoute('/{-$locale}/summary')({
  validateSearch: z.object({
    city: citySearch,
    listingsId: idSearch,
    from: isoDateSearch,
    to: isoDateSearch,
    product: productSearch,
    bookingId: idSearch,
  }),
  component: SummaryRoute,
})

function SummaryRoute() {
  const { t } = useTranslation()
  return <SimplePage title={t('pages.summary.title')} lead={t('pages.summary.lead')} />
}
