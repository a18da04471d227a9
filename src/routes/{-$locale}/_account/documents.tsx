import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '../../../components/ui/simple-page'

export const Route = createFileRoute('/{-$locale}/_account/documents')({
  component: DocumentsRoute,
})

function DocumentsRoute() {
  const { t } = useTranslation()
  return <SimplePage title={t('pages.documents.title')} lead={t('pages.documents.lead')} />
}
