import { and, not } from 'xstate'
import { kycSetup } from './kyc.setup'

/**
 * The review beside the customer's turn (kyc.working.ts). A review may send one side back
 * before it decides the others, and a side the customer sends again waits for its own decision,
 * so while any side the platform holds is undecided its status is read every pollInterval, at
 * most maxReviewAttempts times after the last upload taken: every side the review decided shows
 * without a reload. A check never runs beside an upload, and the answer of one that an upload
 * overtook is dropped: it could put back a review that upload replaced.
 */
export const watchingReview = kycSetup.createStateConfig({
  entry: 'freshAttempts',
  initial: 'idle',
  states: {
    idle: {
      always: { guard: and(['hasUndecidedSide', 'hasAttemptsLeft']), target: 'waiting' },
    },
    waiting: {
      after: {
        pollInterval: [
          { guard: and(['hasUndecidedSide', not('isUploading')]), target: 'checking' },
          { target: 'idle' },
        ],
      },
    },
    checking: {
      entry: ['countAttempt', 'stampCheck'],
      invoke: {
        src: 'checkReview',
        input: ({ context }) => ({ driverType: context.driverType }),
        onDone: [
          { guard: 'hasUploadSinceCheck', target: 'idle' },
          {
            target: 'idle',
            actions: { type: 'takeReview', params: ({ event }) => event.output },
          },
        ],
        // A failed check counted as an attempt; the next one may get through.
        onError: 'idle',
      },
    },
  },
})
