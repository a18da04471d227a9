import { fromAbortablePromise } from '../shared/abortable-promise'
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

export const fetchUser = fromAbortablePromise<User | null>(({ signal }) => getMe(signal))

/** After a login the user must be there: an empty me/details is a failure to sync. */
export const fetchSignedInUser = fromAbortablePromise<User>(async ({ signal }) => {
  const user = await getMe(signal)
  if (!user) throw new Error('me/details answered no user right after logging in')
  return user
})

export const logIn = fromAbortablePromise<unknown, LoginForm>(({ input, signal }) =>
  login(input, signal),
)

export const logInSocial = fromAbortablePromise<unknown, SocialLogin>(({ input, signal }) =>
  socialLogin(input, signal),
)

export const logInRideApp = fromAbortablePromise<unknown, Record<string, string>>(
  ({ input, signal }) => careemHandler(input, signal),
)

export const registerAccount = fromAbortablePromise<unknown, Registration>(({ input }) =>
  register(input),
)

export const registerSocialAccount = fromAbortablePromise<unknown, SocialRegistration>(
  ({ input }) => registerSocial(input),
)

export const sendPasswordReset = fromAbortablePromise<
  unknown,
  { email: string; city: 'DXB' | 'AUH' | 'AIN' | 'SHJ' | 'RUH' | 'BUD' }
>(({ input }) => requestPasswordReset(input))

export const setNewPassword = fromAbortablePromise<unknown, { token: string; newPassword: string }>(
  ({ input }) => resetPassword(input),
)

export const logOut = fromAbortablePromise<unknown>(() => logout())
