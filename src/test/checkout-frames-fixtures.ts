import {
  FRAME_SLOT_CLASS,
  type CardBinChangedEvent,
  type CardTokenizationFailedEvent,
  type CardTokenizedEvent,
  type FramesApi,
  type FramesElement,
  type FramesHandlers,
  type FramesInitConfig,
} from '../card-fields/checkout-frames'

// A stand-in for Checkout.com Frames (framesv2.min.js): the documented surface the adapter uses
// (`init`, `Events`, `addEventHandler`, `removeAllEventHandlers`, `cardholder`, `submitCard`,
// `enableSubmitForm`), with event payloads shaped as Frames documents them. Its "frames" are
// inputs in the containers Frames fills (in place of its iframes); the test types through `type`, as a customer would.

/** A Visa card token as CARD_TOKENIZED / submitCard() documents it. */
export const framesVisaToken: CardTokenizedEvent = {
  type: 'card',
  token: 'tok_ubfj2q76miwundwlk72vxt2i7q',
  expires_on: '2026-11-28T15:30:00.000Z',
  expiry_month: 8,
  expiry_year: 2029,
  scheme: 'Visa',
  last4: '4242',
  bin: '424242',
  card_type: 'Credit',
  card_category: 'Consumer',
  issuer: 'JPMORGAN CHASE BANK NA',
  issuer_country: 'US',
  product_id: 'A',
  product_type: 'Visa Traditional',
}

/** A mada debit card, co-badged with Visa: `scheme_local` says mada. */
export const framesMadaToken: CardTokenizedEvent = {
  type: 'card',
  token: 'tok_4gzeau5o2uqubbk6fufs3m7p54',
  expires_on: '2026-11-28T15:30:00.000Z',
  expiry_month: 3,
  expiry_year: 2030,
  scheme: 'Visa',
  scheme_local: 'mada',
  last4: '0010',
  bin: '446404',
  card_type: 'Debit',
  card_category: 'Consumer',
  issuer: 'AL RAJHI BANKING AND INVESTMENT CORP.',
  issuer_country: 'SA',
}

export const framesRefusal: CardTokenizationFailedEvent = {
  errorCode: 'request_invalid',
  message: 'card_number_invalid',
}

export interface FramesStandIn {
  inits: FramesInitConfig[]
  /** The cardholder name at each submit. */
  submittedNames: (string | undefined)[]
  enableSubmitFormCalls: number
  /** Types into one of the stand-in's frames: emits what Frames would. */
  type(element: FramesElement, outcome: { valid: boolean; empty?: boolean }): void
  blur(element: FramesElement): void
  bin(event: CardBinChangedEvent): void
  /** How handlers are registered now, per event. */
  handlerCount(event: keyof FramesHandlers): number
}

/**
 * Installs `window.Frames`; submitCard answers with `outcome` (a token, or a tokenization
 * failure), and only when every frame is valid, as Frames does.
 */
export function installFramesStandIn(
  outcome: { token: CardTokenizedEvent } | { refusal: CardTokenizationFailedEvent } = {
    token: framesVisaToken,
  },
): FramesStandIn {
  const handlers = new Map<string, ((event: never) => void)[]>()
  const valid: Record<FramesElement, boolean> = {
    'card-number': false,
    'expiry-date': false,
    cvv: false,
  }
  const emit = <E extends keyof FramesHandlers>(
    event: E,
    payload: Parameters<FramesHandlers[E]>[0],
  ) => {
    for (const handler of handlers.get(event) ?? [])
      (handler as (event: typeof payload) => void)(payload)
  }
  const standIn: FramesStandIn = {
    inits: [],
    submittedNames: [],
    enableSubmitFormCalls: 0,
    type(element, result) {
      valid[element] = result.valid
      emit('frameValidationChanged', {
        element,
        isValid: result.valid,
        isEmpty: result.empty ?? false,
      })
      emit('cardValidationChanged', {
        isValid: Object.values(valid).every(Boolean),
        isElementValid: {
          cardNumber: valid['card-number'],
          expiryDate: valid['expiry-date'],
          cvv: valid.cvv,
        },
      })
    },
    blur(element) {
      emit('frameBlur', { element })
    },
    bin(event) {
      emit('cardBinChanged', event)
    },
    handlerCount: (event) => handlers.get(event)?.length ?? 0,
  }
  const frames: FramesApi = {
    Events: {
      READY: 'ready',
      FRAME_ACTIVATED: 'frameActivated',
      FRAME_FOCUS: 'frameFocus',
      FRAME_BLUR: 'frameBlur',
      FRAME_VALIDATION_CHANGED: 'frameValidationChanged',
      PAYMENT_METHOD_CHANGED: 'paymentMethodChanged',
      CARD_VALIDATION_CHANGED: 'cardValidationChanged',
      CARD_SUBMITTED: 'cardSubmitted',
      CARD_TOKENIZED: 'cardTokenized',
      CARD_TOKENIZATION_FAILED: 'cardTokenizationFailed',
      CARD_BIN_CHANGED: 'cardBinChanged',
    },
    cardholder: {},
    init(config) {
      standIn.inits.push(config)
      const labels = { 'card-number': 'Card number', 'expiry-date': 'Expiry date', cvv: 'CVV' }
      for (const [element, className] of [
        ['card-number', FRAME_SLOT_CLASS.number],
        ['expiry-date', FRAME_SLOT_CLASS.expiry],
        ['cvv', FRAME_SLOT_CLASS.cvc],
      ] as const) {
        for (const container of document.getElementsByClassName(className)) {
          // An input where Frames puts its iframe: happy-dom loads no frames.
          const frame = document.createElement('input')
          frame.title = config.localization === 'AR' ? `${labels[element]} (AR)` : labels[element]
          container.replaceChildren(frame)
        }
      }
      emit('ready', undefined)
    },
    addEventHandler(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler])
    },
    removeAllEventHandlers(event) {
      handlers.delete(event)
    },
    isCardValid: () => Object.values(valid).every(Boolean),
    submitCard() {
      standIn.submittedNames.push(frames.cardholder.name)
      if (!Object.values(valid).every(Boolean)) return Promise.reject(new Error('Card invalid'))
      if ('refusal' in outcome) {
        emit('cardTokenizationFailed', outcome.refusal)
        // Frames rejects submitCard with the failure event's payload.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        return Promise.reject(outcome.refusal)
      }
      emit('cardTokenized', outcome.token)
      return Promise.resolve(outcome.token)
    },
    enableSubmitForm() {
      standIn.enableSubmitFormCalls += 1
    },
  }
  window.Frames = frames
  return standIn
}

export function removeFramesStandIn(): void {
  delete window.Frames
}
