import { describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH } from '../../domain/validation'
import { registrationSchema, passwordResetSchema, socialRegistrationSchema } from './auth'
import {
  emailFieldSchema,
  newPasswordSchema,
  personNameSchema,
  phoneFieldSchema,
  safeTextSchema,
  waNumberFieldSchema,
} from './fields'
import { passwordChangeSchema, userEditSchema } from './user'

// SPEC §5 rules as the shared field schemas: what each accepts (and outputs) and the code it
// answers otherwise. Each case is [input, expected], where expected is either { ok: output } or
// { code: ValidationCode }.

type Expected = { ok: unknown } | { code: string }

interface SafeParser {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } }
}

/** The output, or the codes (one issue per refused value). */
function verdict(schema: SafeParser, value: unknown): Expected {
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: parsed.data }
  const codes = parsed.error.issues.map((issue) => issue.message)
  expect(codes).toHaveLength(1)
  return { code: codes[0] ?? '' }
}

/** The XSS probes of QUALITY.md: refused where the rules forbid them, never altered. */
const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)']

describe('personNameSchema', () => {
  it.each<[unknown, Expected]>([
    // Latin, Arabic and accented letters, with combining marks
    ['Layla', { ok: 'Layla' }],
    ['Al Mansouri', { ok: 'Al Mansouri' }],
    ['ليلى', { ok: 'ليلى' }],
    ['عبد الله', { ok: 'عبد الله' }],
    ['مُحَمَّد', { ok: 'مُحَمَّد' }],
    ['Zoë', { ok: 'Zoë' }],
    ['Zoe\u0308', { ok: 'Zoe\u0308' }],
    ['José-María', { ok: 'José-María' }],
    ['Ångström', { ok: 'Ångström' }],
    ['Łukasz Żółć', { ok: 'Łukasz Żółć' }],
    // trimmed as the domain check trims
    ['  Layla  ', { ok: 'Layla' }],
    // hyphens: one, between two parts of at least two letters
    ['Anne-Marie', { ok: 'Anne-Marie' }],
    ['Anne-Marie-Claire', { code: 'invalidName' }],
    ['A-B', { code: 'invalidName' }],
    ['Anne-', { code: 'invalidName' }],
    ['-Anne', { code: 'invalidName' }],
    ['Anne--Marie', { code: 'invalidName' }],
    // each part at least two letters
    ['L', { code: 'invalidName' }],
    ['Layla H', { code: 'invalidName' }],
    // letters only: no digits, emoji or punctuation
    ['Abc123', { code: 'invalidName' }],
    ['R2', { code: 'invalidName' }],
    ['٣٤٥', { code: 'invalidName' }],
    ['Layla 😀', { code: 'invalidName' }],
    ['😀😀', { code: 'invalidName' }],
    ["O'Neil", { code: 'invalidName' }],
    ['Layla_H', { code: 'invalidName' }],
    ['Layla\tHaddad', { code: 'invalidName' }],
    // length: up to NAME_MAX_LENGTH
    ['a'.repeat(NAME_MAX_LENGTH), { ok: 'a'.repeat(NAME_MAX_LENGTH) }],
    ['a'.repeat(NAME_MAX_LENGTH + 1), { code: 'tooLong' }],
    ['a'.repeat(200), { code: 'tooLong' }],
    ['ل'.repeat(250), { code: 'tooLong' }],
    // blank
    ['', { code: 'required' }],
    ['   ', { code: 'required' }],
    ['\t\n\u00a0', { code: 'required' }],
    [undefined, { code: 'required' }],
    [null, { code: 'required' }],
    [42, { code: 'invalidName' }],
    ...XSS.map((probe): [string, Expected] => [probe, { code: 'invalidName' }]),
  ])('%j → %j', (value, expected) => {
    expect(verdict(personNameSchema, value)).toEqual(expected)
  })
})

describe('emailFieldSchema', () => {
  it.each<[unknown, Expected]>([
    ['customer@rental.test', { ok: 'customer@rental.test' }],
    ['first.last+tag@mail.example.ae', { ok: 'first.last+tag@mail.example.ae' }],
    ['  padded@example.com ', { ok: 'padded@example.com' }],
    [`${'a'.repeat(240)}@example.com`, { ok: `${'a'.repeat(240)}@example.com` }],
    [`${'a'.repeat(250)}@example.com`, { code: 'invalidEmail' }],
    ['plain', { code: 'invalidEmail' }],
    ['two@@example.com', { code: 'invalidEmail' }],
    ['double..dot@example.com', { code: 'invalidEmail' }],
    ['no-tld@example', { code: 'invalidEmail' }],
    ['ليلى@example.com', { code: 'invalidEmail' }],
    ['', { code: 'required' }],
    ['  ', { code: 'required' }],
    [undefined, { code: 'required' }],
    [7, { code: 'invalidEmail' }],
    ...XSS.map((probe): [string, Expected] => [probe, { code: 'invalidEmail' }]),
    ['<script>@example.com', { code: 'invalidEmail' }],
  ])('%j → %j', (value, expected) => {
    expect(verdict(emailFieldSchema, value)).toEqual(expected)
  })
})

describe('phoneFieldSchema (optional, SPEC §5 full format)', () => {
  it.each<[unknown, Expected]>([
    ['+971 50 123 4567', { ok: '+971 50 123 4567' }],
    ['050-123-4567', { ok: '050-123-4567' }],
    ['(050) 123 4567', { ok: '(050) 123 4567' }],
    ['0501234567', { ok: '0501234567' }],
    ['00971 50 123 4567', { ok: '00971 50 123 4567' }],
    ['050.123.4567', { ok: '050.123.4567' }],
    [' +971 50 123 4567 ', { ok: '+971 50 123 4567' }],
    // blank is "no phone": null
    [null, { ok: null }],
    ['', { ok: null }],
    ['   ', { ok: null }],
    ['not a phone', { code: 'invalidPhone' }],
    ['12345', { code: 'invalidPhone' }],
    ['050 123 45678', { code: 'invalidPhone' }],
    ['+971 50 123 4567 ext 2', { code: 'invalidPhone' }],
    ['٠٥٠١٢٣٤٥٦٧', { code: 'invalidPhone' }],
    [undefined, { code: 'required' }],
    [501234567, { code: 'invalidPhone' }],
    ...XSS.map((probe): [string, Expected] => [probe, { code: 'invalidPhone' }]),
  ])('%j → %j', (value, expected) => {
    expect(verdict(phoneFieldSchema, value)).toEqual(expected)
  })
})

describe('waNumberFieldSchema (optional, the looser check, 7 to 15 digits)', () => {
  it.each<[unknown, Expected]>([
    ['+971 50 123 4567', { ok: '+971 50 123 4567' }],
    ['+971501234567', { ok: '+971501234567' }],
    ['050-123-4567', { ok: '050-123-4567' }],
    ['+44 7700 900123', { ok: '+44 7700 900123' }],
    ['1234567', { ok: '1234567' }],
    ['123456789012345', { ok: '123456789012345' }],
    [null, { ok: null }],
    ['', { ok: null }],
    ['  ', { ok: null }],
    ['123456', { code: 'invalidPhone' }],
    ['1234567890123456', { code: 'invalidPhone' }],
    ['(050) 123 4567', { code: 'invalidPhone' }],
    ['050.123.4567', { code: 'invalidPhone' }],
    ['not a phone', { code: 'invalidPhone' }],
    ['+-+-+-+-+-', { code: 'invalidPhone' }],
    ['1 2 3 4 5 6 7 8 9 0 1', { code: 'tooLong' }],
    ...XSS.map((probe): [string, Expected] => [probe, { code: 'invalidPhone' }]),
  ])('%j → %j', (value, expected) => {
    expect(verdict(waNumberFieldSchema, value)).toEqual(expected)
  })
})

describe('newPasswordSchema (PASSWORD_POLICY)', () => {
  it.each<[unknown, Expected]>([
    ['drive2026', { ok: 'drive2026' }],
    ['كلمةسر2026', { ok: 'كلمةسر2026' }],
    // not trimmed: spaces are part of a password
    ['  drive 2026  ', { ok: '  drive 2026  ' }],
    [`a1${'x'.repeat(126)}`, { ok: `a1${'x'.repeat(126)}` }],
    [`a1${'x'.repeat(127)}`, { code: 'passwordTooLong' }],
    ['short1', { code: 'weakPassword' }],
    ['lettersonly', { code: 'weakPassword' }],
    ['12345678', { code: 'weakPassword' }],
    ['', { code: 'required' }],
    [undefined, { code: 'required' }],
    [12345678, { code: 'weakPassword' }],
  ])('%j → %j', (value, expected) => {
    expect(verdict(newPasswordSchema, value)).toEqual(expected)
  })

  it('takes the XSS probes as plain strings: nothing is escaped or stripped', () => {
    // Passwords may hold any character; making text inert is the UI's job, not the schema's.
    for (const probe of XSS.filter((value) => /\d/.test(value))) {
      expect(verdict(newPasswordSchema, probe)).toEqual({ ok: probe })
    }
  })
})

describe('safeTextSchema (SPEC §5 text pattern)', () => {
  it.each<[unknown, Expected]>([
    ['Villa 12, Street 4', { code: 'invalidCharacters' }],
    ['Villa 12 Street 4', { ok: 'Villa 12 Street 4' }],
    ['شارع الشيخ زايد', { ok: 'شارع الشيخ زايد' }],
    ['Near the café (gate B)', { ok: 'Near the café (gate B)' }],
    ['50% off', { code: 'invalidCharacters' }],
    ['a=b', { code: 'invalidCharacters' }],
    ['', { code: 'required' }],
    [' ', { code: 'required' }],
    ['<script>alert(1)</script>', { code: 'invalidCharacters' }],
    ['"><img src=x onerror=alert(1)>', { code: 'invalidCharacters' }],
    // The pattern is about characters, not meaning: this one is only text, and rendering it
    // inert (never as a link or markup) is the UI's job.
    ['javascript:alert(1)', { ok: 'javascript:alert(1)' }],
  ])('%j → %j', (value, expected) => {
    expect(verdict(safeTextSchema, value)).toEqual(expected)
  })
})

/** field → codes, from a schema's issues (what the platform's 422 fieldErrors would carry). */
function fieldCodes(schema: SafeParser, value: unknown): Record<string, string[]> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return {}
  const codes: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) (codes[issue.path.join('.')] ??= []).push(issue.message)
  return codes
}

describe('userEditSchema', () => {
  const edit = {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'customer@rental.test',
    waNumber: null,
    isWaEnabled: false,
    phoneNumber: '+971 50 123 4567',
  }

  it('accepts a good edit, trimming names and email and nulling blank numbers', () => {
    expect(
      userEditSchema.parse({
        ...edit,
        firstName: ' Layla ',
        email: ' customer@rental.test',
        phoneNumber: ' ',
        waNumber: '',
      }),
    ).toEqual({ ...edit, phoneNumber: null, waNumber: null })
  })

  it('answers a code per field', () => {
    expect(
      fieldCodes(userEditSchema, {
        ...edit,
        firstName: 'Abc123',
        lastName: '',
        email: 'x',
        phoneNumber: 'not a phone',
      }),
    ).toEqual({
      firstName: ['invalidName'],
      lastName: ['required'],
      email: ['invalidEmail'],
      phoneNumber: ['invalidPhone'],
    })
  })

  it('needs a WhatsApp number when WhatsApp is on', () => {
    expect(fieldCodes(userEditSchema, { ...edit, isWaEnabled: true })).toEqual({
      waNumber: ['required'],
    })
    expect(fieldCodes(userEditSchema, { ...edit, isWaEnabled: true, waNumber: '  ' })).toEqual({
      waNumber: ['required'],
    })
    // together with other faults, in one pass
    expect(fieldCodes(userEditSchema, { ...edit, isWaEnabled: true, firstName: 'L' })).toEqual({
      firstName: ['invalidName'],
      waNumber: ['required'],
    })
    // a bad number is named as such, not as missing
    expect(fieldCodes(userEditSchema, { ...edit, isWaEnabled: true, waNumber: 'abc' })).toEqual({
      waNumber: ['invalidPhone'],
    })
    expect(
      userEditSchema.safeParse({ ...edit, isWaEnabled: true, waNumber: '+971 50 123 4567' })
        .success,
    ).toBe(true)
    // off: a number may stay, or be blank
    expect(userEditSchema.safeParse({ ...edit, waNumber: '+971 50 123 4567' }).success).toBe(true)
  })

  it('refuses the XSS probes in every text field', () => {
    for (const probe of XSS) {
      expect(
        Object.keys(
          fieldCodes(userEditSchema, {
            firstName: probe,
            lastName: probe,
            email: probe,
            waNumber: probe,
            isWaEnabled: true,
            phoneNumber: probe,
          }),
        ).sort(),
      ).toEqual(['email', 'firstName', 'lastName', 'phoneNumber', 'waNumber'])
    }
  })
})

describe('registration, password change and reset bodies', () => {
  const registration = {
    firstName: 'Sami',
    lastName: 'Khoury',
    email: 'sami@rental.test',
    password: 'drive2026',
    preferredLanguage: 'EN',
    marketingMessagesAccepted: false,
    termsAccepted: true,
  }

  it('registration: names, email, optional phone, password policy and terms', () => {
    expect(registrationSchema.safeParse(registration).success).toBe(true)
    expect(registrationSchema.parse({ ...registration, phoneNumber: ' ' }).phoneNumber).toBeNull()
    expect(
      fieldCodes(registrationSchema, {
        ...registration,
        firstName: 'Abc123',
        email: 'sami@',
        password: 'lettersonly',
        phoneNumber: '12345',
        termsAccepted: false,
      }),
    ).toEqual({
      firstName: ['invalidName'],
      email: ['invalidEmail'],
      password: ['weakPassword'],
      phoneNumber: ['invalidPhone'],
      termsAccepted: ['termsRequired'],
    })
  })

  it('social registration: names and email', () => {
    expect(
      fieldCodes(socialRegistrationSchema, {
        ...registration,
        accessToken: 'sandbox-google:sami@rental.test',
        isGoogle: true,
        lastName: 'José-María-Luisa',
      }),
    ).toEqual({ lastName: ['invalidName'] })
  })

  it('password change and reset: the new password by the policy', () => {
    expect(fieldCodes(passwordChangeSchema, { oldPassword: '', newPassword: 'short1' })).toEqual({
      oldPassword: ['required'],
      newPassword: ['weakPassword'],
    })
    expect(fieldCodes(passwordResetSchema, { token: 't', newPassword: '12345678' })).toEqual({
      newPassword: ['weakPassword'],
    })
    expect(
      passwordResetSchema.safeParse({ token: 't', newPassword: 'fresh-start-9' }).success,
    ).toBe(true)
  })
})
