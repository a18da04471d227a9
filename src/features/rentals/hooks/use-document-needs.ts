import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDocumentStatus, getRequiredDocuments } from '../../../api/identity'
import type { User } from '../../../api/schemas/user'
import type { CountryCode } from '../../../domain/cities'
import { documentNeeds, isTouristIn, outstandingNeeds } from '../document-needs'

// The main driver's identity documents, for the post-booking prompt. The keys sit under
// ['identity'] with the rest of the customer's identity data.

export const documentQueries = {
  status: () =>
    queryOptions({
      queryKey: ['identity', 'documents', 'MAIN', 'status'] as const,
      queryFn: ({ signal }) => getDocumentStatus('MAIN', signal),
      staleTime: 0,
    }),
  required: () =>
    queryOptions({
      queryKey: ['identity', 'documents', 'MAIN', 'required'] as const,
      queryFn: ({ signal }) => getRequiredDocuments('MAIN', signal),
    }),
}

export type DocumentsPrompt =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'approved' }
  | { kind: 'needed'; isTourist: boolean; needs: ReturnType<typeof outstandingNeeds> }

/** Whether the customer still owes documents, and which, for a rental in `country`. */
export function useDocumentsPrompt(
  user: Pick<User, 'isTouristUae' | 'isTouristKsa'>,
  country: CountryCode | undefined,
): DocumentsPrompt {
  const status = useQuery(documentQueries.status())
  const required = useQuery(documentQueries.required())
  if (status.isError || required.isError) {
    return {
      kind: 'failed',
      retry: () => {
        void status.refetch()
        void required.refetch()
      },
    }
  }
  if (!status.data || !required.data) return { kind: 'loading' }
  if (status.data.overallStatus === 'APPROVED') return { kind: 'approved' }
  const isTourist = isTouristIn(user, country)
  return {
    kind: 'needed',
    isTourist,
    needs: outstandingNeeds(documentNeeds(required.data, isTourist, status.data)),
  }
}
