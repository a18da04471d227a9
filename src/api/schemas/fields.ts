import { z } from 'zod/mini'
import { built } from './built'
import {
  isBlank,
  isLoosePhone,
  isPhone,
  validateCurrentPassword,
  validateEmail,
  validateName,
  validateNewPassword,
  validateText,
  type ValidationCode,
} from '../../domain/validation'

// SPEC §5 input rules as field schemas, shared by the app and the fake platform. Every issue's
// message is a ValidationCode, so the app translates it as `validation.<code>` and the platform's
// 422 `fieldErrors` carry the same codes. The rules themselves are the pure checks of
// src/domain/validation.ts; these schemas only wrap them.
//
// Blank (SPEC §5: empty or whitespace-only counts as empty):
// - required text (names, email, free text): blank is refused with `required`. The value is
//   trimmed before the rule runs and the trimmed value is what the schema outputs.
// - optional numbers (phone, WhatsApp number): null, '' and whitespace-only all mean "none" and
//   come out as null; the app sends null for a blank field. Anything else is trimmed and checked.
// - passwords are never trimmed (spaces count); only '' is blank.
// A wrong JSON type reads as `required` when the value is missing (undefined or null) and as the
// field's own "invalid" code otherwise.

/** A string whose wrong type answers `required` when missing, `invalid` otherwise. */
function text(invalid: ValidationCode) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : invalid),
  })
}

/** Runs a domain rule; the code it answers becomes the issue message. */
function rule(validate: (value: string) => ValidationCode | undefined) {
  return z.superRefine<string>((value, ctx) => {
    const code = validate(value)
    if (code) ctx.addIssue(code)
  })
}

/** First or last name: `required`, `tooLong` (over NAME_MAX_LENGTH) or `invalidName`. */
export const personNameSchema = built(() => text('invalidName').check(z.trim(), rule(validateName)))

/** An email address: `required` or `invalidEmail` (also past EMAIL_MAX_LENGTH, 254). */
export const emailFieldSchema = built(() =>
  text('invalidEmail').check(z.trim(), rule(validateEmail)),
)

/** Free text without the characters SPEC §5 forbids: `required` or `invalidCharacters`. */
export const safeTextSchema = built(() =>
  text('invalidCharacters').check(z.trim(), rule(validateText)),
)

/** A new password by PASSWORD_POLICY: `required`, `weakPassword` or `passwordTooLong`. */
export const newPasswordSchema = built(() =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'required' : 'weakPassword',
    })
    .check(rule(validateNewPassword)),
)

/** A password the user already has (login, password change): `required` or `passwordTooLong`. */
export const currentPasswordSchema = built(() =>
  text('required').check(rule(validateCurrentPassword)),
)

/** The fewest and most digits of a WhatsApp number (E.164 allows up to 15). */
export const WA_NUMBER_DIGITS = { min: 7, max: 15 } as const
/** The longest WhatsApp number as typed, separators included. */
export const WA_NUMBER_MAX_LENGTH = 20

/** The looser SPEC §5 check (digits, dash, plus, space) with a plausible number of digits. */
function waNumberCode(value: string): ValidationCode | undefined {
  if (!isLoosePhone(value)) return 'invalidPhone'
  if (value.length > WA_NUMBER_MAX_LENGTH) return 'tooLong'
  const digits = value.replace(/\D/g, '').length
  return digits < WA_NUMBER_DIGITS.min || digits > WA_NUMBER_DIGITS.max ? 'invalidPhone' : undefined
}

/** An optional number: null or blank comes out as null; otherwise trimmed and checked. */
function optionalNumber(check: (value: string) => ValidationCode | undefined) {
  return z.pipe(
    z.nullable(text('invalidPhone')),
    z.transform((value: string | null, ctx): string | null => {
      if (value === null || isBlank(value)) return null
      const trimmed = value.trim()
      const code = check(trimmed)
      if (code) ctx.issues.push({ code: 'custom', message: code, input: value })
      return trimmed
    }),
  )
}

/** An optional phone number (SPEC §5 full format, e.g. +971 50 123 4567): `invalidPhone`. */
export const phoneFieldSchema = built(() =>
  optionalNumber((value) => (isPhone(value) ? undefined : 'invalidPhone')),
)

/**
 * An optional WhatsApp number by the looser SPEC §5 check (digits, dash, plus and space only) and
 * 7 to 15 digits: `invalidPhone`, or `tooLong` past 20 characters. Whether it is required
 * depends on isWaEnabled (see userEditSchema).
 */
export const waNumberFieldSchema = built(() => optionalNumber(waNumberCode))
