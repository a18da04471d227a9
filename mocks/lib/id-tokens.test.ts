import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxNow } from './controls'
import { jwksSchema, trustIdTokens, verifiedIdTokenEmail } from './id-tokens'

const GOOGLE_CLIENT = 'web.apps.googleusercontent.com'
const APPLE_CLIENT = 'com.rental.web'

function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const json = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)))

let providerKey: CryptoKeyPair
let otherKey: CryptoKeyPair

async function generate(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  )
}

async function sign(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; kid?: string; alg?: string } = {},
): Promise<string> {
  const header = json({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'key-1', typ: 'JWT' })
  const body = json(claims)
  const signature = await crypto.subtle.sign(
    'RSASSA-PKCS1-v1_5',
    options.key ?? providerKey.privateKey,
    new TextEncoder().encode(`${header}.${body}`),
  )
  return `${header}.${body}.${base64Url(new Uint8Array(signature))}`
}

const inAnHour = () => Math.floor(sandboxNow() / 1000) + 3600

const google = (overrides: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: GOOGLE_CLIENT,
  sub: '1101694',
  email: 'layla@gmail.com',
  email_verified: true,
  exp: inAnHour(),
  ...overrides,
})

beforeAll(async () => {
  providerKey = await generate()
  otherKey = await generate()
  const jwk = await crypto.subtle.exportKey('jwk', providerKey.publicKey)
  trustIdTokens({
    keys: jwksSchema.parse({ keys: [{ ...jwk, kid: 'key-1' }] }).keys,
    googleClientId: GOOGLE_CLIENT,
    appleClientId: APPLE_CLIENT,
  })
})

describe('verifying a provider’s ID token', () => {
  it('answers the email of a token signed by a trusted key, for this client, not expired', async () => {
    expect(await verifiedIdTokenEmail(await sign(google()), 'google')).toBe('layla@gmail.com')
    const apple = await sign({
      iss: 'https://appleid.apple.com',
      aud: APPLE_CLIENT,
      sub: '001234.abc',
      email: 'x@privaterelay.appleid.com',
      email_verified: 'true',
      exp: inAnHour(),
    })
    expect(await verifiedIdTokenEmail(apple, 'apple')).toBe('x@privaterelay.appleid.com')
  })

  it.each([
    ['another client’s token', google({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', google({ iss: 'https://appleid.apple.com' })],
    ['an expired token', google({ exp: Math.floor(sandboxNow() / 1000) - 1 })],
    ['an unverified email', google({ email_verified: false })],
    ['a token without an email', google({ email: undefined })],
  ])('refuses %s', async (_, claims) => {
    expect(await verifiedIdTokenEmail(await sign(claims), 'google')).toBeUndefined()
  })

  it('refuses a token signed by another key, under an unknown key, or unsigned', async () => {
    expect(
      await verifiedIdTokenEmail(await sign(google(), { key: otherKey.privateKey }), 'google'),
    ).toBeUndefined()
    expect(await verifiedIdTokenEmail(await sign(google(), { kid: 'key-2' }), 'google')).toBe(
      undefined,
    )
    const [header, claims] = (await sign(google())).split('.')
    expect(await verifiedIdTokenEmail(`${header}.${claims}.`, 'google')).toBeUndefined()
    const none = `${json({ alg: 'none', kid: 'key-1' })}.${claims}.`
    expect(await verifiedIdTokenEmail(none, 'google')).toBeUndefined()
  })

  it('refuses a Google token offered as Apple’s', async () => {
    expect(await verifiedIdTokenEmail(await sign(google()), 'apple')).toBeUndefined()
  })

  it('trusts nothing until told whose keys to trust', async () => {
    const token = await sign(google())
    trustIdTokens(undefined)
    try {
      expect(await verifiedIdTokenEmail(token, 'google')).toBeUndefined()
    } finally {
      const jwk = await crypto.subtle.exportKey('jwk', providerKey.publicKey)
      trustIdTokens({
        keys: jwksSchema.parse({ keys: [{ ...jwk, kid: 'key-1' }] }).keys,
        googleClientId: GOOGLE_CLIENT,
        appleClientId: APPLE_CLIENT,
      })
    }
  })
})
