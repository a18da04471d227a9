import { describe, expect, it } from 'vitest'
import { FRAMES_SCRIPT_URL } from '../../src/card-fields/checkout-frames'
import { checkoutSources } from './checkout-csp'

describe('Checkout.com Frames in the Content-Security-Policy', () => {
  it('adds nothing without a public key', () => {
    expect(checkoutSources({ VITE_CHECKOUT_ENV: 'production' })).toEqual({
      script: [],
      frame: [],
      connect: [],
    })
  })

  it('allows the CDN the adapter loads Frames from, its frames, and the sandbox API', () => {
    const sources = checkoutSources({ VITE_CHECKOUT_PUBLIC_KEY: 'pk_sbox_abc' })
    expect(sources.script).toEqual([new URL(FRAMES_SCRIPT_URL).origin])
    expect(sources.frame).toEqual(['https://cdn.checkout.com'])
    expect(sources.connect).toEqual(['https://api.sandbox.checkout.com'])
  })

  it('allows the production API for a production key', () => {
    expect(
      checkoutSources({ VITE_CHECKOUT_PUBLIC_KEY: 'pk_abc', VITE_CHECKOUT_ENV: 'production' })
        .connect,
    ).toEqual(['https://api.checkout.com'])
  })

  it('stops the build when the key and the environment disagree, or the environment is unknown', () => {
    expect(() =>
      checkoutSources({ VITE_CHECKOUT_PUBLIC_KEY: 'pk_sbox_abc', VITE_CHECKOUT_ENV: 'production' }),
    ).toThrow(/not a production key/)
    expect(() =>
      checkoutSources({ VITE_CHECKOUT_PUBLIC_KEY: 'pk_abc', VITE_CHECKOUT_ENV: 'live' }),
    ).toThrow(/sandbox or production/)
  })
})
