import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { configurationQueries } from '../../../../api/queries/configuration-queries'
import { SimplePage } from '../../../../components/ui/simple-page'

export const Route = createFileRoute('/{-$locale}/$city/cars/$listingsId')({
  loader: ({ context }) =>
    context.queryClient.query(configurationQueries.citySettings('DAILY', context.city.code)),
  component: CarDetailsRoute,
})

function CarDetailsRoute() {
  const { t } = useTranslation()
  return <SimplePage title={t('carDetails.title')} />
}
