import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '../../../components/ui/simple-page'

export const Route = createFileRoute('/{-$locale}/_account/details')({
  component: DetailsRoute,
})

function DetailsRoute() {
  const { t } = useTranslation()
  return <SimplePage title={t('pages.details.title')} lead={t('pages.details.lead')} />
}
