import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { driverTypeSchema } from '../../../api/schemas/common'
import { SimplePage } from '../../../components/ui/simple-page'
import { idSearch } from '../../-search'

/** Which driver's documents (MAIN by default), and the booking to return to when done. */
const documentsSearch = z.object({
  driverType: z.catch(z.optional(driverTypeSchema), undefined),
  bookingId: idSearch,
})

export const Route = createFileRoute('/{-$locale}/_account/documents')({
  validateSearch: documentsSearch,
  component: DocumentsRoute,
})

function DocumentsRoute() {
  const { t } = useTranslation()
  return <SimplePage title={t('pages.documents.title')} lead={t('pages.documents.lead')} />
}
