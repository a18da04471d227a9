// One attempt at adding a card: the payment provider's token goes to the platform, which adds the
// card at once, declines it, or asks for 3-D Secure (the attempt ends there: the customer leaves
// for the bank's page). Back from it, a second attempt verifies the card: its status is polled
// every second (SPEC §4, the shared three-ds machine) until SUCCESS or FAILED, or the wait ends
// with the card still pending. The card number never reaches this machine, only the token.
// Used on its own by the payment center and as a child of the payment machine.

import { assign, setup } from 'xstate'
import { failureOf, toFailure, type Failure } from '../../src/api/errors'
import type { Currency } from '../../src/api/schemas/common'
import type { CardBrand, CardTokenResponse } from '../../src/api/schemas/payment'
import type { CityCode } from '../../src/domain/cities'
import { threeDsMachine } from '../three-ds'
import { addCard } from './add-card.actors'

/** What this attempt does: add a tokenized card, or verify one back from the bank's page. */
export type AddCardStep =
  | { kind: 'add'; cardToken: string; cardNetwork: CardBrand }
  | { kind: 'verify'; paymentMethodId: string }

export interface AddCardMachineInput {
  customerId: string
  city: { code: CityCode; currency: Currency }
  step: AddCardStep
}

export type AddCardOutput =
  | { status: 'added'; paymentMethodId: string }
  /** The bank wants the customer on its page (`url`) before it verifies the card. */
  | { status: 'challenge'; url: string; paymentMethodId: string }
  /**
   * Not added: the platform's reason (CARD_DECLINED, INSUFFICIENT_FUNDS…), THREE_DS_FAILED, or
   * a failed call (its code, HTTP_<status> or NETWORK).
   */
  | { status: 'declined'; failure: Failure }
  /** The bank has not answered within the polling window; the card stays pending. */
  | { status: 'pending'; paymentMethodId: string }

interface AddCardContext extends AddCardMachineInput {
  /** One idempotency key per attempt: a retried request never adds the card twice. */
  key: string
  outcome: AddCardOutput
}

// Each state runs only the step `starting` sent it: another step there is a bug, said loudly.
function addStep({ step }: AddCardContext): Extract<AddCardStep, { kind: 'add' }> {
  if (step.kind !== 'add') throw new Error('add-card: no card token to add')
  return step
}

function verifyStep({ step }: AddCardContext): Extract<AddCardStep, { kind: 'verify' }> {
  if (step.kind !== 'verify') throw new Error('add-card: no card to verify')
  return step
}

const needsChallenge = (answer: CardTokenResponse) =>
  answer.paymentMethod.status === 'PENDING' && answer.threeDsRedirectUrl !== null

export const addCardMachine = setup({
  types: {
    input: {} as AddCardMachineInput,
    context: {} as AddCardContext,
    output: {} as AddCardOutput,
  },
  actors: { addCard, verifyCard: threeDsMachine },
  actions: {
    settle: assign({ outcome: (_, outcome: AddCardOutput) => outcome }),
  },
  guards: {
    isVerifying: ({ context }) => context.step.kind === 'verify',
  },
}).createMachine({
  id: 'addCard',
  context: ({ input }) => ({
    ...input,
    key: crypto.randomUUID(),
    outcome: { status: 'declined', failure: failureOf('UNKNOWN') },
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isVerifying', target: 'verifying' }, { target: 'adding' }],
    },
    adding: {
      invoke: {
        src: 'addCard',
        input: ({ context }) => {
          const card = addStep(context)
          return {
            customerId: context.customerId,
            cardToken: card.cardToken,
            cardNetwork: card.cardNetwork,
            currency: context.city.currency,
            cityCode: context.city.code,
            key: context.key,
          }
        },
        onDone: [
          {
            guard: ({ event }) => needsChallenge(event.output),
            target: 'done',
            actions: {
              type: 'settle',
              params: ({ event }) => ({
                status: 'challenge' as const,
                url: event.output.threeDsRedirectUrl ?? '',
                paymentMethodId: event.output.paymentMethod.paymentMethodId,
              }),
            },
          },
          {
            guard: ({ event }) => event.output.paymentMethod.status !== 'SUCCESS',
            target: 'done',
            actions: {
              type: 'settle',
              params: ({ event }) => ({
                status: 'declined' as const,
                failure: failureOf(event.output.failureReason ?? 'CARD_DECLINED'),
              }),
            },
          },
          {
            target: 'done',
            actions: {
              type: 'settle',
              params: ({ event }) => ({
                status: 'added' as const,
                paymentMethodId: event.output.paymentMethod.paymentMethodId,
              }),
            },
          },
        ],
        onError: {
          target: 'done',
          actions: {
            type: 'settle',
            params: ({ event }) => ({
              status: 'declined' as const,
              failure: toFailure(event.error),
            }),
          },
        },
      },
    },
    verifying: {
      invoke: {
        src: 'verifyCard',
        input: ({ context }) => ({
          target: {
            kind: 'card' as const,
            customerId: context.customerId,
            paymentMethodId: verifyStep(context).paymentMethodId,
          },
        }),
        onDone: {
          target: 'done',
          actions: {
            type: 'settle',
            params: ({ context, event }): AddCardOutput => {
              const { paymentMethodId } = verifyStep(context)
              if (event.output.status === 'succeeded') return { status: 'added', paymentMethodId }
              if (event.output.status === 'failed')
                return { status: 'declined', failure: failureOf('THREE_DS_FAILED') }
              return { status: 'pending', paymentMethodId }
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
})
