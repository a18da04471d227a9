// The Content-Security-Policy entries Checkout.com Frames needs in a build with its public key,
// and no more: its script and the card frames it inserts come from Checkout's CDN, and the page
// may call the Checkout API of the configured environment (sandbox or production).

export interface CheckoutSources {
  script: string[]
  frame: string[]
  connect: string[]
}

export type CheckoutEnvironment = 'sandbox' | 'production'

const CDN = 'https://cdn.checkout.com'
const API: Record<CheckoutEnvironment, string> = {
  sandbox: 'https://api.sandbox.checkout.com',
  production: 'https://api.checkout.com',
}

/**
 * The environment from VITE_CHECKOUT_ENV, or from the key (`pk_sbox_…` keys are the sandbox's)
 * when unset; a key and environment that disagree stop the build, as Frames would refuse it.
 */
export function checkoutEnvironment(env: Record<string, string | undefined>): CheckoutEnvironment {
  const key = env.VITE_CHECKOUT_PUBLIC_KEY ?? ''
  const fromKey: CheckoutEnvironment = key.startsWith('pk_sbox_') ? 'sandbox' : 'production'
  const named = env.VITE_CHECKOUT_ENV
  if (named === undefined || named === '') return fromKey
  if (named !== 'sandbox' && named !== 'production')
    throw new Error(`VITE_CHECKOUT_ENV must be sandbox or production, not "${named}"`)
  if (named !== fromKey)
    throw new Error(`VITE_CHECKOUT_PUBLIC_KEY is not a ${named} key (VITE_CHECKOUT_ENV=${named})`)
  return named
}

export function checkoutSources(env: Record<string, string | undefined>): CheckoutSources {
  if (!env.VITE_CHECKOUT_PUBLIC_KEY) return { script: [], frame: [], connect: [] }
  return { script: [CDN], frame: [CDN], connect: [API[checkoutEnvironment(env)]] }
}
