import type { z } from 'zod/mini'
import type { DriverType, ServerLanguage } from '../../src/api/schemas/common'
import type {
  DocumentSide,
  DocumentStatus,
  DocumentType,
  KycStatus,
  residentQuestionSchema,
  UploadedDocument,
} from '../../src/api/schemas/documents'

/** The country of the booking's city (SPEC §9: sa, ae): decides the tourist set and questions. */
export type KycCountry = 'ae' | 'sa'

/** SPEC §4 uploaded-document status, as the platform reviews one stored side. */
export type ReviewStatus = UploadedDocument['status']

export type ResidentQuestion = z.infer<typeof residentQuestionSchema>

/**
 * Why a draft answer cannot be sent, or was refused: nothing chosen or typed, not a whole
 * number, over MAX_ANSWER_LENGTH, or the platform's own refusal (its 422 names the answer).
 */
export type AnswerProblem = 'REQUIRED' | 'NOT_A_NUMBER' | 'TOO_LONG' | 'REFUSED'

export interface KycInput {
  driverType: DriverType
  country: KycCountry
  /** The logged-in user's tourist flags (SPEC §3 User); they decide for the MAIN driver. */
  user: { isTouristUae: boolean; isTouristKsa: boolean }
  /** The page's language: the platform's questions are asked in it. */
  language: ServerLanguage
  /** Review checks before `timedOut`; defaults to MAX_REVIEW_ATTEMPTS. */
  maxReviewAttempts?: number
}

export interface KycFailure {
  /** TOO_LARGE, SERVER, NETWORK, the platform's own code (UNSUPPORTED_FILE_TYPE…) or HTTP_<status>. */
  code: string
  /** HTTP status; 0 when no answer arrived. */
  status: number
}

/** The customer's part of one side; the platform's part is `review`. */
export type UploadState = 'idle' | 'uploading' | 'uploaded' | 'failed'

export interface KycSide {
  side: DocumentSide
  upload: UploadState
  /** The platform's review of the stored copy; null while none is stored. */
  review: ReviewStatus | null
  /** The share of the running upload sent (0 to 1); null when none runs. */
  progress: number | null
  /** Why the last upload failed (upload === 'failed'). */
  failure: KycFailure | null
  /** The file last chosen, kept until the platform took it so `side.retry` can send it again. */
  file: File | null
  /** The running upload's child id; an answer from any other upload is dropped. */
  uploadId: string | null
  /** The running upload's number (`uploadCount` once it started); null when none runs. */
  startedAt: number | null
  /**
   * `uploadCount` when the platform's answer to this side's last upload was taken; null when no
   * upload of this flow stored it. An upload started no later than that (its number at most this)
   * may answer a status from before this side was stored.
   */
  takenAt: number | null
}

/** A visible document of the set (hidden ones are dropped at load), with one state per side. */
export interface KycDocument {
  type: DocumentType
  isMandatory: boolean
  isTwoSided: boolean
  sides: KycSide[]
}

export interface PendingSwitch {
  isTourist: boolean
  /** True once the customer agreed that what is stored goes. */
  forceDelete: boolean
  /** What the platform deletes on a forced switch: every stored side of this driver. */
  removes: Array<{ type: DocumentType; side: DocumentSide }>
}

export interface KycContext {
  driverType: DriverType
  country: KycCountry
  user: KycInput['user']
  /** The page's language, as it last changed (`language.change`). */
  language: ServerLanguage
  /** The language the questions were last asked in (their wording stays if that ask failed). */
  questionsLanguage: ServerLanguage | null
  maxReviewAttempts: number
  /** SPEC §3 KYC status of both drivers, null until loaded. */
  kyc: KycStatus | null
  /** Which set this driver shows: tourist (true) or resident (false). */
  isTourist: boolean
  /** The customer's own switch in this flow; wins over the input flags, which are now stale. */
  touristChoice: boolean | null
  documents: KycDocument[]
  /** SPEC §3 document status, as last answered (load, upload or review check). */
  documentStatus: DocumentStatus | null
  /** Residents only, where the platform has any; `answer` is the saved one. */
  questions: ResidentQuestion[]
  /** The customer's drafts by question id, as typed or chosen (YES / NO). */
  answers: Record<string, string>
  /** Shown next to the question: set by a refused submit, cleared as each draft is fixed. */
  answerProblems: Record<string, AnswerProblem>
  answersFailure: KycFailure | null
  pendingSwitch: PendingSwitch | null
  /** Why loading or switching failed. */
  failure: KycFailure | null
  /** Numbers upload children, so each has its own id. */
  uploadCount: number
  reviewAttempts: number
  /** `uploadCount` when the running review check started. */
  uploadsAtCheck: number
  /** When the last review check answered (the injected clock of checkReview), ms since epoch. */
  lastCheckedAt: number | null
  /** After `timedOut`: when the view should tell the customer to look again. */
  checkAgainAt: number | null
}

type SideEvent = { documentType: DocumentType; side: DocumentSide }

export type KycEvent =
  | { type: 'load.retry' }
  | { type: 'tourist.switch'; isTourist: boolean }
  | { type: 'switch.confirm' }
  | { type: 'switch.cancel' }
  | { type: 'answer.set'; id: string; answer: string }
  /** The page switched language: the questions are asked again in it, drafts kept. */
  | { type: 'language.change'; language: ServerLanguage }
  | { type: 'answers.submit' }
  /** The page ran its own checks (type, size, photo quality) before sending this. */
  | ({ type: 'file.chosen'; file: File } & SideEvent)
  | ({ type: 'side.retry' } & SideEvent)
  /** From `timedOut`: look at the review again. */
  | { type: 'review.check' }
  /** Sent by an upload child (kyc.upload.ts), never by the page. */
  | { type: 'upload.done'; uploadId: string; status: DocumentStatus }
  | { type: 'upload.progress'; uploadId: string; fraction: number }
  | { type: 'upload.failed'; uploadId: string; failure: KycFailure }

/** Analytics: the platform took one side of a document (its type and side, never the file). */
export type KycEmitted = { type: 'uploaded'; documentType: DocumentType; side: DocumentSide }

export interface KycOutput {
  driverType: DriverType
  isTourist: boolean
  /** APPROVED, or SUBMITTED: every mandatory side handed to a (slower) review. */
  status: 'APPROVED' | 'SUBMITTED'
}
