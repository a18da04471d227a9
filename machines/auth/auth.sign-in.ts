import { assertEvent, assign, emit } from 'xstate'
import { toFailure } from '../../src/api/errors'
import { SYNC_FAILED } from './auth-failure'
import { authSetup } from './auth.setup'

// The ways in: each signs in with one platform call, then re-reads the user (SPEC §4: a successful
// login triggers a refetch). Any failure goes back to anonymous with the reason kept for the form.

export const signingIn = authSetup.createStateConfig({
  // Always entered through one of its children; `password` is only the formal default.
  initial: 'password',
  states: {
    password: {
      invoke: {
        src: 'logIn',
        input: ({ event }) => {
          assertEvent(event, 'login.submit')
          return event.credentials
        },
        onDone: 'syncing',
        onError: {
          target: '#auth.anonymous',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    social: {
      invoke: {
        src: 'logInSocial',
        input: ({ event }) => {
          assertEvent(event, 'social.submit')
          return event.login
        },
        onDone: 'syncing',
        onError: {
          target: '#auth.anonymous',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    rideApp: {
      invoke: {
        src: 'logInRideApp',
        input: ({ event }) => {
          assertEvent(event, 'rideApp.callback')
          return event.query
        },
        onDone: 'syncing',
        onError: {
          target: '#auth.anonymous',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    registering: {
      invoke: {
        src: 'registerAccount',
        input: ({ event }) => {
          assertEvent(event, 'register.submit')
          return event.registration
        },
        onDone: 'syncing',
        onError: {
          target: '#auth.anonymous',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    socialRegistering: {
      invoke: {
        src: 'registerSocialAccount',
        input: ({ event }) => {
          assertEvent(event, 'socialRegister.submit')
          return event.registration
        },
        onDone: 'syncing',
        onError: {
          target: '#auth.anonymous',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** SPEC §4: a successful login triggers a fresh read of the user. */
    syncing: {
      invoke: {
        src: 'fetchSignedInUser',
        onDone: {
          target: '#auth.authenticated',
          actions: [
            assign({ user: ({ event }) => event.output }),
            emit(({ context, event }) => ({
              type: 'loggedIn' as const,
              user: event.output,
              method: context.method ?? 'password',
            })),
          ],
        },
        onError: {
          target: '#auth.anonymous',
          actions: [
            assign({ failure: SYNC_FAILED, user: null }),
            emit(({ event }) => ({
              type: 'syncFailed' as const,
              failure: toFailure(event.error),
            })),
          ],
        },
      },
    },
  },
})

export const requestingReset = authSetup.createStateConfig({
  invoke: {
    src: 'sendPasswordReset',
    input: ({ event }) => {
      assertEvent(event, 'passwordReset.request')
      return { email: event.email, city: event.city }
    },
    onDone: { target: '#auth.anonymous', actions: assign({ notice: 'resetRequested' }) },
    onError: {
      target: '#auth.anonymous',
      actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
    },
  },
})

export const resettingPassword = authSetup.createStateConfig({
  invoke: {
    src: 'setNewPassword',
    input: ({ event }) => {
      assertEvent(event, 'passwordReset.confirm')
      return { token: event.token, newPassword: event.newPassword }
    },
    onDone: { target: '#auth.anonymous', actions: assign({ notice: 'passwordChanged' }) },
    onError: {
      target: '#auth.anonymous',
      actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
    },
  },
})
