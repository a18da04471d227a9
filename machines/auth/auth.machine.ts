// Owns the session: who is logged in, and every way in or out. The user is read again only after
// userCacheTtl, unless a 403 or 401 says the session changed; an error or an empty answer from
// me/details always means logged out.

import { assign, emit } from 'xstate'
import { authSetup } from './auth.setup'
import { requestingReset, resettingPassword, signingIn } from './auth.sign-in'

export type { AuthContext, AuthEmitted, AuthEvent, AuthMethod } from './auth.setup'
export { USER_CACHE_TTL_MS } from './auth.setup'

export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: { user: null, failure: null, notice: null, method: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'fetchUser',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
            target: 'authenticated',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'anonymous', actions: 'forgetUser' },
        ],
        onError: { target: 'anonymous', actions: 'forgetUser' },
      },
    },

    anonymous: {
      initial: 'fresh',
      states: {
        fresh: { after: { userCacheTtl: 'stale' } },
        /** Long enough since the last read that a session may have started elsewhere. */
        stale: { on: { 'session.check': '#auth.checking' } },
      },
      on: {
        'login.submit': {
          target: 'signingIn.password',
          actions: ['clearFeedback', assign({ method: 'password' })],
        },
        'social.submit': {
          target: 'signingIn.social',
          actions: ['clearFeedback', assign({ method: 'social' })],
        },
        'rideApp.callback': {
          target: 'signingIn.rideApp',
          actions: ['clearFeedback', assign({ method: 'rideApp' })],
        },
        'register.submit': {
          target: 'signingIn.registering',
          actions: ['clearFeedback', assign({ method: 'registration' })],
        },
        'socialRegister.submit': {
          target: 'signingIn.socialRegistering',
          actions: ['clearFeedback', assign({ method: 'registration' })],
        },
        'passwordReset.request': { target: 'requestingReset', actions: 'clearFeedback' },
        'passwordReset.confirm': { target: 'resettingPassword', actions: 'clearFeedback' },
        'feedback.clear': { actions: 'clearFeedback' },
      },
    },

    signingIn,
    requestingReset,
    resettingPassword,

    authenticated: {
      initial: 'fresh',
      states: {
        fresh: { after: { userCacheTtl: 'stale' } },
        stale: { on: { 'session.check': '#auth.revalidating' } },
      },
      on: {
        'session.forbidden': 'revalidating',
        'session.expired': 'revalidating',
        'user.updated': { actions: assign({ user: ({ event }) => event.user }) },
        logout: 'loggingOut',
        'feedback.clear': { actions: 'clearFeedback' },
      },
    },

    /** Re-reads the user; SPEC §4: an error or an empty answer means the session is over. */
    revalidating: {
      invoke: {
        src: 'fetchUser',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
            target: 'authenticated',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'anonymous', actions: ['forgetUser', emit({ type: 'sessionEnded' as const })] },
        ],
        onError: {
          target: 'anonymous',
          actions: ['forgetUser', emit({ type: 'sessionEnded' as const })],
        },
      },
    },

    /** The user is forgotten here even if the platform cannot be told. */
    loggingOut: {
      invoke: {
        src: 'logOut',
        onDone: {
          target: 'anonymous',
          actions: ['forgetUser', 'clearFeedback', emit({ type: 'loggedOut' as const })],
        },
        onError: {
          target: 'anonymous',
          actions: ['forgetUser', 'clearFeedback', emit({ type: 'loggedOut' as const })],
        },
      },
    },
  },
})
