import { createFileRoute } from '@tanstack/react-router'
import { DocumentsPage } from '../../../features/documents/components/documents-page'
import { driverTypeSearch, idSearch, searchParams } from '../../-search'

/** Which driver's documents (MAIN by default), and the booking to return to when done. */
const documentsSearch = searchParams({
  driverType: driverTypeSearch,
  bookingId: idSearch,
})

export const Route = createFileRoute('/{-$locale}/_account/documents')({
  validateSearch: documentsSearch,
  component: DocumentsRoute,
})

function DocumentsRoute() {
  const { user } = Route.useRouteContext()
  const { driverType, bookingId } = Route.useSearch()
  return <DocumentsPage user={user} driverType={driverType ?? 'MAIN'} bookingId={bookingId} />
}
