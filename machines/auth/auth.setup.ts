// Types, actors, actions, guards and delays of the auth machine (auth.machine.ts).

import { assign, setup } from 'xstate'
import type { LoginForm, Registration, SocialLogin } from '../../src/api/schemas/auth'
import type { CityCode } from '../../src/domain/cities'
import type { User } from '../../src/api/schemas/user'
import {
  fetchSignedInUser,
  fetchUser,
  logIn,
  logInRideApp,
  logInSocial,
  logOut,
  registerAccount,
  registerSocialAccount,
  sendPasswordReset,
  setNewPassword,
  type SocialRegistration,
} from './auth.actors'
import { toFailure } from '../../src/api/errors'
import type { AuthFailure } from './auth-failure'

export type AuthMethod = 'password' | 'social' | 'rideApp' | 'registration'

export type AuthEvent =
  /** A page wants a session that is fresh enough (re-read only once the cache has expired). */
  | { type: 'session.check' }
  /** A call answered 403 while a user is held: the user may have changed. */
  | { type: 'session.forbidden' }
  /** A call answered 401 while a user is held: the session may be gone. */
  | { type: 'session.expired' }
  | { type: 'login.submit'; credentials: LoginForm }
  | { type: 'social.submit'; login: SocialLogin }
  | { type: 'rideApp.callback'; query: Record<string, string> }
  | { type: 'register.submit'; registration: Registration }
  | { type: 'socialRegister.submit'; registration: SocialRegistration }
  | { type: 'passwordReset.request'; email: string; city: CityCode }
  | { type: 'passwordReset.confirm'; token: string; newPassword: string }
  | { type: 'logout' }
  | { type: 'user.updated'; user: User }
  | { type: 'feedback.clear' }

export type AuthEmitted =
  | { type: 'loggedIn'; user: User; method: AuthMethod }
  | { type: 'loggedOut' }
  | { type: 'sessionEnded' }
  /** The login worked but reading the user after it failed (SPEC §8: the app logs it). */
  | { type: 'syncFailed'; failure: AuthFailure }

export interface AuthContext {
  user: User | null
  /** Why the last step failed; shown next to the form that caused it. */
  failure: AuthFailure | null
  /** What the last password-reset step achieved. */
  notice: 'resetRequested' | 'passwordChanged' | null
  /** How the customer is signing in, so the login that follows knows what to report. */
  method: AuthMethod | null
}

export const USER_CACHE_TTL_MS = 10 * 60_000

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    fetchUser,
    fetchSignedInUser,
    logIn,
    logInSocial,
    logInRideApp,
    registerAccount,
    registerSocialAccount,
    sendPasswordReset,
    setNewPassword,
    logOut,
  },
  actions: {
    /** SPEC §8: a failure to sync data at login is logged (the app provides the logger). */
    clearFeedback: assign({ failure: null, notice: null }),
    rememberFailure: assign({
      failure: (_, params: { error: unknown }) => toFailure(params.error),
    }),
    forgetUser: assign({ user: null }),
  },
  guards: {
    hasUser: (_, params: { user: User | null }) => params.user !== null,
  },
  delays: {
    /** SPEC §9: the current user is cached for 10 minutes. */
    userCacheTtl: USER_CACHE_TTL_MS,
  },
})
