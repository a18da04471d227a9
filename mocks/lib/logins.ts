import { db } from '../db'
import { RIDE_APP_LOGIN_CODE, RIDE_APP_USER } from '../seed/personas'
import { errorResponse } from './respond'
import { withSession } from './session'
import { findUserByEmail, isValidSocialToken } from './users'
import { passwordMatches } from './secrets'

// The three ways in, shared by the rental API (/auth/*) and the platform (/identity/login/*):
// each answers { userId } with a new session, or the error the app reacts to.

/** One message for an unknown email and a wrong password, so logins cannot probe accounts. */
export async function loginWithPassword(body: {
  email: string
  password: string
}): Promise<Response> {
  const user = findUserByEmail(body.email)
  if (!user || !(await passwordMatches(user, body.password))) {
    return errorResponse(401, 'The email or password is not correct', {
      code: 'INVALID_CREDENTIALS',
    })
  }
  return withSession(user.userId, { userId: user.userId })
}

/** A 404 tells the app to offer social registration for that email. */
export async function loginWithSocialToken(body: {
  accessToken: string
  email: string
  isGoogle: boolean
}): Promise<Response> {
  if (!(await isValidSocialToken(body))) {
    return errorResponse(401, 'The sign-in could not be verified', { code: 'INVALID_SOCIAL_TOKEN' })
  }
  const user = findUserByEmail(body.email)
  if (!user) {
    return errorResponse(404, 'No account uses this email yet', { code: 'SOCIAL_USER_NOT_FOUND' })
  }
  return withSession(user.userId, { userId: user.userId })
}

/** The sandbox's ride app hands out one code, which stands for the ride-app persona. */
export async function loginWithRideAppCode(code: string): Promise<Response> {
  const user =
    code === RIDE_APP_LOGIN_CODE
      ? db.users.findFirst((q) => q.where({ userId: RIDE_APP_USER.userId }))
      : undefined
  if (!user) {
    return errorResponse(401, 'The ride-app sign-in could not be verified', {
      code: 'INVALID_RIDE_APP_CODE',
    })
  }
  return withSession(user.userId, { userId: user.userId })
}
