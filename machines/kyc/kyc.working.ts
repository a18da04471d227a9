import { not, or } from 'xstate'
import { answersBody, questionsInput } from './kyc.answers'
import { kycSetup } from './kyc.setup'
import { watchingReview } from './kyc.watching'

// The customer's turn: choosing files per side (each upload runs in its own child, see
// kyc.upload.ts), answering the resident questions, switching resident ⇄ tourist. `collecting`
// takes a file for any side of the set; `actionNeeded` only for a side the review sent back
// (or one still missing). Both hand over to the review once everything is in; meanwhile the
// review of what is already in is read beside (kyc.watching.ts).

export function working(onlyNeeded: boolean) {
  return kycSetup.createStateConfig({
    type: 'parallel',
    on: {
      'file.chosen': {
        guard: {
          type: 'canChooseFile',
          params: ({ event }) => ({
            documentType: event.documentType,
            side: event.side,
            onlyNeeded,
          }),
        },
        actions: {
          type: 'startUpload',
          params: ({ event }) => ({
            documentType: event.documentType,
            side: event.side,
            file: event.file,
          }),
        },
      },
      'side.retry': {
        guard: {
          type: 'canRetrySide',
          params: ({ event }) => ({ documentType: event.documentType, side: event.side }),
        },
        actions: {
          type: 'startUpload',
          params: ({ event }) => ({ documentType: event.documentType, side: event.side }),
        },
      },
    },
    states: {
      customer: {
        initial: 'editing',
        // Typing never stops, not even while answers are saved: nothing typed is lost.
        on: {
          'answer.set': {
            guard: { type: 'isKnownQuestion', params: ({ event }) => ({ id: event.id }) },
            actions: {
              type: 'setAnswer',
              params: ({ event }) => ({ id: event.id, answer: event.answer }),
            },
          },
        },
        states: {
          /**
           * The checks that leave sit here, not on the parent: a submit of answers under way is
           * never cut short by an upload or a review check finishing meanwhile.
           */
          editing: {
            always: [
              // In actionNeeded already: leaving for it again would restart the review beside.
              ...(onlyNeeded
                ? []
                : [{ guard: 'hasSentBackSide', target: '#kyc.actionNeeded' } as const]),
              { guard: 'isReadyForReview', target: '#kyc.reviewing' },
            ],
            on: {
              'answers.submit': [
                { guard: 'canSubmitAnswers', target: 'submittingAnswers' },
                { actions: 'flagAnswers' },
              ],
              // SPEC §7 is-tourist: forceDelete drops every upload of the driver, so the customer
              // confirms first when there are any. Never while an upload runs: it would land after.
              'tourist.switch': [
                { guard: or(['isUploading', not('isOtherSet')]) },
                {
                  guard: 'hasStoredDocuments',
                  target: '#kyc.confirmingSwitch',
                  actions: {
                    type: 'askSwitch',
                    params: ({ event }) => ({ isTourist: event.isTourist }),
                  },
                },
                {
                  target: '#kyc.switching',
                  actions: {
                    type: 'askSwitch',
                    params: ({ event }) => ({ isTourist: event.isTourist }),
                  },
                },
              ],
            },
          },
          submittingAnswers: {
            invoke: {
              src: 'submitAnswers',
              input: ({ context }) => answersBody(context),
              onDone: {
                target: 'editing',
                actions: { type: 'saveAnswers', params: ({ event }) => event.output },
              },
              onError: {
                target: 'editing',
                actions: {
                  type: 'rememberAnswersFailure',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            },
          },
        },
      },
      review: watchingReview,
      /**
       * The questions show in the page's language: asked again whenever they were last asked in
       * another one (a switch here, or while the review ran). A failed ask keeps the earlier
       * wording until the next switch; the answers do not depend on it.
       */
      wording: {
        initial: 'told',
        states: {
          told: { always: { guard: 'hasQuestionsInOtherLanguage', target: 'retelling' } },
          retelling: {
            entry: 'noteQuestionsLanguage',
            invoke: {
              src: 'loadResidentQuestions',
              input: questionsInput,
              onDone: {
                target: 'told',
                actions: { type: 'retellQuestions', params: ({ event }) => event.output },
              },
              onError: 'told',
            },
          },
        },
      },
    },
  })
}
