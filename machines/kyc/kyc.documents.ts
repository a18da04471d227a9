import type {
  DocumentSide,
  DocumentStatus,
  DocumentType,
  RequiredDocument,
} from '../../src/api/schemas/documents'
import { isSentBackStatus, sidesOf } from '../../src/domain/document-needs'
import type { KycDocument, KycSide, ReviewStatus } from './kyc.types'

// The rules over a driver's document set: which sides exist, which are stored, which the review
// accepted or sent back. Pure functions over the machine's context.

/** The review took these sides: nothing left for the customer to do. */
const ACCEPTED: ReadonlySet<ReviewStatus> = new Set(['SUBMITTED', 'APPROVED'])

const emptySide = (side: DocumentSide): KycSide => ({
  side,
  upload: 'idle',
  progress: null,
  review: null,
  failure: null,
  file: null,
  uploadId: null,
  startedAt: null,
  takenAt: null,
})

/** SPEC §3: hidden documents are neither shown nor required. */
export function documentsOf(set: RequiredDocument[]): KycDocument[] {
  return set
    .filter((document) => !document.isHidden)
    .map(({ type, isMandatory, isTwoSided }) => ({
      type,
      isMandatory,
      isTwoSided,
      sides: sidesOf({ isTwoSided }).map(emptySide),
    }))
}

/**
 * Takes the platform's word on each side: stored (and its review) or not. A side uploading or
 * failed keeps that state, which is the customer's latest attempt.
 */
export function withStatus(documents: KycDocument[], status: DocumentStatus): KycDocument[] {
  return documents.map((document) => ({
    ...document,
    sides: document.sides.map((side) => {
      const review =
        status.uploadedDocuments.find(
          (uploaded) => uploaded.type === document.type && uploaded.side === side.side,
        )?.status ?? null
      const local = side.upload === 'uploading' || side.upload === 'failed'
      const upload = local ? side.upload : isStoredReview(review) ? 'uploaded' : 'idle'
      return { ...side, review, upload }
    }),
  }))
}

function isStoredReview(review: ReviewStatus | null): boolean {
  return review !== null && review !== 'AWAITING_SUBMISSION'
}

export function updateSide(
  documents: KycDocument[],
  match: (document: KycDocument, side: KycSide) => boolean,
  change: Partial<KycSide>,
): KycDocument[] {
  return documents.map((document) => ({
    ...document,
    sides: document.sides.map((side) => (match(document, side) ? { ...side, ...change } : side)),
  }))
}

export const isSide =
  (type: DocumentType, which: DocumentSide) => (document: KycDocument, side: KycSide) =>
    document.type === type && side.side === which

export const isUpload = (uploadId: string) => (_: KycDocument, side: KycSide) =>
  side.uploadId === uploadId

export function findSide(
  documents: KycDocument[],
  type: DocumentType,
  which: DocumentSide,
): KycSide | undefined {
  return documents.find((document) => document.type === type)?.sides.find((s) => s.side === which)
}

const allSides = (documents: KycDocument[]) => documents.flatMap((document) => document.sides)
const mandatorySides = (documents: KycDocument[]) =>
  allSides(documents.filter((document) => document.isMandatory))

/**
 * What an upload's answer says, as far as it is news. The platform answers an upload with the
 * driver's status as that upload left it; another upload may store a side after that and be
 * answered first, and the older answer then misses that side or shows the copy it replaced. For a
 * side whose own answer was taken after this upload started, the status already held stays.
 */
export function newsOfUpload(
  documents: KycDocument[],
  held: DocumentStatus | null,
  uploadId: string,
  answer: DocumentStatus,
): DocumentStatus {
  const startedAt = allSides(documents).find((side) => side.uploadId === uploadId)?.startedAt
  if (startedAt === null || startedAt === undefined || held === null) return answer
  const takenSince = documents.flatMap((document) =>
    document.sides
      .filter((side) => side.takenAt !== null && side.takenAt >= startedAt)
      .map((side) => ({ type: document.type, side: side.side })),
  )
  if (takenSince.length === 0) return answer
  const isTakenSince = (stored: { type: DocumentType; side: DocumentSide }) =>
    takenSince.some((taken) => taken.type === stored.type && taken.side === stored.side)
  return {
    ...answer,
    uploadedDocuments: [
      ...answer.uploadedDocuments.filter((stored) => !isTakenSince(stored)),
      ...held.uploadedDocuments.filter(isTakenSince),
    ],
  }
}

/** The platform holds a copy of this side (it answered success at some point). */
export function isStored(side: KycSide): boolean {
  return side.upload === 'uploaded' || isStoredReview(side.review)
}

export function isSentBack(side: KycSide): boolean {
  return side.review !== null && isSentBackStatus(side.review)
}

/**
 * The platform holds this side and has not decided it yet: what the page calls "waiting for
 * review" (an upload it took, PENDING, or one its status does not show yet).
 */
export function awaitsDecision(side: KycSide): boolean {
  return side.review === 'PENDING' || (side.upload === 'uploaded' && !isStoredReview(side.review))
}

/** A side the customer still has to (re)upload. */
export function needsUpload(side: KycSide): boolean {
  return !isStored(side) || isSentBack(side)
}

export const isUploading = (documents: KycDocument[]) =>
  allSides(documents).some((side) => side.upload === 'uploading')

/** Any side of the set, optional ones too: the review decides every side it holds. */
export const hasUndecidedSide = (documents: KycDocument[]) =>
  allSides(documents).some(awaitsDecision)

/** Any side of the set sent back, optional ones too (the platform's overall status is DECLINED). */
export const hasSentBackSide = (documents: KycDocument[]) => allSides(documents).some(isSentBack)

export const hasAllMandatorySides = (documents: KycDocument[]) =>
  mandatorySides(documents).every(isStored)

/** At least one mandatory side, and the review approved every one. */
export function isApprovedSet(documents: KycDocument[]): boolean {
  const sides = mandatorySides(documents)
  return sides.length > 0 && sides.every((side) => side.review === 'APPROVED')
}

export function isAcceptedSet(documents: KycDocument[]): boolean {
  const sides = mandatorySides(documents)
  return (
    sides.length > 0 && sides.every((side) => side.review !== null && ACCEPTED.has(side.review))
  )
}
