import type { CountryCode } from './cities'
import type {
  DocumentSide,
  DocumentStatus,
  DocumentType,
  RequiredDocument,
  RequiredDocuments,
  UploadedDocument,
} from '../api/schemas/documents'
import type { User } from '../api/schemas/user'

// What the post-booking page asks of a customer whose identity checks are not done: the
// documents of their group (tourist or resident, SPEC §3) that are not yet in and approved.

export type DocumentNeedState = 'missing' | 'resubmit' | 'review' | 'approved'

export interface DocumentNeed {
  type: DocumentType
  mandatory: boolean
  state: DocumentNeedState
}

/** The tourist flag of the country the car is rented in decides the group. */
export function isTouristIn(
  user: Pick<User, 'isTouristUae' | 'isTouristKsa'>,
  country: CountryCode | undefined,
): boolean {
  if (country === 'ae') return user.isTouristUae
  if (country === 'sa') return user.isTouristKsa
  return false
}

/** The sides a document is uploaded as: front and back, or its one side. */
export function sidesOf(document: Pick<RequiredDocument, 'isTwoSided'>): DocumentSide[] {
  return document.isTwoSided ? ['FRONT', 'BACK'] : ['ONE_SIDED']
}

/** SPEC §4: the review sent this side back, so the customer uploads it again. */
export function isSentBackStatus(status: UploadedDocument['status']): boolean {
  return status === 'DECLINED' || status === 'RESUBMISSION_REQUESTED'
}

function stateOf(
  type: DocumentType,
  sides: readonly DocumentSide[],
  uploaded: DocumentStatus['uploadedDocuments'],
): DocumentNeedState {
  const statuses = sides.map(
    (side) => uploaded.find((document) => document.type === type && document.side === side)?.status,
  )
  if (statuses.some((status) => status === undefined || status === 'AWAITING_SUBMISSION'))
    return 'missing'
  if (statuses.some((status) => status !== undefined && isSentBackStatus(status))) return 'resubmit'
  if (statuses.every((status) => status === 'APPROVED')) return 'approved'
  return 'review'
}

/** Every document of the group the customer sees, with where it stands. */
export function documentNeeds(
  required: RequiredDocuments,
  isTourist: boolean,
  status: Pick<DocumentStatus, 'uploadedDocuments'>,
): DocumentNeed[] {
  return (isTourist ? required.TOURIST : required.RESIDENT)
    .filter((document) => !document.isHidden)
    .map((document) => ({
      type: document.type,
      mandatory: document.isMandatory,
      state: stateOf(document.type, sidesOf(document), status.uploadedDocuments),
    }))
}

/** What stands between the customer and the car: mandatory documents not yet approved. */
export function outstandingNeeds(needs: readonly DocumentNeed[]): DocumentNeed[] {
  return needs.filter((need) => need.mandatory && need.state !== 'approved')
}
