import { isSentBack, isStored } from '../../../machines/kyc/kyc.documents'
import type { KycSide } from '../../../machines/kyc/kyc.types'

// One side of a document in plain words (SPEC §4 uploaded-document statuses): the customer's
// upload first, since a running or failed upload is what they are looking at, then the review.

export type SideTone = 'neutral' | 'busy' | 'good' | 'bad'

type StateKey = NonNullable<KycSide['review']> | 'uploading' | 'failed'

export interface SideStatus {
  key: `documents.states.${StateKey}`
  tone: SideTone
  /** The platform holds a copy (to view or replace). */
  stored: boolean
  /** The review sent it back: it says why and asks for it again. */
  sentBack: boolean
}

export function sideStatus(side: KycSide): SideStatus {
  const stored = isStored(side)
  const sentBack = isSentBack(side)
  const base = { stored, sentBack }
  if (side.upload === 'uploading')
    return { ...base, key: 'documents.states.uploading', tone: 'busy' }
  if (side.upload === 'failed') return { ...base, key: 'documents.states.failed', tone: 'bad' }
  switch (side.review) {
    case 'APPROVED':
      return { ...base, key: 'documents.states.APPROVED', tone: 'good' }
    case 'SUBMITTED':
      return { ...base, key: 'documents.states.SUBMITTED', tone: 'busy' }
    case 'PENDING':
      return { ...base, key: 'documents.states.PENDING', tone: 'busy' }
    case 'DECLINED':
      return { ...base, key: 'documents.states.DECLINED', tone: 'bad' }
    case 'RESUBMISSION_REQUESTED':
      return { ...base, key: 'documents.states.RESUBMISSION_REQUESTED', tone: 'bad' }
    case 'AWAITING_SUBMISSION':
    case null:
      return side.upload === 'uploaded'
        ? { ...base, key: 'documents.states.PENDING', tone: 'busy' }
        : { ...base, key: 'documents.states.AWAITING_SUBMISSION', tone: 'neutral' }
  }
}
