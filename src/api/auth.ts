import { request } from './http'
import { rentalPaths } from './paths'
import { emptySchema } from './schemas/common'
import { loginResponseSchema, type LoginForm, type SocialLogin } from './schemas/auth'

// The rental API's session calls: each success sets or clears the session cookie.

export function login(body: LoginForm, signal?: AbortSignal) {
  return request({
    base: 'rental',
    path: rentalPaths.login,
    method: 'POST',
    body,
    schema: loginResponseSchema,
    signal,
  })
}

export function logout() {
  return request({ base: 'rental', path: rentalPaths.logout, method: 'POST', schema: emptySchema })
}

export function socialLogin(body: SocialLogin, signal?: AbortSignal) {
  return request({
    base: 'rental',
    path: rentalPaths.socialLogin,
    method: 'POST',
    body,
    schema: loginResponseSchema,
    signal,
  })
}

/** Completes the ride-app login with the query the ride app sent us back with. */
export function careemHandler(query: Record<string, string>, signal?: AbortSignal) {
  return request({
    base: 'rental',
    path: rentalPaths.careemHandler,
    query,
    schema: loginResponseSchema,
    signal,
  })
}
