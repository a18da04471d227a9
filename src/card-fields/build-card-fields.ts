import { env, sandboxBuild } from '../lib/env'
import { sandboxCardFields, type CardFields } from './card-fields'
import { createCheckoutFrames } from './checkout-frames'

/**
 * The card fields of this build: the sandbox's own inputs, Checkout.com Frames where its public
 * key is configured, or none (new cards cannot be added; saved cards and the wallet still pay).
 */
export const cardFields: CardFields | null = sandboxBuild
  ? sandboxCardFields
  : env.checkoutPublicKey
    ? createCheckoutFrames({ publicKey: env.checkoutPublicKey })
    : null
