import { createActor, fromPromise } from 'xstate'
import type {
  CardTokenResponse,
  PaymentIntent,
  SavedPaymentMethod,
} from '../../src/api/schemas/payment'
import { cardProblem } from '../../src/domain/cards'
import type {
  PaymentBack,
  PaymentMethodKind,
  PaymentOptions,
} from '../../src/domain/payment-options'
import { addCardMachine, type AddCardInput } from '../cards'
import { fake, type Answer } from '../shared/fake-actor'
import { threeDsMachine, type PollStatus, type PollTarget } from '../three-ds'
import type { ChargeInput, OptionsInput } from './payment.actors'
import { paymentMachine, type PaymentInput } from './payment.machine'

// Builders for every test of a payment (the payment machine alone, or inside the checkout or a
// new end date): the platform and the bank are recorded fakes, the page's actions recorded.

export const card = (
  id: string,
  overrides: Partial<SavedPaymentMethod> = {},
): SavedPaymentMethod => ({
  paymentMethodId: id,
  brand: 'VISA',
  last4Digits: '4242',
  expiryMonth: 8,
  expiryYear: 2029,
  status: 'SUCCESS',
  isPreferred: false,
  ...overrides,
})

/** The month the kit's card expiries are read in. */
const TODAY = { year: 2026, month: 11 }

export const cardOptions = (
  methods: SavedPaymentMethod[],
  mada: PaymentOptions['mada'] = {},
): PaymentOptions => ({
  provider: 'CHECKOUT',
  defaultType: 'CARD',
  methods,
  mada,
  problems: Object.fromEntries(
    methods.flatMap((method) => {
      const problem = cardProblem(method, {
        today: TODAY,
        cityCode: 'RUH',
        mada: mada[method.paymentMethodId],
      })
      return problem ? [[method.paymentMethodId, problem]] : []
    }),
  ),
})

/** Payment options of a ride-app customer: the wallet only. */
export const wallet: PaymentOptions = {
  provider: 'CAREEM',
  defaultType: 'CAREEM_PAY',
  methods: [],
  mada: {},
  problems: {},
}

export const intent = (
  status: PaymentIntent['status'],
  overrides: Partial<PaymentIntent> = {},
): PaymentIntent => ({
  intentId: 'pi-1',
  bookingId: 'bkg-1',
  amount: 500,
  currency: 'AED',
  status,
  failureReason: null,
  redirectUrl: null,
  createdAt: '2026-12-01T10:00:00Z',
  ...overrides,
})

/** A new card whose bank asks for 3-D Secure (at `url`) before it can pay. */
export const challenged = (id = 'pm-3ds', url = '/c'): CardTokenResponse => ({
  paymentMethod: card(id, { status: 'PENDING' }),
  threeDsRedirectUrl: url,
  failureReason: null,
})

export interface PaymentFakes {
  options?: Array<Answer<PaymentOptions, OptionsInput>>
  cards?: Array<Answer<CardTokenResponse, AddCardInput>>
  polls?: Array<Answer<PollStatus, PollTarget>>
  /** Card pre-authorisations. */
  payments?: Array<Answer<PaymentIntent, PaymentCall>>
  wallets?: Array<Answer<PaymentIntent, PaymentCall>>
}

/** A charge as the platform sees it: the card (or none, for the wallet) and the key. */
export interface PaymentCall {
  customerId: string
  bookingId: string
  paymentMethodId: string | null
  returnUrl: string
  key: string
}

/** What the machine asked the page to do: leave for a bank or wallet, or report to analytics. */
export type PageAction =
  | { type: 'leave'; url: string; back: PaymentBack }
  | { type: 'paymentSubmitted'; method: PaymentMethodKind }
  | { type: 'failed'; code: string }

/** The payment machine with scripted platform calls; `actions` records what the page is asked. */
export function scriptedPayment(fakes: PaymentFakes = {}, actions: PageAction[] = []) {
  const options = fake<PaymentOptions, OptionsInput>(
    fakes.options ?? [cardOptions([card('pm-1', { isPreferred: true })])],
  )
  const cards = fake<CardTokenResponse, AddCardInput>(fakes.cards ?? [])
  const polls = fake<PollStatus, PollTarget>(fakes.polls ?? ['succeeded'])
  const payments = fake<PaymentIntent, PaymentCall>(fakes.payments ?? [intent('SUCCEEDED')])
  const wallets = fake<PaymentIntent, PaymentCall>(fakes.wallets ?? [intent('SUCCEEDED')])
  const charge = fromPromise<PaymentIntent, ChargeInput>(({ input }) => {
    const { choice, ...rest } = input
    const call = {
      ...rest,
      paymentMethodId: choice.kind === 'card' ? choice.paymentMethodId : null,
    }
    return choice.kind === 'wallet' ? wallets.answer(call) : payments.answer(call)
  })
  const poller = threeDsMachine.provide({ actors: { checkStatus: polls.logic } })
  const machine = paymentMachine.provide({
    actors: {
      loadPaymentOptions: options.logic,
      charge,
      addCard: addCardMachine.provide({ actors: { addCard: cards.logic, verifyCard: poller } }),
      verifyPayment: poller,
    },
    actions: {
      leave: (_, params) => actions.push({ type: 'leave', ...params }),
      attempted: (_, params) => actions.push({ type: 'paymentSubmitted', ...params }),
      declined: (_, params) => actions.push({ type: 'failed', ...params }),
    },
  })
  return { machine, options, cards, polls, payments, wallets, actions }
}

export const paymentInput: PaymentInput = {
  customerId: 'user-1',
  booking: { bookingId: 'bkg-1', reference: 'RNT-BKG001' },
  city: { code: 'DXB', timezone: 'Asia/Dubai', currency: 'AED' },
  amount: 196.56,
  preferred: { kind: 'none' },
  returnUrl: '/rental/post-booking/bkg-1?payment=returned',
  start: { kind: 'choose' },
}

/** A payment actor, started, with its fakes and the page's recorded actions. */
export function startPayment(input: Partial<PaymentInput> = {}, fakes: PaymentFakes = {}) {
  const scripted = scriptedPayment(fakes)
  const actor = createActor(scripted.machine, { input: { ...paymentInput, ...input } }).start()
  return { actor, ...scripted }
}
