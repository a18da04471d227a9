import { describe, expect, it } from 'vitest'
import { login, logout } from '../../src/api/auth'
import {
  changePassword,
  getKycStatus,
  getMe,
  loginCareem,
  loginSiteUser,
  loginSocial,
  register,
  registerSocial,
  requestPasswordReset,
  resetPassword,
  setMarketingConsent,
  setPreferredLanguage,
  setTouristFlags,
  updateMe,
} from '../../src/api/identity'
import { isApiError } from '../../src/api/errors'
import { apiBases, sandboxPaths } from '../../src/api/paths'
import { inboxSchema } from '../../src/api/schemas/sandbox'
import { db } from '../db'
import { controls } from '../lib/controls'
import { failureOf, startPlatformForTests } from '../lib/test-platform'
import { PERSONA_PASSWORD } from '../seed/personas'

startPlatformForTests()

const customer = { email: 'customer@rental.test', password: PERSONA_PASSWORD }
const profile = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'customer@rental.test',
  waNumber: null,
  isWaEnabled: false,
  phoneNumber: '+971 50 123 4567',
}
const registration = {
  firstName: 'Sami',
  lastName: 'Khoury',
  email: 'sami@rental.test',
  password: 'drive2026',
  preferredLanguage: 'EN',
  marketingMessagesAccepted: false,
  termsAccepted: true,
} as const

/** A refused call's status, code and field errors (codes per field, SPEC §5). */
async function refusalOf(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => {
      throw new Error('The call was expected to fail but succeeded')
    },
    (reason: unknown) => reason,
  )
  if (!isApiError(error)) throw error
  return { status: error.status, code: error.code, fieldErrors: error.fieldErrors }
}

async function inbox() {
  const response = await fetch(new URL(apiBases.platform + sandboxPaths.inbox, 'http://localhost'))
  return inboxSchema.parse(await response.json()).messages
}

describe('me/details', () => {
  it('answers null without a session, and 401 to changes', async () => {
    await expect(getMe()).resolves.toBeNull()
    expect(await failureOf(updateMe(profile))).toMatchObject({ status: 401 })
    expect(await failureOf(setMarketingConsent(true))).toMatchObject({ status: 401 })
  })

  it('shows the user without private fields and saves an edit', async () => {
    await login(customer)
    const me = await getMe()
    expect(me).toMatchObject({ userId: 'user-customer', email: 'customer@rental.test' })
    expect(me).not.toHaveProperty('password')
    expect(me).not.toHaveProperty('countryCode')
    const edited = await updateMe({
      ...profile,
      firstName: 'Leila',
      isWaEnabled: true,
      waNumber: '+971 50 765 4321',
    })
    expect(edited).toMatchObject({ firstName: 'Leila', isWaEnabled: true })
    await expect(getMe()).resolves.toMatchObject({
      firstName: 'Leila',
      waNumber: '+971 50 765 4321',
    })
  })

  it('saves Unicode names, trimmed, and blank numbers as null', async () => {
    await login(customer)
    await expect(
      updateMe({
        ...profile,
        firstName: '  عبد الله ',
        lastName: 'José-María',
        email: ' customer@rental.test ',
        phoneNumber: '   ',
      }),
    ).resolves.toMatchObject({ firstName: 'عبد الله', lastName: 'José-María', phoneNumber: null })
    await expect(getMe()).resolves.toMatchObject({
      firstName: 'عبد الله',
      lastName: 'José-María',
      email: 'customer@rental.test',
      phoneNumber: null,
      waNumber: null,
    })
  })

  it('refuses what SPEC §5 forbids with 422 and a code per field', async () => {
    await login(customer)
    expect(await refusalOf(updateMe({ ...profile, firstName: 'Abc123' }))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fieldErrors: { firstName: ['invalidName'] },
    })
    expect(await refusalOf(updateMe({ ...profile, phoneNumber: 'not a phone' }))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fieldErrors: { phoneNumber: ['invalidPhone'] },
    })
    expect(await refusalOf(updateMe({ ...profile, isWaEnabled: true, waNumber: null }))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fieldErrors: { waNumber: ['required'] },
    })
    expect(
      await refusalOf(
        updateMe({
          ...profile,
          firstName: '<script>alert(1)</script>',
          lastName: 'a'.repeat(201),
          waNumber: '12',
        }),
      ),
    ).toMatchObject({
      status: 422,
      fieldErrors: {
        firstName: ['invalidName'],
        lastName: ['tooLong'],
        waNumber: ['invalidPhone'],
      },
    })
    // Nothing was saved.
    await expect(getMe()).resolves.toMatchObject({
      firstName: 'Layla',
      phoneNumber: '+971 50 123 4567',
    })
  })

  it('keeps emails unique (409) and validates the body (422)', async () => {
    await login(customer)
    expect(await refusalOf(updateMe({ ...profile, email: 'VIP@rental.test' }))).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      fieldErrors: { email: ['emailTaken'] },
    })
    // The user's own address, in another case, is not "another account".
    await expect(updateMe({ ...profile, email: 'Customer@Rental.test' })).resolves.toMatchObject({
      email: 'customer@rental.test',
    })
    expect(await failureOf(updateMe({ ...profile, firstName: 'L', email: 'x' }))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['email', 'firstName'],
    })
  })

  it('sets marketing consent, preferred language and tourist flags', async () => {
    await login(customer)
    await expect(setMarketingConsent(false)).resolves.toMatchObject({
      marketingMessagesAccepted: false,
    })
    await expect(setPreferredLanguage('AR')).resolves.toMatchObject({ preferredLanguage: 'AR' })
    await expect(
      setTouristFlags({ isTouristUae: true, isTouristKsa: false }),
    ).resolves.toMatchObject({ isTouristUae: true, isTouristKsa: false })
    // The MAIN driver's KYC follows the flag of the user's country (the UAE).
    await expect(getKycStatus()).resolves.toMatchObject({ MAIN: { isTourist: true } })
  })
})

describe('PATCH me/details/password', () => {
  it('changes the password when the old one is right', async () => {
    await login(customer)
    await expect(
      changePassword({ oldPassword: PERSONA_PASSWORD, newPassword: 'new-pass-42' }),
    ).resolves.toBeNull()
    await logout()
    expect(await failureOf(login(customer))).toMatchObject({ status: 401 })
    await expect(login({ ...customer, password: 'new-pass-42' })).resolves.toBeTruthy()
  })

  it('names the wrong old password and the weak new one, with codes', async () => {
    await login(customer)
    expect(
      await refusalOf(changePassword({ oldPassword: 'guess', newPassword: 'new-pass-42' })),
    ).toMatchObject({
      status: 422,
      code: 'WRONG_PASSWORD',
      fieldErrors: { oldPassword: ['wrongPassword'] },
    })
    expect(
      await refusalOf(
        changePassword({ oldPassword: PERSONA_PASSWORD, newPassword: 'lettersonly' }),
      ),
    ).toMatchObject({
      status: 422,
      code: 'WEAK_PASSWORD',
      fieldErrors: { newPassword: ['weakPassword'] },
    })
    expect(
      await refusalOf(changePassword({ oldPassword: PERSONA_PASSWORD, newPassword: 'short1' })),
    ).toMatchObject({ status: 422, fieldErrors: { newPassword: ['weakPassword'] } })
    // Both at once: one answer names both.
    expect(
      await refusalOf(changePassword({ oldPassword: 'guess', newPassword: 'short1' })),
    ).toMatchObject({
      status: 422,
      code: 'WRONG_PASSWORD',
      fieldErrors: { oldPassword: ['wrongPassword'], newPassword: ['weakPassword'] },
    })
    // The password did not change.
    await logout()
    await expect(login(customer)).resolves.toBeTruthy()
  })
})

describe('identity logins', () => {
  it('logs in a site user, and refuses a wrong password', async () => {
    await expect(loginSiteUser(customer)).resolves.toEqual({ userId: 'user-customer' })
    await logout()
    expect(await failureOf(loginSiteUser({ ...customer, password: 'nope' }))).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    })
  })

  it('logs in with a social token, and refuses a bad one', async () => {
    const body = { email: 'vip@rental.test', isGoogle: true }
    await expect(
      loginSocial({ ...body, accessToken: 'sandbox-google:vip@rental.test' }),
    ).resolves.toEqual({ userId: 'user-vip' })
    expect(await failureOf(loginSocial({ ...body, accessToken: 'forged' }))).toMatchObject({
      status: 401,
      code: 'INVALID_SOCIAL_TOKEN',
    })
  })

  it('logs in the ride-app user with the sandbox code only', async () => {
    const body = { country: 'ae', loginType: 'WEB' } as const
    await expect(loginCareem({ ...body, authCode: 'sandbox-ride-app' })).resolves.toEqual({
      userId: 'user-ride-app',
    })
    await logout()
    expect(await failureOf(loginCareem({ ...body, authCode: 'other' }))).toMatchObject({
      status: 401,
      code: 'INVALID_RIDE_APP_CODE',
    })
  })
})

describe('registration', () => {
  it('creates a Dubai customer with KYC not started and logs them in', async () => {
    const { userId } = await register({ ...registration, email: 'Sami@Rental.test' })
    await expect(getMe()).resolves.toMatchObject({ userId, email: 'sami@rental.test' })
    expect(db.users.findFirst((q) => q.where({ userId }))).toMatchObject({
      countryCode: 'ae',
      cityCode: 'DXB',
    })
    await expect(getKycStatus()).resolves.toEqual({
      MAIN: { status: 'NOT_STARTED', isTourist: false },
      ADDITIONAL: { status: 'NOT_STARTED', isTourist: false },
    })
  })

  it('refuses a taken email (409), a weak password and a bad body (422)', async () => {
    expect(await refusalOf(register({ ...registration, email: 'NEW@rental.test' }))).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      fieldErrors: { email: ['emailTaken'] },
    })
    expect(await refusalOf(register({ ...registration, password: '12345678' }))).toEqual({
      status: 422,
      code: 'WEAK_PASSWORD',
      fieldErrors: { password: ['weakPassword'] },
    })
    expect(await failureOf(register({ ...registration, firstName: '' }))).toMatchObject({
      status: 422,
      fields: ['firstName'],
    })
  })

  it('refuses names, emails and phones by SPEC §5, with codes', async () => {
    expect(
      await refusalOf(
        register({
          ...registration,
          firstName: 'Abc123',
          lastName: 'Anne-Marie-Claire',
          phoneNumber: '12345',
          password: 'lettersonly',
        }),
      ),
    ).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        firstName: ['invalidName'],
        lastName: ['invalidName'],
        phoneNumber: ['invalidPhone'],
        password: ['weakPassword'],
      },
    })
    expect(db.users.findFirst((q) => q.where({ email: 'sami@rental.test' }))).toBeUndefined()
    // A blank phone is no phone.
    const { userId } = await register({ ...registration, firstName: 'Zoë', phoneNumber: ' ' })
    await expect(getMe()).resolves.toMatchObject({ userId, firstName: 'Zoë', phoneNumber: null })
  })

  it('registers with a social token, and refuses a forged one', async () => {
    const body = {
      firstName: 'Hala',
      lastName: 'Saeed',
      email: 'hala@rental.test',
      isGoogle: false,
      preferredLanguage: 'AR',
      marketingMessagesAccepted: true,
      termsAccepted: true,
    } as const
    expect(
      await failureOf(registerSocial({ ...body, accessToken: 'sandbox-google:hala@rental.test' })),
    ).toMatchObject({ status: 401, code: 'INVALID_SOCIAL_TOKEN' })
    const { userId } = await registerSocial({
      ...body,
      accessToken: 'sandbox-apple:hala@rental.test',
    })
    await expect(getMe()).resolves.toMatchObject({ userId, preferredLanguage: 'AR' })
    expect(
      await failureOf(registerSocial({ ...body, accessToken: 'sandbox-apple:hala@rental.test' })),
    ).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' })
    expect(
      await refusalOf(
        registerSocial({
          ...body,
          email: 'other@rental.test',
          firstName: 'H@la',
          accessToken: 'sandbox-apple:other@rental.test',
        }),
      ),
    ).toMatchObject({ status: 422, fieldErrors: { firstName: ['invalidName'] } })
  })
})

describe('password reset', () => {
  function tokenOf(link: string | null): string {
    const token = new URL(link ?? '', 'http://localhost').searchParams.get('token')
    if (!token) throw new Error(`No token in ${String(link)}`)
    return token
  }

  it('mails a one-time link that sets a new password', async () => {
    await expect(
      requestPasswordReset({ email: 'customer@rental.test', city: 'DXB' }),
    ).resolves.toBeNull()
    const [message] = await inbox()
    expect(message).toMatchObject({
      to: 'customer@rental.test',
      subject: 'Reset your Rental password',
      link: expect.stringMatching(/^\/rental\/reset-password\?token=/) as unknown,
    })
    const token = tokenOf(message?.link ?? null)
    await expect(resetPassword({ token, newPassword: 'fresh-start-9' })).resolves.toBeNull()
    await expect(login({ ...customer, password: 'fresh-start-9' })).resolves.toBeTruthy()
    expect(await failureOf(resetPassword({ token, newPassword: 'again-and-9' }))).toEqual({
      status: 422,
      code: 'INVALID_TOKEN',
      fields: ['token'],
    })
  })

  it('refuses a weak new password with a code, keeping the link', async () => {
    await requestPasswordReset({ email: 'customer@rental.test', city: 'DXB' })
    const [message] = await inbox()
    const token = tokenOf(message?.link ?? null)
    expect(await refusalOf(resetPassword({ token, newPassword: 'lettersonly' }))).toEqual({
      status: 422,
      code: 'WEAK_PASSWORD',
      fieldErrors: { newPassword: ['weakPassword'] },
    })
    await expect(resetPassword({ token, newPassword: 'fresh-start-9' })).resolves.toBeNull()
  })

  it('answers 204 for an unknown email without sending anything', async () => {
    await expect(
      requestPasswordReset({ email: 'nobody@rental.test', city: 'DXB' }),
    ).resolves.toBeNull()
    await expect(inbox()).resolves.toEqual([])
  })

  it('refuses an unknown or expired token', async () => {
    expect(
      await failureOf(resetPassword({ token: 'made-up', newPassword: 'fresh-start-9' })),
    ).toMatchObject({ status: 422, code: 'INVALID_TOKEN' })
    await requestPasswordReset({ email: 'vip@rental.test', city: 'DXB' })
    const [message] = await inbox()
    controls.clockOffsetMs = 60 * 60 * 1000 + 1000
    expect(
      await failureOf(
        resetPassword({ token: tokenOf(message?.link ?? null), newPassword: 'fresh-start-9' }),
      ),
    ).toMatchObject({ status: 422, code: 'INVALID_TOKEN' })
  })
})
