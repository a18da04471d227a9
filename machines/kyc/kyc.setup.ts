import { assign, enqueueActions, setup } from 'xstate'
import type {
  DocumentSide,
  DocumentStatus,
  DocumentType,
  KycStatus,
  RequiredDocument,
} from '../../src/api/schemas/documents'
import type { ServerLanguage } from '../../src/api/schemas/common'
import {
  checkReview,
  loadDocumentStatus,
  loadKycStatus,
  loadResidentDocuments,
  loadResidentQuestions,
  loadTouristDocuments,
  submitAnswers,
  switchTourist,
  type AnswersInput,
  type ReviewCheck,
} from './kyc.actors'
import {
  documentsOf,
  findSide,
  isSide,
  isUpload,
  newsOfUpload,
  updateSide,
  withStatus,
} from './kyc.documents'
import {
  answerProblems,
  loadedQuestions,
  refusedAnswers,
  retoldQuestions,
  savedAnswers,
  withDraft,
} from './kyc.answers'
import { toKycFailure } from './kyc.failure'
import type {
  KycContext,
  KycEmitted,
  KycEvent,
  KycFailure,
  KycInput,
  KycOutput,
  ResidentQuestion,
} from './kyc.types'
import { kycGuards } from './kyc.guards'
import { uploadSideMachine } from './kyc.upload'

// Types, actors, guards, actions and delays of the kyc machine (kyc.machine.ts).

/** The sandbox reviews an upload 5 s after it arrived (mocks/lib/kyc.ts REVIEW_DELAY_MS). */
export const REVIEW_POLL_MS = 5_000
/** Two minutes of checks before the customer is told the review is still running. */
export const MAX_REVIEW_ATTEMPTS = 24
/** After timing out, the view asks the customer to look again this much later. */
export const REVIEW_RECHECK_MS = 10 * 60_000

type SideParams = { documentType: DocumentType; side: DocumentSide }

/** Resident or tourist: the customer's switch, else the user's flag (MAIN) or the KYC status. */
function decideTourist(context: KycContext, kyc: KycStatus): boolean {
  if (context.touristChoice !== null) return context.touristChoice
  if (context.driverType === 'ADDITIONAL') return kyc.ADDITIONAL.isTourist
  return context.country === 'ae' ? context.user.isTouristUae : context.user.isTouristKsa
}

export const kycSetup = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycEvent,
    input: {} as KycInput,
    output: {} as KycOutput,
    emitted: {} as KycEmitted,
  },
  actors: {
    loadKycStatus,
    loadResidentDocuments,
    loadTouristDocuments,
    loadDocumentStatus,
    loadResidentQuestions,
    switchTourist,
    submitAnswers,
    checkReview,
    uploadSide: uploadSideMachine,
  },
  guards: kycGuards,
  actions: {
    forgetSet: assign({
      documents: [],
      documentStatus: null,
      questions: [],
      answers: {},
      answerProblems: {},
    }),
    takeKycStatus: assign(({ context }, kyc: KycStatus) => ({
      kyc,
      isTourist: decideTourist(context, kyc),
    })),
    takeSet: assign({ documents: (_, set: RequiredDocument[]) => documentsOf(set) }),
    takeStatus: assign({ documentStatus: (_, status: DocumentStatus) => status }),
    takeQuestions: assign((_, questions: ResidentQuestion[]) => loadedQuestions(questions)),
    retellQuestions: assign(({ context }, questions: ResidentQuestion[]) =>
      retoldQuestions(context, questions),
    ),
    noteQuestionsLanguage: assign({ questionsLanguage: ({ context }) => context.language }),
    takeLanguage: assign({
      language: (_, params: { language: ServerLanguage }) => params.language,
    }),
    /** The set and the status arrive separately; each side's review joins them. */
    applyStatus: assign(({ context }) => ({
      documents: context.documentStatus
        ? withStatus(context.documents, context.documentStatus)
        : context.documents,
    })),
    rememberFailure: assign({
      failure: (_, params: { error: unknown }) => toKycFailure(params.error),
    }),
    clearFailure: assign({ failure: null }),
    /** Uploads one side in its own child; `file` absent means the one chosen before (a retry). */
    startUpload: enqueueActions(
      ({ context, enqueue, self }, params: SideParams & { file?: File }) => {
        const file =
          params.file ?? findSide(context.documents, params.documentType, params.side)?.file
        if (!file) return
        const uploadId = `upload-${context.uploadCount + 1}`
        enqueue.assign({
          uploadCount: context.uploadCount + 1,
          documents: updateSide(context.documents, isSide(params.documentType, params.side), {
            upload: 'uploading',
            progress: 0,
            failure: null,
            file,
            uploadId,
            startedAt: context.uploadCount + 1,
          }),
        })
        enqueue.spawnChild('uploadSide', {
          id: uploadId,
          input: {
            uploadId,
            driverType: context.driverType,
            ...params,
            file,
            // Progress comes back as an event, tagged like the answer, so a stale one is dropped.
            onProgress: (fraction: number) =>
              self.send({ type: 'upload.progress', uploadId, fraction }),
          },
        })
      },
    ),
    takeProgress: assign(({ context }, params: { uploadId: string; fraction: number }) => ({
      documents: updateSide(context.documents, isUpload(params.uploadId), {
        progress: Math.min(1, Math.max(0, params.fraction)),
      }),
    })),
    /** Nothing counts as uploaded until the platform answered success. */
    /** Tells the route (analytics) which side the platform just took; before takeUpload clears it. */
    reportUpload: enqueueActions(({ context, enqueue }, params: { uploadId: string }) => {
      for (const document of context.documents) {
        const side = document.sides.find((candidate) => candidate.uploadId === params.uploadId)
        if (side) enqueue.emit({ type: 'uploaded', documentType: document.type, side: side.side })
      }
    }),
    takeUpload: assign(({ context }, params: { uploadId: string; status: DocumentStatus }) => {
      // Answers of uploads side by side may come in another order than the platform wrote them.
      const status = newsOfUpload(
        context.documents,
        context.documentStatus,
        params.uploadId,
        params.status,
      )
      return {
        documents: updateSide(withStatus(context.documents, status), isUpload(params.uploadId), {
          upload: 'uploaded',
          progress: null,
          failure: null,
          file: null,
          uploadId: null,
          startedAt: null,
          takenAt: context.uploadCount,
        }),
        documentStatus: status,
        // A new side to decide: the review gets its full number of checks again.
        reviewAttempts: 0,
      }
    }),
    failUpload: assign({
      documents: ({ context }, params: { uploadId: string; failure: KycFailure }) =>
        updateSide(context.documents, isUpload(params.uploadId), {
          upload: 'failed',
          progress: null,
          failure: params.failure,
          uploadId: null,
          startedAt: null,
        }),
    }),
    setAnswer: assign(({ context }, params: { id: string; answer: string }) =>
      withDraft(context, params.id, params.answer),
    ),
    /** A submit refused before sending: each problem shows next to its question. */
    flagAnswers: assign({ answerProblems: ({ context }) => answerProblems(context) }),
    saveAnswers: assign(({ context }, sent: AnswersInput['answers']) =>
      savedAnswers(context, sent),
    ),
    rememberAnswersFailure: assign(({ context }, params: { error: unknown }) => ({
      answersFailure: toKycFailure(params.error),
      answerProblems: refusedAnswers(context, params.error),
    })),
    askSwitch: assign(({ context }, params: { isTourist: boolean }) => ({
      failure: null,
      pendingSwitch: {
        isTourist: params.isTourist,
        forceDelete: false,
        removes: (context.documentStatus?.uploadedDocuments ?? []).map(({ type, side }) => ({
          type,
          side,
        })),
      },
    })),
    confirmSwitch: assign({
      pendingSwitch: ({ context }) =>
        context.pendingSwitch && { ...context.pendingSwitch, forceDelete: true },
    }),
    forgetSwitch: assign({ pendingSwitch: null }),
    /** From now on the customer's choice decides the set, not the (stale) input flags. */
    takeSwitch: assign(({ context }, kyc: KycStatus) => ({
      kyc,
      touristChoice: context.pendingSwitch?.isTourist ?? context.touristChoice,
      pendingSwitch: null,
    })),
    startReview: assign({ reviewAttempts: 0, checkAgainAt: null }),
    freshAttempts: assign({ reviewAttempts: 0 }),
    countAttempt: assign({ reviewAttempts: ({ context }) => context.reviewAttempts + 1 }),
    stampCheck: assign({ uploadsAtCheck: ({ context }) => context.uploadCount }),
    takeReview: assign(({ context }, check: ReviewCheck) => ({
      documentStatus: check.status,
      documents: withStatus(context.documents, check.status),
      lastCheckedAt: check.checkedAt,
    })),
    planRecheck: assign({
      checkAgainAt: ({ context }) =>
        context.lastCheckedAt === null ? null : context.lastCheckedAt + REVIEW_RECHECK_MS,
    }),
  },
  delays: {
    /** The sandbox decides 5 s after an upload; a check every 5 s sees it at the first chance. */
    pollInterval: REVIEW_POLL_MS,
  },
})
