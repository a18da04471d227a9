import type { z } from 'zod/mini'
import { fromAbortablePromise } from '../shared/abortable-promise'
import {
  getDocumentStatus,
  getKycStatus,
  getResidentDocuments,
  getResidentQuestions,
  getTouristDocuments,
  setIsTourist,
  submitKycAnswers,
  uploadDocument as postDocument,
} from '../../src/api/identity'
import type { DriverType, ServerLanguage } from '../../src/api/schemas/common'
import type {
  DocumentSide,
  DocumentStatus,
  DocumentType,
  KycStatus,
  kycAnswersSchema,
  RequiredDocument,
} from '../../src/api/schemas/documents'
import type { KycCountry, ResidentQuestion } from './kyc.types'

// One actor per platform call of an identity check. The route may replace any of them (tests
// do), and supplies the clock the review checks are stamped with.

export interface DriverInput {
  driverType: DriverType
}

export interface CountryInput extends DriverInput {
  country: KycCountry
}

export interface QuestionsInput extends CountryInput {
  language: ServerLanguage
}

export interface SwitchInput extends DriverInput {
  isTourist: boolean
  forceDelete: boolean
}

export type AnswersInput = z.infer<typeof kycAnswersSchema>

export interface UploadInput extends DriverInput {
  documentType: DocumentType
  side: DocumentSide
  file: File
  /** Told the share of the file sent so far (0 to 1), where the runtime can say. */
  onProgress?: ((fraction: number) => void) | undefined
}

/** A review check: the document status and when it answered. */
export interface ReviewCheck {
  status: DocumentStatus
  checkedAt: number
}

export const loadKycStatus = fromAbortablePromise<KycStatus>(({ signal }) => getKycStatus(signal))

export const loadResidentDocuments = fromAbortablePromise<RequiredDocument[], DriverInput>(
  async ({ input, signal }) => (await getResidentDocuments(input.driverType, signal)).documents,
)

export const loadTouristDocuments = fromAbortablePromise<RequiredDocument[], CountryInput>(
  async ({ input, signal }) =>
    (await getTouristDocuments(input.country, input.driverType, signal)).documents,
)

export const loadDocumentStatus = fromAbortablePromise<DocumentStatus, DriverInput>(
  ({ input, signal }) => getDocumentStatus(input.driverType, signal),
)

/** An empty list means the platform asks residents of that country nothing. */
export const loadResidentQuestions = fromAbortablePromise<ResidentQuestion[], QuestionsInput>(
  async ({ input, signal }) =>
    (await getResidentQuestions(input.country, input.driverType, input.language, signal)).questions,
)

/** Answers the driver's KYC status after the switch. */
export const switchTourist = fromAbortablePromise<KycStatus, SwitchInput>(({ input }) =>
  setIsTourist(input.driverType, { isTourist: input.isTourist, forceDelete: input.forceDelete }),
)

/** Answers the answers the platform now holds: the ones sent. */
export const submitAnswers = fromAbortablePromise<AnswersInput['answers'], AnswersInput>(
  async ({ input }) => {
    await submitKycAnswers(input)
    return input.answers
  },
)

/** Answers the driver's document status, the new side in it; reports progress on the way. */
export const uploadDocument = fromAbortablePromise<DocumentStatus, UploadInput>(
  ({ input, signal }) =>
    postDocument(
      { driverType: input.driverType, documentType: input.documentType, side: input.side },
      input.file,
      input.file.name,
      signal,
      input.onProgress,
    ),
)

export function makeCheckReview(now: () => number) {
  return fromAbortablePromise<ReviewCheck, DriverInput>(async ({ input, signal }) => {
    const status = await getDocumentStatus(input.driverType, signal)
    return { status, checkedAt: now() }
  })
}

export const checkReview = makeCheckReview(() => Date.now())
