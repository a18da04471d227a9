import { userEditSchema, type User, type UserEdit } from '../../api/schemas/user'
import { isValidationCode, type ValidationCode } from '../../domain/validation'

// The profile form as typed (strings) and as sent (SPEC §3 edit payload: blank optional numbers
// are null). The checks are the API schema's, so the app and the platform refuse the same input.

export interface ProfileForm {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  waNumber: string
  isWaEnabled: boolean
}

export type ProfileField = Exclude<keyof ProfileForm, 'isWaEnabled'>
export type ProfileErrors = Partial<Record<ProfileField, ValidationCode>>

const FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'waNumber',
]

export function profileFormOf(user: User): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    waNumber: user.waNumber ?? '',
    isWaEnabled: user.isWaEnabled,
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

export function profilePayload(form: ProfileForm): UserEdit {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phoneNumber: orNull(form.phoneNumber),
    waNumber: orNull(form.waNumber),
    isWaEnabled: form.isWaEnabled,
  }
}

export function sameProfile(a: ProfileForm, b: ProfileForm): boolean {
  return FIELDS.every((field) => a[field] === b[field]) && a.isWaEnabled === b.isWaEnabled
}

const isField = (value: string): value is ProfileField =>
  (FIELDS as readonly string[]).includes(value)

/** The first code per field, from the schema's issues or the platform's 422/409 field errors. */
export function profileErrorsOf(
  entries: Iterable<readonly [string, readonly string[]]>,
): ProfileErrors {
  const errors: ProfileErrors = {}
  for (const [field, messages] of entries) {
    const message = messages[0]
    if (!isField(field) || message === undefined || errors[field]) continue
    errors[field] = isValidationCode(message) ? message : 'invalidCharacters'
  }
  return errors
}

export function validateProfile(form: ProfileForm): ProfileErrors {
  const parsed = userEditSchema.safeParse(profilePayload(form))
  if (parsed.success) return {}
  return profileErrorsOf(
    parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), [issue.message]] as const),
  )
}
