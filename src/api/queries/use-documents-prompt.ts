import { useQuery } from '@tanstack/react-query'
import { documentQueries } from './document-queries'
import type { User } from '../schemas/user'
import type { CountryCode } from '../../domain/cities'
import { documentNeeds, isTouristIn, outstandingNeeds } from '../../domain/document-needs'

// Shared by the post-booking page (rentals) and the account menu (shell), which may not import
// each other: whether the main driver still owes identity documents.

export type DocumentsPrompt =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'approved' }
  | { kind: 'needed'; isTourist: boolean; needs: ReturnType<typeof outstandingNeeds> }

/**
 * Whether the customer still owes documents, and which, for a rental in `country`. Without a
 * customer nothing is fetched and the answer stays `loading`, so a caller can mount it before
 * the session is known.
 */
export function useDocumentsPrompt(
  user: Pick<User, 'isTouristUae' | 'isTouristKsa'> | null,
  country: CountryCode | undefined,
): DocumentsPrompt {
  const enabled = user !== null
  const status = useQuery({ ...documentQueries.status(), enabled })
  const required = useQuery({ ...documentQueries.required(), enabled })
  if (!user) return { kind: 'loading' }
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

/**
 * The customer has to act: a mandatory document is missing or must be sent again. Documents
 * that are only waiting for review ask nothing of them.
 */
export function awaitsCustomerDocuments(prompt: DocumentsPrompt): boolean {
  return (
    prompt.kind === 'needed' &&
    prompt.needs.some((need) => need.state === 'missing' || need.state === 'resubmit')
  )
}
