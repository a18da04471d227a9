import { tokenizeCard } from '../../api/sandbox'
import type { CardBrand } from '../../api/schemas/payment'
import { sandboxBuild } from '../../lib/env'

// The payment provider's card tokenizer, behind an adapter: card numbers go to the provider,
// the platform (and the booking machine) only ever see the token. The sandbox stands in for the
// provider; a build for a real platform plugs its provider's SDK in here.

export interface CardDetails {
  /** The cardholder's name. */
  name: string
  /** Digits only. */
  number: string
  expiryMonth: number
  expiryYear: number
  cvc: string
}

export interface CardTokenizer {
  tokenize(card: CardDetails): Promise<{ token: string; brand: CardBrand }>
}

export const sandboxCardTokenizer: CardTokenizer = {
  async tokenize(card) {
    const { token, brand } = await tokenizeCard(card)
    return { token, brand }
  },
}

/** The tokenizer of this build, or null where none is configured (cards can't be added then). */
export const cardTokenizer: CardTokenizer | null = sandboxBuild ? sandboxCardTokenizer : null
