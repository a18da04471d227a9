import { brandOfScheme } from '../domain/cards'
import { loadScript } from '../lib/load-script'
import { reportException } from '../lib/monitoring'
import {
  CardFieldsUnavailable,
  CardTokenizationFailed,
  EMPTY_HOSTED_STATE,
  type CardFieldName,
  type CardFieldsMountOptions,
  type CardFieldSlots,
  type HostedCardFields,
  type HostedCardState,
} from './card-fields'

// Checkout.com Frames, multiple-iframes layout: the number, expiry and CVV are Checkout's frames
// inserted into elements with the classes Frames looks for. The page hears validity and the
// card's BIN scheme through Frames' events, never the digits, and `submitCard()` answers with the
// card token (`tok_…`) that the platform's card-token call takes.

export const FRAMES_SCRIPT_URL = 'https://cdn.checkout.com/js/framesv2.min.js'

/** The containers Frames fills in its multiple-iframes layout. */
export const FRAME_SLOT_CLASS: Record<CardFieldName, string> = {
  number: 'card-number-frame',
  expiry: 'expiry-date-frame',
  cvc: 'cvv-frame',
}

/** Frames' element identifiers in its frame events. */
export type FramesElement = 'card-number' | 'expiry-date' | 'cvv'

const FIELD_OF: Record<FramesElement, CardFieldName> = {
  'card-number': 'number',
  'expiry-date': 'expiry',
  cvv: 'cvc',
}

/** `Frames.Events` as documented. */
export interface FramesEvents {
  READY: 'ready'
  FRAME_ACTIVATED: 'frameActivated'
  FRAME_FOCUS: 'frameFocus'
  FRAME_BLUR: 'frameBlur'
  FRAME_VALIDATION_CHANGED: 'frameValidationChanged'
  PAYMENT_METHOD_CHANGED: 'paymentMethodChanged'
  CARD_VALIDATION_CHANGED: 'cardValidationChanged'
  CARD_SUBMITTED: 'cardSubmitted'
  CARD_TOKENIZED: 'cardTokenized'
  CARD_TOKENIZATION_FAILED: 'cardTokenizationFailed'
  CARD_BIN_CHANGED: 'cardBinChanged'
}
export type FramesEventName = FramesEvents[keyof FramesEvents]

const EVENT_KEYS: readonly (keyof FramesEvents)[] = [
  'READY',
  'FRAME_ACTIVATED',
  'FRAME_FOCUS',
  'FRAME_BLUR',
  'FRAME_VALIDATION_CHANGED',
  'PAYMENT_METHOD_CHANGED',
  'CARD_VALIDATION_CHANGED',
  'CARD_SUBMITTED',
  'CARD_TOKENIZED',
  'CARD_TOKENIZATION_FAILED',
  'CARD_BIN_CHANGED',
]

export interface FramesStyleRule {
  color?: string
  fontFamily?: string
  fontSize?: string
  direction?: 'ltr' | 'rtl'
  textAlign?: 'left' | 'right'
}

export interface FramesInitConfig {
  publicKey: string
  localization: 'AR' | 'EN-GB'
  acceptedPaymentMethods: string[]
  style: {
    base: FramesStyleRule
    invalid: FramesStyleRule
    placeholder: { base: FramesStyleRule }
  }
}

export interface FrameElementEvent {
  element: FramesElement
}
export interface FrameValidationChangedEvent {
  element: FramesElement
  isValid: boolean
  isEmpty: boolean
}
export interface CardValidationChangedEvent {
  isValid: boolean
  isElementValid: { cardNumber: boolean; expiryDate: boolean; cvv: boolean }
}
export interface PaymentMethodChangedEvent {
  isValid: boolean
  paymentMethod?: string
  isPaymentMethodAccepted?: boolean
}
export interface CardBinChangedEvent {
  bin: string
  scheme?: string
}
/** The documented CARD_TOKENIZED payload (and what `submitCard()` resolves with). */
export interface CardTokenizedEvent {
  type: string
  token: string
  expires_on: string
  expiry_month: number | string
  expiry_year: number | string
  scheme?: string
  scheme_local?: string
  last4: string
  bin: string
  card_type?: string
  card_category?: string
  issuer?: string
  issuer_country?: string
  product_id?: string
  product_type?: string
}
export interface CardTokenizationFailedEvent {
  errorCode: string
  message: string
}

export interface FramesHandlers {
  ready: () => void
  frameBlur: (event: FrameElementEvent) => void
  frameValidationChanged: (event: FrameValidationChangedEvent) => void
  paymentMethodChanged: (event: PaymentMethodChangedEvent) => void
  cardValidationChanged: (event: CardValidationChangedEvent) => void
  cardBinChanged: (event: CardBinChangedEvent) => void
  cardTokenized: (event: CardTokenizedEvent) => void
  cardTokenizationFailed: (event: CardTokenizationFailedEvent) => void
}

/** The part of the global `Frames` this adapter uses (Frames reference). */
export interface FramesApi {
  Events: FramesEvents
  cardholder: { name?: string }
  init(config: FramesInitConfig): void
  addEventHandler<E extends keyof FramesHandlers>(event: E, handler: FramesHandlers[E]): void
  removeAllEventHandlers(event: FramesEventName): void
  isCardValid(): boolean
  submitCard(): Promise<CardTokenizedEvent>
  enableSubmitForm(): void
}

declare global {
  interface Window {
    Frames?: FramesApi
  }
}

const isMada = (scheme: string | undefined) => (scheme ?? '').toLowerCase() === 'mada'

/** The schemes offered in Frames' acceptedPaymentMethods; mada only where it is accepted. */
const SCHEMES = ['Visa', 'Mastercard', 'American Express', 'Diners Club', 'Discover', 'JCB']

export function createCheckoutFrames(config: {
  publicKey: string
  load?: (src: string) => Promise<void>
  report?: (error: unknown, label: string) => void
}): HostedCardFields {
  const load = config.load ?? loadScript
  const report = config.report ?? reportException
  const unavailable = (error: unknown) => {
    report(error, 'card-fields: Checkout.com Frames did not load')
    return new CardFieldsUnavailable('checkout', { cause: error })
  }
  // Frames is one global: only the latest mount's handlers are live, and only it may remove them
  // (an earlier form unmounted late, as React's StrictMode does, must not).
  let live: object | null = null
  return {
    kind: 'hosted',
    async mount(slots: CardFieldSlots, options: CardFieldsMountOptions) {
      try {
        await load(FRAMES_SCRIPT_URL)
      } catch (error) {
        throw unavailable(error)
      }
      const frames = window.Frames
      if (!frames) throw unavailable(new Error('Frames loaded without the Frames global'))

      for (const name of ['number', 'expiry', 'cvc'] as const) {
        slots[name].classList.add(FRAME_SLOT_CLASS[name])
      }
      let state: HostedCardState = EMPTY_HOSTED_STATE
      const listeners = new Set<(state: HostedCardState) => void>()
      const update = (next: HostedCardState) => {
        state = next
        for (const listener of listeners) listener(state)
      }
      const field = (
        element: FramesElement,
        change: Partial<HostedCardState['fields']['number']>,
      ) => {
        const name = FIELD_OF[element]
        update({
          ...state,
          fields: { ...state.fields, [name]: { ...state.fields[name], ...change } },
        })
      }
      const mounted = {}
      live = mounted
      const events = EVENT_KEYS.map((key) => frames.Events[key])
      // Frames is one global: a form that opened before leaves its handlers behind.
      for (const event of events) frames.removeAllEventHandlers(event)
      frames.addEventHandler(frames.Events.FRAME_VALIDATION_CHANGED, (event) =>
        field(event.element, { valid: event.isValid, empty: event.isEmpty }),
      )
      frames.addEventHandler(frames.Events.FRAME_BLUR, (event) =>
        field(event.element, { touched: true }),
      )
      frames.addEventHandler(frames.Events.PAYMENT_METHOD_CHANGED, (event) => {
        if (event.paymentMethod === undefined) return
        update({ ...state, brand: brandOfScheme(event.paymentMethod) })
      })
      frames.addEventHandler(frames.Events.CARD_BIN_CHANGED, (event) => {
        const localScheme = isMada(event.scheme) ? 'mada' : null
        const brand = localScheme ? state.brand : brandOfScheme(event.scheme)
        update({ ...state, brand, localScheme })
      })
      const { theme } = options
      // Card numbers read left to right in every language; on an Arabic page they sit at the
      // field's start, on the right, like the app's own Latin fields.
      const align = options.dir === 'rtl' ? 'right' : 'left'
      frames.init({
        publicKey: config.publicKey,
        localization: options.lang === 'ar' ? 'AR' : 'EN-GB',
        acceptedPaymentMethods: options.mada ? [...SCHEMES, 'Mada'] : SCHEMES,
        style: {
          base: {
            color: theme.color,
            fontFamily: theme.fontFamily,
            fontSize: theme.fontSize,
            direction: 'ltr',
            textAlign: align,
          },
          invalid: { color: theme.invalidColor },
          placeholder: { base: { color: theme.placeholderColor } },
        },
      })
      return {
        state: () => state,
        subscribe(listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
        async tokenize(name) {
          frames.cardholder = { name }
          let tokenized: CardTokenizedEvent
          try {
            tokenized = await frames.submitCard()
          } catch (error) {
            throw new CardTokenizationFailed('checkout', { cause: error })
          } finally {
            // Frames locks its form after a submit; the customer may correct and send again.
            frames.enableSubmitForm()
          }
          return {
            token: tokenized.token,
            brand: brandOfScheme(tokenized.scheme),
            localScheme: isMada(tokenized.scheme_local) ? 'mada' : null,
          }
        },
        unmount() {
          listeners.clear()
          if (live !== mounted) return
          live = null
          for (const event of events) frames.removeAllEventHandlers(event)
        },
      }
    },
  }
}
