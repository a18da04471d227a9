import { apiBases, rentalPaths } from '../src/api/paths'
import { loginResponseSchema } from '../src/api/schemas/auth'
import { SESSION_COOKIE, sessionUser } from './lib/session'
import { PERSONA_PASSWORD, PERSONAS, RIDE_APP_LOGIN_CODE, RIDE_APP_USER } from './seed/personas'

// Logging in and out on the tester's behalf, through the same endpoints the app uses, so the
// session is exactly the one a real login makes. Browser only (it relies on document.cookie).

export interface SandboxLogin {
  email: string
  /** What the persona demonstrates (README "Personas"). */
  shows: string
  /** Logs in through the ride-app login instead of the password form. */
  rideApp: boolean
}

/** Everyone the panel and `rentalSandbox.loginAs()` can log in as. */
export const SANDBOX_LOGINS: readonly SandboxLogin[] = [
  ...PERSONAS.map(({ email, shows }) => ({ email, shows, rideApp: false })),
  {
    email: RIDE_APP_USER.email,
    rideApp: true,
    shows: `ride-app user, logged in through the ride-app login (code ${RIDE_APP_LOGIN_CODE})`,
  },
]

function loginRequest(email: string): Promise<Response> {
  if (email === RIDE_APP_USER.email) {
    const query = new URLSearchParams({ code: RIDE_APP_LOGIN_CODE })
    return fetch(`${apiBases.rental}${rentalPaths.careemHandler}?${query.toString()}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
  }
  return fetch(`${apiBases.rental}${rentalPaths.login}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PERSONA_PASSWORD }),
  })
}

/**
 * Logs in as a persona (password `Rental!2026`) or, for `rideapp@rental.test`, through the
 * ride-app login. Resolves with the user id; rejects when the platform refuses.
 */
export async function loginAs(email: string): Promise<string> {
  const response = await loginRequest(email)
  if (!response.ok) {
    throw new Error(`Sandbox: logging in as ${email} failed (HTTP ${response.status})`)
  }
  const body = loginResponseSchema.safeParse(await response.json().catch(() => null))
  if (!body.success) throw new Error(`Sandbox: the login answer for ${email} was not understood`)
  return body.data.userId
}

/** Ends the session. Falls back to dropping the cookie when the platform cannot be reached. */
export async function logout(): Promise<void> {
  const response = await fetch(`${apiBases.rental}${rentalPaths.logout}`, {
    method: 'POST',
    credentials: 'include',
  }).catch(() => undefined)
  if (!response?.ok) forgetSession()
}

/** Drops the session cookie without asking the platform (it is set by the page in the sandbox). */
export function forgetSession(): void {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}

function documentCookies(): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0) {
      cookies[pair.slice(0, separator).trim()] = pair.slice(separator + 1)
    }
  }
  return cookies
}

/**
 * The email of the user the session cookie belongs to. Read from the cookie and the sandbox
 * database rather than over the network, so it never uses up an injected fault.
 */
export async function sessionEmail(): Promise<string | undefined> {
  const user = await sessionUser(documentCookies())
  return user?.email
}
