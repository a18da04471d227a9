// The email an ID token (a JWT from Google or Apple) was issued for. The page only reads it to
// fill the platform's `email` field; the platform verifies the token's signature and audience.

export function emailFromIdToken(token: string): string | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof claims !== 'object' || claims === null || !('email' in claims)) return undefined
    return typeof claims.email === 'string' && claims.email !== '' ? claims.email : undefined
  } catch {
    return undefined
  }
}
