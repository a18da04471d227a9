import { queryOptions } from '@tanstack/react-query'
import { identityCalls } from './platform-calls'

// The main driver's identity documents: where they stand, and which ones each group (tourist or
// resident) must hand in. The keys sit under ['identity'] with the rest of the customer's
// identity data, so logging out drops them.

export const documentQueries = {
  status: () =>
    queryOptions({
      queryKey: ['identity', 'documents', 'MAIN', 'status'] as const,
      queryFn: async ({ signal }) => (await identityCalls()).getDocumentStatus('MAIN', signal),
      staleTime: 0,
    }),
  required: () =>
    queryOptions({
      queryKey: ['identity', 'documents', 'MAIN', 'required'] as const,
      queryFn: async ({ signal }) => (await identityCalls()).getRequiredDocuments('MAIN', signal),
    }),
}
