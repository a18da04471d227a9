// Adding a saved card from the payment center: the provider's token goes to the platform, which
// adds the card at once, declines it, or asks for 3-D Secure. Then the customer is away on the
// challenge page; back here the card's status is polled every second (SPEC §4, the shared
// three-ds machine) until SUCCESS or FAILED, or the wait times out. The card number never
// reaches this machine: the form tokenizes it and sends `card.tokenized`.

import { assign, emit, setup } from 'xstate'
import { isApiError } from '../../src/api/errors'
import type { Currency } from '../../src/api/schemas/common'
import type {
  CardBrand,
  CardTokenResponse,
  SavedPaymentMethod,
} from '../../src/api/schemas/payment'
import type { CityCode } from '../../src/domain/cities'
import { threeDsMachine } from '../three-ds/three-ds.machine'
import { addCard } from './add-card.actors'

export interface AddCardMachineInput {
  customerId: string
  currency: Currency
  cityCode: CityCode
  /** Back from the 3-D Secure page: the card to check on, from the return URL. */
  pendingCardId: string | null
}

/**
 * Why a card was not added: the platform's payment reason (CARD_DECLINED, INSUFFICIENT_FUNDS…),
 * THREE_DS_FAILED, THREE_DS_TIMEOUT, or a failed call (its code, HTTP_<status> or NETWORK).
 */
export interface AddCardFailure {
  code: string
  status: number
}

export interface AddCardContext {
  customerId: string
  currency: Currency
  cityCode: CityCode
  /** Idempotency key of the attempt under way. */
  key: string | null
  pendingCardId: string | null
  added: SavedPaymentMethod | null
  failure: AddCardFailure | null
}

export type AddCardEvent =
  | { type: 'card.tokenized'; cardToken: string; cardNetwork: CardBrand }
  /** The customer is back from the 3-D Secure page. */
  | { type: 'challenge.returned' }
  /** Timed out: ask for the card's status again. */
  | { type: 'check.again' }
  | { type: 'reset' }

export type AddCardEmitted = { type: 'redirect'; url: string; paymentMethodId: string }

function callFailure(error: unknown): AddCardFailure {
  if (!isApiError(error)) return { code: 'UNKNOWN', status: 0 }
  const code =
    error.code ?? (error.kind === 'http' ? `HTTP_${error.status}` : error.kind.toUpperCase())
  return { code, status: error.status }
}

const needsChallenge = (answer: CardTokenResponse) =>
  answer.paymentMethod.status === 'PENDING' && answer.threeDsRedirectUrl !== null

export const addCardMachine = setup({
  types: {
    input: {} as AddCardMachineInput,
    context: {} as AddCardContext,
    events: {} as AddCardEvent,
    emitted: {} as AddCardEmitted,
  },
  actors: { addCard, verifyCard: threeDsMachine },
  actions: {
    /** The saved cards changed: the view reloads them (injected; nothing by default). */
    cardsChanged: () => {},
    mintKey: assign({ key: () => crypto.randomUUID(), failure: null, added: null }),
    failWith: assign({
      key: null,
      failure: (_, params: AddCardFailure) => params,
    }),
  },
  guards: {
    isReturning: ({ context }) => context.pendingCardId !== null,
  },
}).createMachine({
  id: 'addCard',
  context: ({ input }) => ({
    customerId: input.customerId,
    currency: input.currency,
    cityCode: input.cityCode,
    key: null,
    pendingCardId: input.pendingCardId,
    added: null,
    failure: null,
  }),
  initial: 'starting',
  on: {
    'card.tokenized': { target: '.adding' },
    reset: {
      target: '.idle',
      actions: assign({ failure: null, added: null, key: null, pendingCardId: null }),
    },
  },
  states: {
    starting: {
      always: [{ guard: 'isReturning', target: 'verifying' }, { target: 'idle' }],
    },
    idle: {},
    adding: {
      entry: 'mintKey',
      invoke: {
        src: 'addCard',
        input: ({ context, event }) => ({
          customerId: context.customerId,
          cardToken: event.type === 'card.tokenized' ? event.cardToken : '',
          cardNetwork: event.type === 'card.tokenized' ? event.cardNetwork : 'UNKNOWN',
          currency: context.currency,
          cityCode: context.cityCode,
          key: context.key ?? '',
        }),
        onDone: [
          {
            guard: ({ event }) => needsChallenge(event.output),
            target: 'awaitingChallenge',
            actions: [
              assign({ pendingCardId: ({ event }) => event.output.paymentMethod.paymentMethodId }),
              'cardsChanged',
              emit(({ event }) => ({
                type: 'redirect' as const,
                url: event.output.threeDsRedirectUrl ?? '',
                paymentMethodId: event.output.paymentMethod.paymentMethodId,
              })),
            ],
          },
          {
            guard: ({ event }) => event.output.paymentMethod.status !== 'SUCCESS',
            target: 'failed',
            actions: [
              'cardsChanged',
              {
                type: 'failWith',
                params: ({ event }) => ({
                  code: event.output.failureReason ?? 'CARD_DECLINED',
                  status: 0,
                }),
              },
            ],
          },
          {
            target: 'added',
            actions: [
              assign({ key: null, added: ({ event }) => event.output.paymentMethod }),
              'cardsChanged',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'failWith', params: ({ event }) => callFailure(event.error) },
        },
      },
    },
    /** Away on the 3-D Secure page; the route sends challenge.returned when the customer is back. */
    awaitingChallenge: {
      on: { 'challenge.returned': 'verifying' },
    },
    verifying: {
      invoke: {
        src: 'verifyCard',
        input: ({ context }) => ({
          target: {
            kind: 'card' as const,
            customerId: context.customerId,
            paymentMethodId: context.pendingCardId ?? '',
          },
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'succeeded',
            target: 'added',
            actions: [assign({ key: null, pendingCardId: null }), 'cardsChanged'],
          },
          {
            guard: ({ event }) => event.output.status === 'failed',
            target: 'failed',
            actions: [
              assign({ pendingCardId: null }),
              'cardsChanged',
              { type: 'failWith', params: { code: 'THREE_DS_FAILED', status: 0 } },
            ],
          },
          { target: 'timedOut', actions: 'cardsChanged' },
        ],
      },
    },
    /** The bank has not answered yet: the card stays pending; the customer may check again. */
    timedOut: {
      entry: { type: 'failWith', params: { code: 'THREE_DS_TIMEOUT', status: 0 } },
      on: { 'check.again': { target: 'verifying', actions: assign({ failure: null }) } },
    },
    added: {},
    failed: {},
  },
})
