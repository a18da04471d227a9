import { z } from 'zod/mini'
import { built } from '../src/api/schemas/built'
import { apiBases, sandboxControlPaths } from '../src/api/paths'
import { apiErrorBodySchema } from '../src/api/schemas/error'
import { sessionUser } from './lib/session'
import { SESSION_COOKIE } from './lib/session-cookie'
import { resetSandbox } from './lib/sandbox-controls'
import { findScenario, type Scenario } from './scenarios'
import { PERSONAS, RIDE_APP_LOGIN_CODE, RIDE_APP_USER } from './seed/personas'

// The browser's calls that change the session: logging in, out, applying a scenario and
// resetting. They go through the sandbox's control endpoints (mocks/handlers/sandbox-controls.ts),
// the ones curl and tests use against the standalone server, so the session is the signed cookie
// a real login makes and injected faults or latency never get in the way. Browser only (it
// relies on document.cookie).

export interface SandboxLogin {
  email: string
  /** What the persona demonstrates (docs/sandbox.md, "Personas"). */
  shows: string
  /** The ride-app user, whose real way in is the ride-app login (the panel labels it so). */
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

const loginAnswerSchema = built(() => z.object({ userId: z.string() }))
const scenarioAnswerSchema = built(() => z.object({ id: z.string() }))

function control(path: string, body?: unknown): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' })
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return fetch(`${apiBases.platform}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  })
}

/** The answer's JSON, or an Error with the platform's message when it refused. */
async function answerOf(response: Response, what: string): Promise<unknown> {
  const json: unknown = await response.json().catch(() => null)
  if (response.ok) return json
  const error = apiErrorBodySchema.safeParse(json)
  const reason = error.success ? error.data.message : `HTTP ${response.status}`
  throw new Error(`Sandbox: ${what} failed: ${reason}`)
}

/** Logs in as a persona or any other account, without its password. Resolves with the user id. */
export async function loginAs(email: string): Promise<string> {
  const what = `logging in as ${email}`
  const answer = loginAnswerSchema.safeParse(
    await answerOf(await control(sandboxControlPaths.login, { email }), what),
  )
  if (!answer.success) throw new Error(`Sandbox: the answer to ${what} was not understood`)
  return answer.data.userId
}

/** Ends the session. Falls back to dropping the cookie when the platform cannot be reached. */
export async function logout(): Promise<void> {
  const response = await control(sandboxControlPaths.logout).catch(() => undefined)
  if (!response?.ok) forgetSession()
}

/**
 * Puts the sandbox in a scenario's state without navigating: default controls, the scenario's
 * persona logged in (or nobody), then its controls.
 */
export async function applyScenarioSession(id: string): Promise<Scenario> {
  const what = `applying the scenario "${id}"`
  const answer = scenarioAnswerSchema.safeParse(
    await answerOf(await control(sandboxControlPaths.scenario, { id }), what),
  )
  const scenario = answer.success ? findScenario(answer.data.id) : undefined
  if (!scenario) throw new Error(`Sandbox: the answer to ${what} was not understood`)
  return scenario
}

/**
 * Back to the seed and logged out. When the platform cannot be reached (the worker is gone),
 * the same reset runs here directly, so the way out of a broken sandbox always works.
 */
export async function resetSession(): Promise<void> {
  const response = await control(sandboxControlPaths.reset).catch(() => undefined)
  if (response?.ok) return
  await resetSandbox()
  forgetSession()
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
