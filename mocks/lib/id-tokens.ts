import { z } from 'zod/mini'
import { built } from '../../src/api/schemas/built'
import { sandboxNow } from './controls'

// A platform accepts a Google or Apple sign-in only with an ID token it has verified: signed by
// the provider's key (RS256, found by `kid` in the provider's published keys), issued by that
// provider, for this site's client ID, not expired, for the email the request names. The fake
// platform does the same once told whose keys and client IDs to trust (the standalone server
// reads them from its environment: the browser tests trust their stand-in providers' key).

const jwkSchema = built(() =>
  z.looseObject({
    kty: z.literal('RSA'),
    kid: z.string(),
    n: z.string(),
    e: z.string(),
  }),
)

export const jwksSchema = built(() => z.object({ keys: z.array(jwkSchema) }))

export interface IdTokenTrust {
  keys: z.infer<typeof jwksSchema>['keys']
  googleClientId?: string | undefined
  appleClientId?: string | undefined
}

const ISSUERS = {
  google: new Set(['https://accounts.google.com', 'accounts.google.com']),
  apple: new Set(['https://appleid.apple.com']),
} as const

let trust: IdTokenTrust | undefined

/** Whose ID tokens the platform accepts; undefined accepts none (the in-page sandbox). */
export function trustIdTokens(next: IdTokenTrust | undefined): void {
  trust = next
}

const headerSchema = built(() => z.object({ alg: z.literal('RS256'), kid: z.string() }))
const claimsSchema = built(() =>
  z.object({
    iss: z.string(),
    aud: z.string(),
    exp: z.number(),
    email: z.string(),
    // Google sends a boolean, Apple the string "true".
    email_verified: z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
  }),
)

function decodeBase64Url(part: string): Uint8Array<ArrayBuffer> {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

function decodeJson(part: string): unknown {
  return JSON.parse(new TextDecoder().decode(decodeBase64Url(part)))
}

/**
 * The verified email of an ID token from `provider`, or undefined when the token is not one the
 * platform can trust (any part malformed, the signature, issuer, audience or expiry wrong, the
 * email unverified).
 */
export async function verifiedIdTokenEmail(
  token: string,
  provider: 'google' | 'apple',
): Promise<string | undefined> {
  const audience = provider === 'google' ? trust?.googleClientId : trust?.appleClientId
  if (!trust || !audience) return undefined
  const [headerPart, claimsPart, signaturePart, ...rest] = token.split('.')
  if (!headerPart || !claimsPart || !signaturePart || rest.length > 0) return undefined
  try {
    const header = headerSchema.safeParse(decodeJson(headerPart))
    const claims = claimsSchema.safeParse(decodeJson(claimsPart))
    if (!header.success || !claims.success) return undefined
    const jwk = trust.keys.find((key) => key.kid === header.data.kid)
    if (!jwk) return undefined
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: jwk.kty, n: jwk.n, e: jwk.e },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    )
    const signed = new TextEncoder().encode(`${headerPart}.${claimsPart}`)
    const valid = await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      key,
      decodeBase64Url(signaturePart),
      signed,
    )
    const { iss, aud, exp, email, email_verified: verified } = claims.data
    if (!valid || !ISSUERS[provider].has(iss) || aud !== audience) return undefined
    if (exp * 1000 <= sandboxNow()) return undefined
    if (verified === false || verified === 'false') return undefined
    return email
  } catch {
    return undefined
  }
}
