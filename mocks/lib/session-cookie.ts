// The sandbox's session cookie (`rental_session=<userId>.<issuedAt>.<signature>`, HMAC-SHA-256
// signed), on its own without the platform's database: the fake platform signs and checks it,
// and the browser journeys start a test logged in by setting the one a login would set
// (e2e/sandbox.ts). Web Crypto only, so the page, Node and the test runner share it.

export const SESSION_COOKIE = 'rental_session'
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
const SECRET = 'rental-sandbox-session-secret'

const encoder = new TextEncoder()
let keyPromise: Promise<CryptoKey> | undefined

function hmacKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  return keyPromise
}

async function sign(payload: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(), encoder.encode(payload))
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The cookie's value for a session of `userId` started at `issuedAt` (epoch milliseconds). */
export async function sessionCookieValue(userId: string, issuedAt: number): Promise<string> {
  const payload = `${encodeURIComponent(userId)}.${issuedAt}`
  return `${payload}.${await sign(payload)}`
}

/** The user id of a correctly signed cookie value, else undefined. */
export async function sessionCookieUserId(value: string): Promise<string | undefined> {
  const [encodedUser, issuedAt, signature] = value.split('.')
  if (!encodedUser || !issuedAt || !signature) return undefined
  if ((await sign(`${encodedUser}.${issuedAt}`)) !== signature) return undefined
  return decodeURIComponent(encodedUser)
}
