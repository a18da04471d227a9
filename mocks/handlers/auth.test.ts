import { describe, expect, it } from 'vitest'
import { careemHandler, login, logout, socialLogin } from '../../src/api/auth'
import { getMe } from '../../src/api/identity'
import { apiBases, rentalPaths } from '../../src/api/paths'
import { failureOf, startPlatformForTests } from '../lib/test-platform'
import { PERSONA_PASSWORD, RIDE_APP_USER } from '../seed/personas'

startPlatformForTests()

const customer = { email: 'customer@rental.test', password: PERSONA_PASSWORD }

describe('POST /auth/login', () => {
  it('starts a session for the right password, whatever the email case', async () => {
    await expect(login({ ...customer, email: 'Customer@Rental.TEST' })).resolves.toEqual({
      userId: 'user-customer',
    })
    await expect(getMe()).resolves.toMatchObject({ userId: 'user-customer' })
  })

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const refusal = {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password is not correct',
    }
    await expect(login({ ...customer, password: 'Rental!2027' })).rejects.toMatchObject(refusal)
    await expect(login({ ...customer, email: 'nobody@rental.test' })).rejects.toMatchObject(refusal)
    await expect(getMe()).resolves.toBeNull()
  })

  it('rejects a malformed body with field errors', async () => {
    expect(await failureOf(login({ email: 'not-an-email', password: '' }))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['email', 'password'],
    })
  })
})

describe('malformed JSON', () => {
  it('is a 400, not a 422', async () => {
    const response = await fetch(new URL(apiBases.rental + rentalPaths.login, 'http://localhost'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    })
    expect(response.status).toBe(400)
    await expect(response.json()).resolves.toMatchObject({ code: 'MALFORMED_BODY' })
  })
})

describe('POST /auth/logout', () => {
  it('ends the session', async () => {
    await login(customer)
    await expect(logout()).resolves.toBeNull()
    await expect(getMe()).resolves.toBeNull()
  })

  it('works without a session', async () => {
    await expect(logout()).resolves.toBeNull()
  })
})

describe('POST /auth/social-login', () => {
  it('logs in with a sandbox Google or Apple token for that email', async () => {
    await expect(
      socialLogin({
        accessToken: 'sandbox-google:customer@rental.test',
        email: 'customer@rental.test',
        isGoogle: true,
      }),
    ).resolves.toEqual({ userId: 'user-customer' })
    await logout()
    await expect(
      socialLogin({
        accessToken: 'sandbox-apple:vip@rental.test',
        email: 'vip@rental.test',
        isGoogle: false,
      }),
    ).resolves.toEqual({ userId: 'user-vip' })
  })

  it.each([
    ['another provider', 'sandbox-apple:customer@rental.test', 'customer@rental.test'],
    ['another email', 'sandbox-google:vip@rental.test', 'customer@rental.test'],
    ['a foreign token', 'ya29.real-google-token', 'customer@rental.test'],
  ])('refuses a token of %s with 401', async (_case, accessToken, email) => {
    await expect(socialLogin({ accessToken, email, isGoogle: true })).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_SOCIAL_TOKEN',
    })
  })

  it('answers 404 for an email without an account, so the app offers registration', async () => {
    await expect(
      socialLogin({
        accessToken: 'sandbox-google:someone@rental.test',
        email: 'someone@rental.test',
        isGoogle: true,
      }),
    ).rejects.toMatchObject({ status: 404, code: 'SOCIAL_USER_NOT_FOUND' })
  })
})

describe('GET /auth/careem/handler', () => {
  it('logs the ride-app persona in for the sandbox code', async () => {
    await expect(careemHandler({ code: 'sandbox-ride-app', state: 'xyz' })).resolves.toEqual({
      userId: RIDE_APP_USER.userId,
    })
    await expect(getMe()).resolves.toMatchObject({ careemId: RIDE_APP_USER.careemId })
  })

  it('refuses any other code with 401 and a missing code with 400', async () => {
    await expect(careemHandler({ code: 'stolen', state: 'xyz' })).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_RIDE_APP_CODE',
    })
    await expect(careemHandler({ state: 'xyz' })).rejects.toMatchObject({ status: 400 })
  })
})
