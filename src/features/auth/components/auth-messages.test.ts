import { describe, expect, it } from 'vitest'
import type { AuthFailure } from '../../../../machines/auth/auth-failure'
import ar from '../../../../public/locales/ar/common.json'
import en from '../../../../public/locales/en/common.json'
import { describeFailure, type FieldErrorCode } from './auth-messages'

// The platform's answers on the auth forms: field codes next to their fields, the rest as one
// message for the form.

const failure = (
  code: string,
  status: number,
  fieldErrors: Record<string, string[]> = {},
): AuthFailure => ({ code, status, fieldErrors })

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone'] as const

/** The text a key names in a locale's bundle, or undefined when the bundle lacks it. */
function textOf(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? Object.entries(node).find(([name]) => name === part)?.[1]
          : undefined,
      bundle,
    )
}

/** Asserts the key is translated, as a non-empty string, in English and in Arabic. */
function expectTranslated(key: string): void {
  for (const [language, bundle] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    const text = textOf(bundle, key)
    expect(typeof text === 'string' && text.trim() !== '', `${key} in ${language}`).toBe(true)
  }
}

/** Every code a field can show: a record, so a new code cannot be left out. */
const FIELD_CODES: Record<FieldErrorCode, true> = {
  required: true,
  invalidEmail: true,
  invalidName: true,
  invalidPhone: true,
  invalidCharacters: true,
  tooLong: true,
  weakPassword: true,
  passwordTooLong: true,
  passwordMismatch: true,
  termsRequired: true,
  emailTaken: true,
  wrongPassword: true,
}

/** The platform's failures, as they reach a form that asks only for a name. */
const FORM_MESSAGES = [
  // The auth-specific codes, each with its own text.
  { code: 'INVALID_CREDENTIALS', status: 401, key: 'auth.errors.invalidCredentials' },
  { code: 'SYNC_FAILED', status: 0, key: 'auth.errors.syncFailed' },
  { code: 'INVALID_SOCIAL_TOKEN', status: 401, key: 'auth.errors.invalidSocialToken' },
  { code: 'INVALID_RIDE_APP_CODE', status: 401, key: 'auth.errors.rideAppFailed' },
  { code: 'MISSING_CODE', status: 400, key: 'auth.errors.rideAppFailed' },
  { code: 'INVALID_TOKEN', status: 422, key: 'auth.errors.invalidToken' },
  // Without a field of the form to stand beside, these two are said for the whole form.
  { code: 'EMAIL_TAKEN', status: 409, key: 'auth.errors.emailTaken' },
  { code: 'WEAK_PASSWORD', status: 422, key: 'auth.errors.weakPassword' },
  // No auth meaning: the text of the status, or of what kind of failure it was.
  { code: 'HTTP_429', status: 429, key: 'errors.tooManyRequests' },
  { code: 'HTTP_500', status: 500, key: 'errors.server' },
  { code: 'HTTP_503', status: 503, key: 'errors.unavailable' },
  { code: 'SANDBOX_UNAVAILABLE', status: 503, key: 'errors.sandboxUnavailable' },
  { code: 'NETWORK', status: 0, key: 'errors.network' },
  { code: 'PARSE', status: 0, key: 'errors.malformed' },
  { code: 'CONTRACT', status: 0, key: 'errors.malformed' },
  { code: 'ABORTED', status: 0, key: 'errors.unknown' },
  { code: 'UNKNOWN', status: 0, key: 'errors.unknown' },
] as const

describe('describeFailure', () => {
  it("puts a 422's SPEC §5 codes next to their fields, the payload's names mapped to the form's", () => {
    expect(
      describeFailure(
        failure('VALIDATION_FAILED', 422, {
          firstName: ['invalidName'],
          phoneNumber: ['invalidPhone'],
        }),
        FIELDS,
      ),
    ).toEqual({ fields: { firstName: 'invalidName', phone: 'invalidPhone' }, message: undefined })
  })

  it('keeps a message for the whole form when no code belongs to one of its fields', () => {
    const view = describeFailure(failure('VALIDATION_FAILED', 422, { other: ['required'] }), FIELDS)
    expect(view.fields).toEqual({})
    // The platform's generic 422 sentence: it says what went wrong without naming a field.
    expect(view.message).toBe('errors.unprocessable')
    expect(
      describeFailure(failure('VALIDATION_FAILED', 422, { firstName: ['Some sentence'] }), FIELDS)
        .fields,
    ).toEqual({})
  })

  it('sends a taken email and a weak password to their fields', () => {
    expect(describeFailure(failure('EMAIL_TAKEN', 409, { email: ['emailTaken'] }), FIELDS)).toEqual(
      { fields: { email: 'emailTaken' }, message: undefined },
    )
    expect(
      describeFailure(failure('WEAK_PASSWORD', 422, { password: ['weakPassword'] }), FIELDS).fields,
    ).toEqual({ password: 'weakPassword' })
  })

  it.each(FORM_MESSAGES)(
    'says $code ($status) as $key, translated in English and Arabic',
    ({ code, status, key }) => {
      expect(describeFailure(failure(code, status), ['firstName', 'lastName'] as const)).toEqual({
        fields: {},
        message: key,
      })
      expectTranslated(key)
    },
  )

  it.each(Object.keys(FIELD_CODES))(
    'puts %s next to its field, translated in English and Arabic',
    (code) => {
      expect(
        describeFailure(failure('VALIDATION_FAILED', 422, { firstName: [code] }), FIELDS).fields,
      ).toEqual({ firstName: code })
      expectTranslated(`validation.${code}`)
    },
  )
})
