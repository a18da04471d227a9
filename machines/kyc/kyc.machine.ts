// One driver's identity check: load the resident or tourist document set, upload every mandatory
// side, then poll the review until it approves, takes or sends back the documents. Invariants: a
// side counts as uploaded only once the platform answered success; hidden documents never count.

import { stopChild } from 'xstate'
import { kycSetup, MAX_REVIEW_ATTEMPTS } from './kyc.setup'
import { isApprovedSet } from './kyc.documents'
import { loading } from './kyc.loading'
import { working } from './kyc.working'

export type { KycContext, KycEvent, KycInput, KycOutput } from './kyc.types'
export { MAX_REVIEW_ATTEMPTS, REVIEW_POLL_MS, REVIEW_RECHECK_MS } from './kyc.setup'

export const kycMachine = kycSetup.createMachine({
  id: 'kyc',
  context: ({ input }) => ({
    driverType: input.driverType,
    country: input.country,
    user: input.user,
    language: input.language,
    questionsLanguage: null,
    maxReviewAttempts: input.maxReviewAttempts ?? MAX_REVIEW_ATTEMPTS,
    kyc: null,
    isTourist: false,
    touristChoice: null,
    documents: [],
    documentStatus: null,
    questions: [],
    answers: {},
    answerProblems: {},
    answersFailure: null,
    pendingSwitch: null,
    failure: null,
    uploadCount: 0,
    reviewAttempts: 0,
    uploadsAtCheck: 0,
    lastCheckedAt: null,
    checkAgainAt: null,
  }),
  initial: 'loading',
  // Upload children report here, whatever the state; an answer of a superseded upload is dropped.
  on: {
    // Where the questions show, kyc.working.ts asks them again in it.
    'language.change': {
      guard: 'isOtherLanguage',
      actions: { type: 'takeLanguage', params: ({ event }) => ({ language: event.language }) },
    },
    'upload.done': {
      guard: { type: 'isCurrentUpload', params: ({ event }) => ({ uploadId: event.uploadId }) },
      actions: [
        { type: 'reportUpload', params: ({ event }) => event },
        { type: 'takeUpload', params: ({ event }) => event },
        stopChild(({ event }) => event.uploadId),
      ],
    },
    'upload.progress': {
      guard: { type: 'isCurrentUpload', params: ({ event }) => ({ uploadId: event.uploadId }) },
      actions: { type: 'takeProgress', params: ({ event }) => event },
    },
    'upload.failed': {
      guard: { type: 'isCurrentUpload', params: ({ event }) => ({ uploadId: event.uploadId }) },
      actions: [
        { type: 'failUpload', params: ({ event }) => event },
        stopChild(({ event }) => event.uploadId),
      ],
    },
  },
  states: {
    loading,
    failed: { on: { 'load.retry': { target: 'loading', actions: 'clearFailure' } } },
    /** Where a loaded (or unchanged) check stands. */
    deciding: {
      always: [
        { guard: 'hasSentBackSide', target: 'actionNeeded' },
        { guard: 'isApproved', target: 'approved' },
        { guard: 'isReadyForReview', target: 'reviewing' },
        { target: 'collecting' },
      ],
    },
    collecting: working(false),
    /** The review sent sides back: the customer uploads those again, the rest stays. */
    actionNeeded: working(true),
    /** `pendingSwitch.removes` lists what the platform will delete. */
    confirmingSwitch: {
      on: {
        'switch.confirm': { target: 'switching', actions: 'confirmSwitch' },
        'switch.cancel': { target: 'deciding', actions: 'forgetSwitch' },
      },
    },
    switching: {
      invoke: {
        src: 'switchTourist',
        input: ({ context }) => ({
          driverType: context.driverType,
          isTourist: context.pendingSwitch?.isTourist ?? context.isTourist,
          forceDelete: context.pendingSwitch?.forceDelete ?? false,
        }),
        onDone: {
          target: 'loading',
          actions: { type: 'takeSwitch', params: ({ event }) => event.output },
        },
        // Nothing changed on the platform: the customer stays where they were, with the reason.
        onError: {
          target: 'deciding',
          actions: [
            'forgetSwitch',
            { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    /**
     * Asks for the document status every pollInterval, at most maxReviewAttempts times. A failed
     * check counts as an attempt and is tried again, so a network blip does not end the wait.
     */
    reviewing: {
      entry: 'startReview',
      initial: 'checking',
      states: {
        checking: {
          entry: 'countAttempt',
          invoke: {
            src: 'checkReview',
            input: ({ context }) => ({ driverType: context.driverType }),
            onDone: {
              target: 'judging',
              actions: { type: 'takeReview', params: ({ event }) => event.output },
            },
            onError: 'waiting',
          },
        },
        judging: {
          always: [
            { guard: 'hasSentBackSide', target: '#kyc.actionNeeded' },
            { guard: 'hasMissingSide', target: '#kyc.collecting' },
            { guard: 'isApproved', target: '#kyc.approved' },
            { guard: 'isAccepted', target: '#kyc.submitted' },
            { target: 'waiting' },
          ],
        },
        waiting: {
          after: {
            pollInterval: [
              { guard: 'hasAttemptsLeft', target: 'checking' },
              { target: '#kyc.timedOut', actions: 'planRecheck' },
            ],
          },
        },
      },
    },
    /** The review is still running; the view says so, and when to look again (checkAgainAt). */
    timedOut: { on: { 'review.check': 'reviewing' } },
    approved: { type: 'final' },
    /** Every mandatory side is with a slower (manual) review. */
    submitted: { type: 'final' },
  },
  output: ({ context }) => ({
    driverType: context.driverType,
    isTourist: context.isTourist,
    status: isApprovedSet(context.documents) ? 'APPROVED' : 'SUBMITTED',
  }),
})
