import { HttpResponse, type JsonBodyType } from 'msw'
import { db, type UserRecord } from '../db'
import { errorResponse } from './respond'
import {
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieUserId,
  sessionCookieValue,
} from './session-cookie'
import { sandboxNow } from './controls'

// Sessions are a signed cookie (`rental_session=<userId>.<issuedAt>.<signature>`), so the fake
// platform keeps no session table and nothing session-related is written to storage. In the
// browser the sandbox runs in the page and sets the cookie itself; in Node it answers with
// Set-Cookie (HttpOnly), like a real platform.

function runsInPage(): boolean {
  return typeof document !== 'undefined'
}

/** Answers `body` and starts a session for the user. */
export async function withSession(
  userId: string,
  body: JsonBodyType,
  status = 200,
): Promise<Response> {
  const value = await sessionCookieValue(userId, sandboxNow())
  if (runsInPage()) {
    document.cookie = `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax`
    return HttpResponse.json(body, { status })
  }
  return HttpResponse.json(body, {
    status,
    headers: {
      'Set-Cookie': `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`,
    },
  })
}

/** Answers `response` with the session ended. */
export function withoutSession(response: Response): Response {
  if (runsInPage()) {
    document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    return response
  }
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
  // An HttpResponse (not a plain Response), so MSW's Node cookie jar sees the cleared cookie.
  return new HttpResponse(response.body, { status: response.status, headers })
}

/** The user whose valid session cookie came with the request, if any. */
export async function sessionUser(
  cookies: Record<string, string>,
): Promise<UserRecord | undefined> {
  // MSW in Node (happy-dom) re-appends document cookies to the request for every handler it
  // tries, so the value can arrive as `v, rental_session=v, …`. A session value never holds a
  // comma (the user id is URI-encoded), so the first part is the cookie.
  const value = cookies[SESSION_COOKIE]?.split(',')[0]
  if (!value) return undefined
  const userId = await sessionCookieUserId(value)
  if (userId === undefined) return undefined
  return db.users.findFirst((q) => q.where({ userId }))
}

export class Unauthorized extends Error {
  readonly response = errorResponse(401, 'Log in to continue', { code: 'UNAUTHENTICATED' })
}

/** The session's user; throws a 401 answer (handled by route()) when there is none. */
export async function requireUser(cookies: Record<string, string>): Promise<UserRecord> {
  const user = await sessionUser(cookies)
  if (!user) throw new Unauthorized()
  return user
}

export class Forbidden extends Error {
  readonly response = errorResponse(403, 'This belongs to another customer', { code: 'FORBIDDEN' })
}

/** A customer may only reach their own resources. */
export async function requireSelf(
  cookies: Record<string, string>,
  customerId: string,
): Promise<UserRecord> {
  const user = await requireUser(cookies)
  if (user.userId !== customerId) throw new Forbidden()
  return user
}
