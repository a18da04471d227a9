// SPEC §5 input rules, as pure checks. Each check answers an error code (translated in the UI as
// `validation.<code>`) or undefined when the value is fine. The platform enforces the same rules
// (src/api/schemas/fields.ts wraps these checks; its 422 fieldErrors carry these codes).

export type ValidationCode =
  | 'required'
  | 'invalidEmail'
  | 'invalidName'
  | 'invalidPhone'
  | 'invalidCharacters'
  | 'tooLong'
  | 'weakPassword'
  | 'passwordTooLong'
  | 'passwordMismatch'
  | 'termsRequired'
  // Only the platform can tell these two (409 EMAIL_TAKEN, 422 WRONG_PASSWORD field errors).
  | 'emailTaken'
  | 'wrongPassword'

const VALIDATION_CODES: ReadonlySet<string> = new Set<ValidationCode>([
  'required',
  'invalidEmail',
  'invalidName',
  'invalidPhone',
  'invalidCharacters',
  'tooLong',
  'weakPassword',
  'passwordTooLong',
  'passwordMismatch',
  'termsRequired',
  'emailTaken',
  'wrongPassword',
])

/** Whether a platform field error is one of these codes (it then has a translated message). */
export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && VALIDATION_CODES.has(value)
}

/**
 * Password policy (the platform checks the same): at least 8 characters, at least one letter and
 * one digit, at most 128 characters. Letters and digits of any script count.
 */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 128 } as const

/** The platform keeps names up to 100 characters and emails up to 254 (RFC 5321). */
export const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254

/** Blank check: empty or whitespace-only counts as empty. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === ''
}

// The platform's address format: a local part without leading, trailing or doubled dots, and a
// domain of dot-separated labels ending in a top-level domain of at least two letters.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export function isEmail(value: string): boolean {
  const trimmed = value.trim()
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed)
}

// An optional country prefix (+971 or 00971), then three, three and four digits, separated by
// nothing, a space, a dash or a dot; the first group may be in brackets. After a country prefix
// the first group may have two digits, because national numbers drop their trunk zero there
// (+971 50 123 4567 is how the platform stores UAE mobiles).
const PHONE_PATTERN =
  /^(?:(?:\+|00)\d{1,3}[\s-]?(?:\(\d{2,3}\)|\d{2,3})|\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim())
}

/** The looser phone check: only digits, dashes, plus signs and spaces. */
export function isLoosePhone(value: string): boolean {
  return /^[\d+\- ]+$/.test(value.trim())
}

/** Characters free text may not contain: ! + % / * # > < ? , . _ @ & = */
const FORBIDDEN_TEXT_CHARACTERS = /[!+%/*#><?,._@&=]/

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_TEXT_CHARACTERS.test(value)
}

// A name part is at least two letters (each with its combining marks, so Arabic vowel marks and
// decomposed accents count with their letter), optionally hyphenated with one second part.
// Parts are separated by spaces.
const LETTER = String.raw`\p{L}\p{M}*`
const NAME_PART = String.raw`(?:${LETTER}){2,}(?:-(?:${LETTER}){2,})?`
const NAME_PATTERN = new RegExp(String.raw`^${NAME_PART}(?: +${NAME_PART})*$`, 'u')

export function isName(value: string): boolean {
  const trimmed = value.trim()
  return trimmed.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(trimmed)
}

export function validateRequired(value: string): ValidationCode | undefined {
  return isBlank(value) ? 'required' : undefined
}

export function validateEmail(value: string): ValidationCode | undefined {
  if (isBlank(value)) return 'required'
  return isEmail(value) ? undefined : 'invalidEmail'
}

export function validateName(value: string): ValidationCode | undefined {
  if (isBlank(value)) return 'required'
  if (value.trim().length > NAME_MAX_LENGTH) return 'tooLong'
  return isName(value) ? undefined : 'invalidName'
}

/** An optional phone number: blank is fine, anything else must be a full number. */
export function validateOptionalPhone(value: string): ValidationCode | undefined {
  if (isBlank(value)) return undefined
  return isPhone(value) ? undefined : 'invalidPhone'
}

/** Free text that must not contain the forbidden characters. */
export function validateText(value: string): ValidationCode | undefined {
  if (isBlank(value)) return 'required'
  return hasForbiddenCharacters(value) ? 'invalidCharacters' : undefined
}

/** A new password against the policy (PASSWORD_POLICY). */
export function validateNewPassword(value: string): ValidationCode | undefined {
  if (value.length === 0) return 'required'
  if (value.length > PASSWORD_POLICY.maxLength) return 'passwordTooLong'
  if (value.length < PASSWORD_POLICY.minLength) return 'weakPassword'
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return 'weakPassword'
  return undefined
}

/** The password of a login: only present and not absurdly long; the platform judges the rest. */
export function validateCurrentPassword(value: string): ValidationCode | undefined {
  if (value.length === 0) return 'required'
  return value.length > PASSWORD_POLICY.maxLength ? 'passwordTooLong' : undefined
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationCode | undefined {
  if (confirmation.length === 0) return 'required'
  return password === confirmation ? undefined : 'passwordMismatch'
}

export function validateTerms(accepted: boolean): ValidationCode | undefined {
  return accepted ? undefined : 'termsRequired'
}
