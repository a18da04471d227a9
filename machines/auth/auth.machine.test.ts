import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type NonReducibleUnknown } from 'xstate'
import type { LoginForm, Registration, SocialLogin } from '../../src/api/schemas/auth'
import type { SocialRegistration } from './auth.actors'
import { ApiError } from '../../src/api/errors'
import type { User } from '../../src/api/schemas/user'
import { authMachine, USER_CACHE_TTL_MS, type AuthEmitted } from './auth.machine'

const user = (overrides: Partial<User> = {}): User => ({
  userId: 'user-1',
  careemId: null,
  email: 'layla@rental.test',
  isBanned: false,
  firstName: 'Layla',
  lastName: 'Haddad',
  dateOfBirth: null,
  phoneNumber: null,
  preferredLanguage: 'EN',
  marketingMessagesAccepted: false,
  termsAndConditionsAcceptedAt: null,
  isPhoneVerified: true,
  sendSms: false,
  isTouristKsa: false,
  isTouristUae: false,
  isVip: false,
  waNumber: null,
  isWaEnabled: false,
  paymentRevampEnabled: false,
  ...overrides,
})

const httpError = (status: number, code: string, fieldErrors: Record<string, string[]> = {}) =>
  new ApiError({ kind: 'http', status, code, fieldErrors, message: code, url: '/x' })

/** A promise actor that never settles, or always fails. */
const pending = <I>() => fromPromise<unknown, I>(() => new Promise(() => undefined))
const failing = <I>(error: Error) => fromPromise<unknown, I>(() => Promise.reject(error))

/** A promise actor that answers from a queue and records each input. */
function scripted<T, I = NonReducibleUnknown>(answers: Array<T | Error>) {
  const calls: I[] = []
  const logic = fromPromise<T, I>(({ input }) => {
    calls.push(input)
    const next = answers.length > 1 ? answers.shift() : answers[0]
    if (next instanceof Error) return Promise.reject(next)
    if (next === undefined) return Promise.reject(new Error('no scripted answer'))
    return Promise.resolve(next)
  })
  return { logic, calls }
}

type Actors = NonNullable<Parameters<typeof authMachine.provide>[0]['actors']>

function start(options: { me?: Array<User | null | Error>; actors?: Actors } = {}) {
  const me = scripted<User | null>(options.me ?? [null])
  const signedIn = scripted<User>([user()])
  const machine = authMachine.provide({
    actors: {
      fetchUser: me.logic,
      fetchSignedInUser: signedIn.logic,
      logIn: fromPromise<unknown, LoginForm>(() => Promise.resolve({ userId: 'user-1' })),
      logOut: fromPromise<unknown>(() => Promise.resolve(null)),
      ...options.actors,
    },
  })
  const actor = createActor(machine)
  const emitted: AuthEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, me, signedIn, emitted }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('authenticated') || snapshot.matches('anonymous'))

describe('authMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  describe('checking the session', () => {
    it('is authenticated when me/details answers a user', async () => {
      const { actor } = start({ me: [user()] })
      expect(actor.getSnapshot().matches('checking')).toBe(true)
      await settled(actor)
      expect(actor.getSnapshot().matches('authenticated')).toBe(true)
      expect(actor.getSnapshot().context.user?.userId).toBe('user-1')
    })

    it('is anonymous when me/details answers empty', async () => {
      const { actor } = start({ me: [null] })
      await settled(actor)
      expect(actor.getSnapshot().matches('anonymous')).toBe(true)
      expect(actor.getSnapshot().context.user).toBeNull()
    })

    it('is anonymous when me/details fails', async () => {
      const { actor } = start({ me: [httpError(500, 'BOOM')] })
      await settled(actor)
      expect(actor.getSnapshot().matches('anonymous')).toBe(true)
    })
  })

  describe('logging in with email and password', () => {
    it('logs in, re-reads the user and announces it', async () => {
      const logIn = scripted<unknown, LoginForm>([{ userId: 'user-1' }])
      const { actor, emitted, signedIn } = start({ actors: { logIn: logIn.logic } })
      await settled(actor)
      actor.send({
        type: 'login.submit',
        credentials: { email: 'layla@rental.test', password: 'secret' },
      })
      expect(actor.getSnapshot().matches({ signingIn: 'password' })).toBe(true)
      await settled(actor)
      expect(logIn.calls).toEqual([{ email: 'layla@rental.test', password: 'secret' }])
      expect(signedIn.calls).toHaveLength(1)
      expect(actor.getSnapshot().matches('authenticated')).toBe(true)
      expect(emitted).toEqual([{ type: 'loggedIn', user: user(), method: 'password' }])
    })

    it('keeps the reason when the credentials are wrong, and announces nothing', async () => {
      const { actor, emitted } = start({
        actors: { logIn: failing<LoginForm>(httpError(401, 'INVALID_CREDENTIALS')) },
      })
      await settled(actor)
      actor.send({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'x' } })
      await settled(actor)
      expect(actor.getSnapshot().matches('anonymous')).toBe(true)
      expect(actor.getSnapshot().context.failure).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        status: 401,
      })
      expect(emitted).toEqual([])
    })

    it('reports a failure to sync the user after the login (SPEC §8)', async () => {
      const { actor, emitted } = start({
        actors: {
          fetchSignedInUser: fromPromise<User>(() => Promise.reject(httpError(503, 'DOWN'))),
        },
      })
      await settled(actor)
      actor.send({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'x' } })
      await settled(actor)
      expect(actor.getSnapshot().matches('anonymous')).toBe(true)
      expect(actor.getSnapshot().context.failure?.code).toBe('SYNC_FAILED')
      const reported = emitted.filter((event) => event.type === 'syncFailed')
      expect(reported).toHaveLength(1)
      expect(reported[0]).toMatchObject({ failure: { status: 503 } })
    })

    it('clears an old failure when the customer tries again', async () => {
      const logIn = scripted<unknown, LoginForm>([
        httpError(401, 'INVALID_CREDENTIALS'),
        { userId: 'user-1' },
      ])
      const { actor } = start({ actors: { logIn: logIn.logic } })
      await settled(actor)
      actor.send({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'x' } })
      await settled(actor)
      actor.send({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'y' } })
      expect(actor.getSnapshot().context.failure).toBeNull()
      await settled(actor)
      expect(actor.getSnapshot().matches('authenticated')).toBe(true)
    })

    it('lets the form dismiss a failure', async () => {
      const { actor } = start({
        actors: { logIn: failing<LoginForm>(httpError(401, 'INVALID_CREDENTIALS')) },
      })
      await settled(actor)
      actor.send({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'x' } })
      await settled(actor)
      actor.send({ type: 'feedback.clear' })
      expect(actor.getSnapshot().context.failure).toBeNull()
    })
  })

  describe('other ways in', () => {
    it('logs in with a social token', async () => {
      const social = scripted<unknown, SocialLogin>([{ userId: 'user-1' }])
      const { actor, emitted } = start({ actors: { logInSocial: social.logic } })
      await settled(actor)
      const login = { accessToken: 'sandbox-google:a@b.co', email: 'a@b.co', isGoogle: true }
      actor.send({ type: 'social.submit', login })
      await settled(actor)
      expect(social.calls).toEqual([login])
      expect(emitted[0]).toMatchObject({ type: 'loggedIn', method: 'social' })
    })

    it('tells the form when a social account does not exist yet', async () => {
      const { actor } = start({
        actors: {
          logInSocial: failing<SocialLogin>(httpError(404, 'SOCIAL_USER_NOT_FOUND')),
        },
      })
      await settled(actor)
      actor.send({
        type: 'social.submit',
        login: { accessToken: 't', email: 'a@b.co', isGoogle: false },
      })
      await settled(actor)
      expect(actor.getSnapshot().context.failure?.code).toBe('SOCIAL_USER_NOT_FOUND')
    })

    it('completes the ride-app login with the incoming query', async () => {
      const rideApp = scripted<unknown, Record<string, string>>([{ userId: 'user-1' }])
      const { actor, emitted } = start({ actors: { logInRideApp: rideApp.logic } })
      await settled(actor)
      actor.send({ type: 'rideApp.callback', query: { code: 'sandbox-ride-app', state: 'x' } })
      await settled(actor)
      expect(rideApp.calls).toEqual([{ code: 'sandbox-ride-app', state: 'x' }])
      expect(emitted[0]).toMatchObject({ method: 'rideApp' })
    })

    it('registers and signs the new customer in', async () => {
      const register = scripted<unknown, Registration>([{ userId: 'user-1' }])
      const { actor, emitted } = start({ actors: { registerAccount: register.logic } })
      await settled(actor)
      const registration = {
        firstName: 'Sara',
        lastName: 'Ali',
        email: 'sara@rental.test',
        password: 'Welcome!2026',
        preferredLanguage: 'EN' as const,
        marketingMessagesAccepted: false,
        termsAccepted: true as const,
      }
      actor.send({ type: 'register.submit', registration })
      await settled(actor)
      expect(register.calls).toEqual([registration])
      expect(emitted[0]).toMatchObject({ method: 'registration' })
    })

    it('keeps field errors when registration is refused', async () => {
      const { actor } = start({
        actors: {
          registerAccount: fromPromise(() =>
            Promise.reject(httpError(409, 'EMAIL_TAKEN', { email: ['taken'] })),
          ),
        },
      })
      await settled(actor)
      actor.send({
        type: 'register.submit',
        registration: {
          firstName: 'Sara',
          lastName: 'Ali',
          email: 'customer@rental.test',
          password: 'Welcome!2026',
          preferredLanguage: 'EN',
          marketingMessagesAccepted: false,
          termsAccepted: true,
        },
      })
      await settled(actor)
      expect(actor.getSnapshot().context.failure).toEqual({
        code: 'EMAIL_TAKEN',
        status: 409,
        fieldErrors: { email: ['taken'] },
      })
    })

    it('registers with a social account', async () => {
      const register = scripted<unknown, SocialRegistration>([{ userId: 'user-1' }])
      const { actor } = start({ actors: { registerSocialAccount: register.logic } })
      await settled(actor)
      actor.send({
        type: 'socialRegister.submit',
        registration: {
          accessToken: 'sandbox-apple:n@rental.test',
          email: 'n@rental.test',
          isGoogle: false,
          firstName: 'Nora',
          lastName: 'Saleh',
          preferredLanguage: 'AR',
          marketingMessagesAccepted: false,
          termsAccepted: true,
        },
      })
      await settled(actor)
      expect(register.calls).toHaveLength(1)
      expect(actor.getSnapshot().matches('authenticated')).toBe(true)
    })
  })

  describe('password reset', () => {
    it('asks for a reset email with the city', async () => {
      const reset = scripted<
        unknown,
        { email: string; city: 'DXB' | 'AUH' | 'AIN' | 'SHJ' | 'RUH' | 'BUD' }
      >([null])
      const { actor } = start({ actors: { sendPasswordReset: reset.logic } })
      await settled(actor)
      actor.send({ type: 'passwordReset.request', email: 'a@b.co', city: 'RUH' })
      expect(actor.getSnapshot().matches('requestingReset')).toBe(true)
      await settled(actor)
      expect(reset.calls).toEqual([{ email: 'a@b.co', city: 'RUH' }])
      expect(actor.getSnapshot().context.notice).toBe('resetRequested')
    })

    it('sets the new password from the emailed token', async () => {
      const confirm = scripted<unknown, { token: string; newPassword: string }>([null])
      const { actor } = start({ actors: { setNewPassword: confirm.logic } })
      await settled(actor)
      actor.send({ type: 'passwordReset.confirm', token: 'tok', newPassword: 'New!2026x' })
      await settled(actor)
      expect(confirm.calls).toEqual([{ token: 'tok', newPassword: 'New!2026x' }])
      expect(actor.getSnapshot().context.notice).toBe('passwordChanged')
    })

    it('keeps the reason when the token is no longer valid', async () => {
      const { actor } = start({
        actors: {
          setNewPassword: fromPromise(() =>
            Promise.reject(httpError(422, 'INVALID_TOKEN', { token: ['x'] })),
          ),
        },
      })
      await settled(actor)
      actor.send({ type: 'passwordReset.confirm', token: 'old', newPassword: 'New!2026x' })
      await settled(actor)
      expect(actor.getSnapshot().context).toMatchObject({
        notice: null,
        failure: { code: 'INVALID_TOKEN' },
      })
    })

    it('reports a failed reset request', async () => {
      const { actor } = start({
        actors: {
          sendPasswordReset: failing<{
            email: string
            city: 'DXB' | 'AUH' | 'AIN' | 'SHJ' | 'RUH' | 'BUD'
          }>(httpError(503, 'DOWN')),
        },
      })
      await settled(actor)
      actor.send({ type: 'passwordReset.request', email: 'a@b.co', city: 'DXB' })
      await settled(actor)
      expect(actor.getSnapshot().context.failure?.status).toBe(503)
    })
  })

  describe('holding the session', () => {
    it('keeps the user for 10 minutes, then re-reads it on the next check', async () => {
      const { actor, me } = start({ me: [user(), user({ firstName: 'Layla-May' })] })
      await settled(actor)
      actor.send({ type: 'session.check' })
      expect(actor.getSnapshot().matches('authenticated')).toBe(true)
      expect(me.calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(USER_CACHE_TTL_MS - 1)
      actor.send({ type: 'session.check' })
      expect(me.calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      actor.send({ type: 'session.check' })
      expect(actor.getSnapshot().matches('revalidating')).toBe(true)
      await settled(actor)
      expect(me.calls).toHaveLength(2)
      expect(actor.getSnapshot().context.user?.firstName).toBe('Layla-May')
    })

    it('re-reads the user at once on a 403 while a user is held', async () => {
      const { actor, me } = start({ me: [user(), user({ isBanned: true })] })
      await settled(actor)
      actor.send({ type: 'session.forbidden' })
      await settled(actor)
      expect(me.calls).toHaveLength(2)
      expect(actor.getSnapshot().context.user?.isBanned).toBe(true)
    })

    it('ends the session when the re-read comes back empty', async () => {
      const { actor, emitted } = start({ me: [user(), null] })
      await settled(actor)
      actor.send({ type: 'session.expired' })
      await settled(actor)
      expect(actor.getSnapshot().matches('anonymous')).toBe(true)
      expect(emitted).toEqual([{ type: 'sessionEnded' }])
    })

    it('ends the session when the re-read fails', async () => {
      const { actor, emitted } = start({ me: [user(), httpError(500, 'BOOM')] })
      await settled(actor)
      actor.send({ type: 'session.forbidden' })
      await settled(actor)
      expect(actor.getSnapshot().context.user).toBeNull()
      expect(emitted).toEqual([{ type: 'sessionEnded' }])
    })

    it('takes profile changes without a round trip', async () => {
      const { actor } = start({ me: [user()] })
      await settled(actor)
      actor.send({ type: 'user.updated', user: user({ preferredLanguage: 'AR' }) })
      expect(actor.getSnapshot().context.user?.preferredLanguage).toBe('AR')
    })

    it('looks for a session again when anonymous for longer than the cache', async () => {
      const { actor, me } = start({ me: [null, user()] })
      await settled(actor)
      actor.send({ type: 'session.check' })
      expect(me.calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(USER_CACHE_TTL_MS)
      actor.send({ type: 'session.check' })
      await settled(actor)
      expect(actor.getSnapshot().matches('authenticated')).toBe(true)
    })
  })

  describe('logging out', () => {
    it('forgets the user and announces it', async () => {
      const { actor, emitted } = start({ me: [user()] })
      await settled(actor)
      actor.send({ type: 'logout' })
      expect(actor.getSnapshot().matches('loggingOut')).toBe(true)
      await settled(actor)
      expect(actor.getSnapshot().context.user).toBeNull()
      expect(emitted).toEqual([{ type: 'loggedOut' }])
    })

    it('forgets the user even when the platform cannot be told', async () => {
      const { actor, emitted } = start({
        me: [user()],
        actors: { logOut: failing<NonReducibleUnknown>(httpError(503, 'DOWN')) },
      })
      await settled(actor)
      actor.send({ type: 'logout' })
      await settled(actor)
      expect(actor.getSnapshot().matches('anonymous')).toBe(true)
      expect(emitted).toEqual([{ type: 'loggedOut' }])
    })
  })

  describe('events that do not apply', () => {
    it('ignores logins while logged in and logouts while anonymous', async () => {
      const logged = start({ me: [user()] })
      await settled(logged.actor)
      expect(
        logged.actor
          .getSnapshot()
          .can({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'x' } }),
      ).toBe(false)
      expect(
        logged.actor
          .getSnapshot()
          .can({ type: 'passwordReset.request', email: 'a@b.co', city: 'DXB' }),
      ).toBe(false)
      const anonymous = start({ me: [null] })
      await settled(anonymous.actor)
      expect(anonymous.actor.getSnapshot().can({ type: 'logout' })).toBe(false)
      expect(anonymous.actor.getSnapshot().can({ type: 'session.forbidden' })).toBe(false)
    })

    it('does not accept a second login while one is in flight', async () => {
      const { actor } = start({
        actors: { logIn: pending<LoginForm>() },
      })
      await settled(actor)
      actor.send({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'x' } })
      expect(
        actor
          .getSnapshot()
          .can({ type: 'login.submit', credentials: { email: 'a@b.co', password: 'x' } }),
      ).toBe(false)
    })
  })
})
