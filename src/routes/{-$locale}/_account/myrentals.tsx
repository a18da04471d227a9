import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '../../../components/ui/simple-page'

export const Route = createFileRoute('/{-$locale}/_account/myrentals')({
  component: MyrentalsRoute,
})

function MyrentalsRoute() {
  const { t } = useTranslation()
  return <SimplePage title={t('pages.myrentals.title')} lead={t('pages.myrentals.lead')} />
}
