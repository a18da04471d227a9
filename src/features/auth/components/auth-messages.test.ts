import { describe, expect, it } from 'vitest'
import type { AuthFailure } from '../../../../machines/auth/auth-failure'
import { describeFailure } from './auth-messages'

// The platform's answers on the auth forms: field codes next to their fields, the rest as one
// message for the form.

const failure = (
  code: string,
  status: number,
  fieldErrors: Record<string, string[]> = {},
): AuthFailure => ({ code, status, fieldErrors })

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone'] as const

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

  it('reads wrong credentials as a form message', () => {
    expect(describeFailure(failure('INVALID_CREDENTIALS', 401), FIELDS)).toEqual({
      fields: {},
      message: 'auth.errors.invalidCredentials',
    })
  })
})
