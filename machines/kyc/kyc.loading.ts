import { questionsInput } from './kyc.answers'
import { kycSetup } from './kyc.setup'

// Loading a driver's check. The KYC status comes first: with the user's flags it decides resident
// or tourist. Then the set, the document status and (residents only) the questions load side by
// side; any failure ends in `failed` with the reason.

const toFailed = {
  target: '#kyc.failed' as const,
  actions: {
    type: 'rememberFailure' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
}

/** Leaves for #kyc.deciding once all three regions loaded. */
export const loading = kycSetup.createStateConfig({
  entry: 'forgetSet',
  initial: 'kycStatus',
  states: {
    kycStatus: {
      invoke: {
        src: 'loadKycStatus',
        onDone: {
          target: 'details',
          actions: { type: 'takeKycStatus', params: ({ event }) => event.output },
        },
        onError: toFailed,
      },
    },
    details: {
      type: 'parallel',
      onDone: { target: '#kyc.deciding', actions: 'applyStatus' },
      states: {
        set: {
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'isTourist', target: 'tourist' }, 'resident'] },
            resident: {
              invoke: {
                src: 'loadResidentDocuments',
                input: ({ context }) => ({ driverType: context.driverType }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'takeSet', params: ({ event }) => event.output },
                },
                onError: toFailed,
              },
            },
            tourist: {
              invoke: {
                src: 'loadTouristDocuments',
                input: ({ context }) => ({
                  driverType: context.driverType,
                  country: context.country,
                }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'takeSet', params: ({ event }) => event.output },
                },
                onError: toFailed,
              },
            },
            loaded: { type: 'final' },
          },
        },
        status: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadDocumentStatus',
                input: ({ context }) => ({ driverType: context.driverType }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'takeStatus', params: ({ event }) => event.output },
                },
                onError: toFailed,
              },
            },
            loaded: { type: 'final' },
          },
        },
        /** Residents only. */
        questions: {
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'isTourist', target: 'loaded' }, 'loading'] },
            loading: {
              entry: 'noteQuestionsLanguage',
              invoke: {
                src: 'loadResidentQuestions',
                input: questionsInput,
                onDone: {
                  target: 'loaded',
                  actions: { type: 'takeQuestions', params: ({ event }) => event.output },
                },
                onError: toFailed,
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
    },
  },
})
