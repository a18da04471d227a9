import { fromPromise } from 'xstate'
import { careemHandler, login, logout, socialLogin } from '../../src/api/auth'
import {
  getMe,
  register,
  registerSocial,
  requestPasswordReset,
  resetPassword,
} from '../../src/api/identity'
import type { LoginForm, Registration, SocialLogin } from '../../src/api/schemas/auth'
import type { User } from '../../src/api/schemas/user'

// One actor per platform call the session needs. Tests replace them with `machine.provide`.

export interface SocialRegistration {
  accessToken: string
  email: string
  isGoogle: boolean
  firstName: string
  lastName: string
  preferredLanguage: 'EN' | 'AR'
  marketingMessagesAccepted: boolean
  termsAccepted: true
}

export const fetchUser = fromPromise<User | null>(({ signal }) => getMe(signal))

/** After a login the user must be there: an empty me/details is a failure to sync. */
export const fetchSignedInUser = fromPromise<User>(async ({ signal }) => {
  const user = await getMe(signal)
  if (!user) throw new Error('me/details answered no user right after logging in')
  return user
})

export const logIn = fromPromise<unknown, LoginForm>(({ input, signal }) => login(input, signal))

export const logInSocial = fromPromise<unknown, SocialLogin>(({ input, signal }) =>
  socialLogin(input, signal),
)

export const logInRideApp = fromPromise<unknown, Record<string, string>>(({ input, signal }) =>
  careemHandler(input, signal),
)

export const registerAccount = fromPromise<unknown, Registration>(({ input }) => register(input))

export const registerSocialAccount = fromPromise<unknown, SocialRegistration>(({ input }) =>
  registerSocial(input),
)

export const sendPasswordReset = fromPromise<
  unknown,
  { email: string; city: 'DXB' | 'AUH' | 'AIN' | 'SHJ' | 'RUH' | 'BUD' }
>(({ input }) => requestPasswordReset(input))

export const setNewPassword = fromPromise<unknown, { token: string; newPassword: string }>(
  ({ input }) => resetPassword(input),
)

export const logOut = fromPromise<unknown>(() => logout())
