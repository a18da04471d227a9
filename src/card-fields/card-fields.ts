import { tokenizeCard } from '../api/sandbox'
import type { CardBrand } from '../api/schemas/payment'

// The payment provider's card fields, behind an adapter: the platform (and every flow) only ever
// sees the token. A provider's fields are mounted into the form's slots and tokenized there, so
// the number never reaches the page (Checkout.com Frames); the sandbox stands in with the app's
// own inputs, whose digits go to the fake provider, and the same token result.

export type CardFieldName = 'number' | 'expiry' | 'cvc'

/** What a new card becomes: the provider's token, the network, and a domestic scheme (mada). */
export interface CardToken {
  token: string
  brand: CardBrand
  /** The card's local scheme where it is co-badged, e.g. mada in Saudi Arabia. */
  localScheme: 'mada' | null
}

export interface CardDetails {
  /** The cardholder's name. */
  name: string
  /** Digits only. */
  number: string
  expiryMonth: number
  expiryYear: number
  cvc: string
}

/** The app draws the number, expiry and code itself and hands the digits over (the sandbox). */
export interface TypedCardFields {
  kind: 'typed'
  tokenize(card: CardDetails): Promise<CardToken>
}

/** Where the provider's three fields go; each is an empty element of the form. */
export type CardFieldSlots = Record<CardFieldName, HTMLElement>

export interface CardFieldsMountOptions {
  lang: 'en' | 'ar'
  dir: 'ltr' | 'rtl'
  /** Accept mada cards: paying in Saudi Arabia. */
  mada: boolean
  /** Resolved colours and type of the form, so the provider's fields match the theme. */
  theme: CardFieldsTheme
}

export interface CardFieldsTheme {
  color: string
  placeholderColor: string
  invalidColor: string
  fontFamily: string
  fontSize: string
}

export interface CardFieldState {
  empty: boolean
  valid: boolean
  /** The customer has left the field at least once. */
  touched: boolean
}

/** What the provider's fields tell the page while the customer types (never the digits). */
export interface HostedCardState {
  fields: Record<CardFieldName, CardFieldState>
  brand: CardBrand
  localScheme: 'mada' | null
}

export interface HostedCardFieldsHandle {
  state(): HostedCardState
  /** Calls listener on every change; returns the unsubscribe. */
  subscribe(listener: (state: HostedCardState) => void): () => void
  /**
   * Tokenizes what is in the fields with the cardholder's name; rejects with
   * CardTokenizationFailed (the fields stay filled and can be submitted again).
   */
  tokenize(name: string): Promise<CardToken>
  /** Detaches the page's handlers; the fields go with their slots. */
  unmount(): void
}

/** The provider draws the number, expiry and code in its own frames (Checkout.com Frames). */
export interface HostedCardFields {
  kind: 'hosted'
  /** Rejects with CardFieldsUnavailable when the provider's script cannot be had. */
  mount(slots: CardFieldSlots, options: CardFieldsMountOptions): Promise<HostedCardFieldsHandle>
}

export type CardFields = TypedCardFields | HostedCardFields

/** The provider's fields could not be drawn (script blocked, offline, refused, too slow). */
export class CardFieldsUnavailable extends Error {
  override readonly name = 'CardFieldsUnavailable'
}

/** The provider refused to tokenize what was typed. */
export class CardTokenizationFailed extends Error {
  override readonly name = 'CardTokenizationFailed'
}

export const EMPTY_HOSTED_STATE: HostedCardState = {
  fields: {
    number: { empty: true, valid: false, touched: false },
    expiry: { empty: true, valid: false, touched: false },
    cvc: { empty: true, valid: false, touched: false },
  },
  brand: 'UNKNOWN',
  localScheme: null,
}

export const sandboxCardFields: TypedCardFields = {
  kind: 'typed',
  async tokenize(card) {
    const { token, brand } = await tokenizeCard(card)
    return { token, brand, localScheme: null }
  },
}
