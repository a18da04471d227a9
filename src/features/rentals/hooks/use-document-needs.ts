import { useQuery } from '@tanstack/react-query'
import { documentQueries } from '../../../api/queries/document-queries'
import type { User } from '../../../api/schemas/user'
import type { CountryCode } from '../../../domain/cities'
import { documentNeeds, isTouristIn, outstandingNeeds } from '../../../domain/document-needs'

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
