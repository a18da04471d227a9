import type { DocumentSide, DocumentType } from '../../src/api/schemas/documents'
import { canSubmitAnswers, hasSavedAnswers } from './kyc.answers'
import {
  findSide,
  hasAllMandatorySides,
  hasSentBackSide,
  hasUndecidedSide,
  isAcceptedSet,
  isApprovedSet,
  isStored,
  isUploading,
  needsUpload,
} from './kyc.documents'
import type { KycContext, KycEvent } from './kyc.types'

// The kyc machine's guards (kyc.setup.ts): what the documents, the answers and the review allow.

type GuardArgs = { context: KycContext; event: KycEvent }
type SideParams = { documentType: DocumentType; side: DocumentSide }

export const kycGuards = {
  isTourist: ({ context }: GuardArgs) => context.isTourist,
  isOtherSet: ({ context, event }: GuardArgs) =>
    event.type === 'tourist.switch' && event.isTourist !== context.isTourist,
  isUploading: ({ context }: GuardArgs) => isUploading(context.documents),
  /** The platform holds uploads of this driver: a switch would delete them. */
  hasStoredDocuments: ({ context }: GuardArgs) =>
    (context.documentStatus?.uploadedDocuments.length ?? 0) > 0 ||
    context.documents.some((document) => document.sides.some(isStored)),
  hasSentBackSide: ({ context }: GuardArgs) => hasSentBackSide(context.documents),
  hasMissingSide: ({ context }: GuardArgs) => !hasAllMandatorySides(context.documents),
  hasUndecidedSide: ({ context }: GuardArgs) => hasUndecidedSide(context.documents),
  /** An upload started after this review check did: the check's answer may predate it. */
  hasUploadSinceCheck: ({ context }: GuardArgs) => context.uploadCount !== context.uploadsAtCheck,
  isApproved: ({ context }: GuardArgs) => isApprovedSet(context.documents),
  isAccepted: ({ context }: GuardArgs) => isAcceptedSet(context.documents),
  /** Every mandatory side stored, none sent back, no upload running, every question answered. */
  isReadyForReview: ({ context }: GuardArgs) =>
    hasAllMandatorySides(context.documents) &&
    !hasSentBackSide(context.documents) &&
    !isUploading(context.documents) &&
    hasSavedAnswers(context.questions),
  hasAttemptsLeft: ({ context }: GuardArgs) => context.reviewAttempts < context.maxReviewAttempts,
  /** A visible side not already uploading; when fixing a review, only a side that needs it. */
  canChooseFile: ({ context }: GuardArgs, params: SideParams & { onlyNeeded: boolean }) => {
    const side = findSide(context.documents, params.documentType, params.side)
    if (!side || side.upload === 'uploading') return false
    return !params.onlyNeeded || needsUpload(side)
  },
  canRetrySide: ({ context }: GuardArgs, params: SideParams) => {
    const side = findSide(context.documents, params.documentType, params.side)
    return side?.upload === 'failed' && side.file !== null
  },
  isCurrentUpload: ({ context }: GuardArgs, params: { uploadId: string }) =>
    context.documents.some((document) =>
      document.sides.some((side) => side.uploadId === params.uploadId),
    ),
  isOtherLanguage: ({ context, event }: GuardArgs) =>
    event.type === 'language.change' && event.language !== context.language,
  hasQuestionsInOtherLanguage: ({ context }: GuardArgs) =>
    context.questions.length > 0 && context.questionsLanguage !== context.language,
  isKnownQuestion: ({ context }: GuardArgs, params: { id: string }) =>
    context.questions.some((question) => question.id === params.id),
  canSubmitAnswers: ({ context }: GuardArgs) => canSubmitAnswers(context),
}
