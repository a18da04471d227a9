// What an ID token (a JWT from Google or Apple) says about its customer. The page only reads it to
// fill the platform's `email` field and to suggest a name for a new account; the platform
// verifies the token's signature, issuer, audience and expiry.

export interface IdTokenClaims {
  email: string
  /** Google's `given_name` / `family_name`; Apple's tokens carry no name. */
  givenName?: string
  familyName?: string
}

function text(claims: object, key: string): string | undefined {
  const value: unknown = Reflect.get(claims, key)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export function claimsFromIdToken(token: string): IdTokenClaims | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof claims !== 'object' || claims === null) return undefined
    const email = text(claims, 'email')
    if (email === undefined) return undefined
    const givenName = text(claims, 'given_name')
    const familyName = text(claims, 'family_name')
    return {
      email,
      ...(givenName === undefined ? {} : { givenName }),
      ...(familyName === undefined ? {} : { familyName }),
    }
  } catch {
    return undefined
  }
}

export function emailFromIdToken(token: string): string | undefined {
  return claimsFromIdToken(token)?.email
}
