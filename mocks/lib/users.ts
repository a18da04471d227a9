import { verifiedIdTokenEmail } from './id-tokens'
import type { z } from 'zod/mini'
import type { User } from '../../src/api/schemas/user'
import type { DriverType } from '../../src/api/schemas/common'
import { newPasswordSchema } from '../../src/api/schemas/fields'
import type { ValidationCode } from '../../src/domain/validation'
import { db, type UserRecord } from '../db'
import { BadRequest, errorResponse, fieldErrorsOf, readJson } from './respond'
import { nowIso } from './time'
import { hashPassword } from './secrets'

// Customer accounts of the fake platform: lookup, the password rule, sandbox social tokens and
// registration.

/** The user as the contract shows it: without the platform's private fields. */
export function toUser(record: UserRecord): User {
  const {
    passwordHash: _passwordHash,
    countryCode: _countryCode,
    createdAt: _createdAt,
    ...user
  } = record
  return user
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Emails are unique regardless of case. */
export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = normaliseEmail(email)
  return db.users.findFirst((q) => q.where((user) => normaliseEmail(user.email) === wanted))
}

/**
 * The shared new-password rule (SPEC §5 / PASSWORD_POLICY, newPasswordSchema) on a body's value:
 * the password, or the codes that refuse it (`required`, `weakPassword`, `passwordTooLong`).
 */
export function judgeNewPassword(
  value: unknown,
): { ok: true; password: string } | { ok: false; codes: string[] } {
  const parsed = newPasswordSchema.safeParse(value)
  return parsed.success
    ? { ok: true, password: parsed.data }
    : { ok: false, codes: parsed.error.issues.map((issue) => issue.message) }
}

const POLICY_CODES: ReadonlySet<string> = new Set<ValidationCode>([
  'weakPassword',
  'passwordTooLong',
])

/**
 * 422 for refused fields (codes per field): WEAK_PASSWORD when the only fault is a new password
 * in `passwordField` against the policy (the auth forms show that next to the password), else
 * VALIDATION_FAILED.
 */
export function refusal(fieldErrors: Record<string, string[]>, passwordField: string): Response {
  const weakOnly = Object.entries(fieldErrors).every(
    ([field, codes]) => field === passwordField && codes.every((code) => POLICY_CODES.has(code)),
  )
  return weakOnly
    ? errorResponse(422, 'Choose a stronger password', { code: 'WEAK_PASSWORD', fieldErrors })
    : errorResponse(422, 'Some fields are not valid', { code: 'VALIDATION_FAILED', fieldErrors })
}

/** readBody for a body with a new password in `passwordField`: refusals as refusal() answers. */
export async function readBodyWithNewPassword<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  passwordField: string,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(request))
  if (parsed.success) return parsed.data
  throw new BadRequest(refusal(fieldErrorsOf(parsed.error.issues), passwordField))
}

/** The 409 of an email another account uses; the field error is a code (`validation.emailTaken`). */
export function emailTaken(): Response {
  return errorResponse(409, 'Another account uses this email', {
    code: 'EMAIL_TAKEN',
    fieldErrors: { email: ['emailTaken' satisfies ValidationCode] },
  })
}

/**
 * A social sign-in's token is valid for the email it names: an ID token the platform verifies
 * against the provider it trusts (mocks/lib/id-tokens.ts), or, from the sandbox's own stand-in,
 * `sandbox-google:<email>` / `sandbox-apple:<email>`.
 */
export async function isValidSocialToken(body: {
  accessToken: string
  email: string
  isGoogle: boolean
}): Promise<boolean> {
  const provider = body.isGoogle ? 'google' : 'apple'
  const separator = body.accessToken.indexOf(':')
  if (separator >= 0) {
    const prefix = body.accessToken.slice(0, separator)
    const email = body.accessToken.slice(separator + 1)
    return prefix === `sandbox-${provider}` && normaliseEmail(email) === normaliseEmail(body.email)
  }
  const verified = await verifiedIdTokenEmail(body.accessToken, provider)
  return verified !== undefined && normaliseEmail(verified) === normaliseEmail(body.email)
}

/** An unguessable token (password resets, passwords of social-only accounts). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface NewUser {
  email: string
  password: string
  firstName: string
  lastName: string
  phoneNumber?: string | null | undefined
  preferredLanguage: 'EN' | 'AR'
  marketingMessagesAccepted: boolean
}

/**
 * Registers a customer in Dubai (the spec's default city) with KYC not started for both driver
 * types.
 */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const now = nowIso()
  const userId = `user-${crypto.randomUUID()}`
  const user = await db.users.create({
    userId,
    careemId: null,
    email: normaliseEmail(input.email),
    isBanned: false,
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: null,
    phoneNumber: input.phoneNumber ?? null,
    preferredLanguage: input.preferredLanguage,
    marketingMessagesAccepted: input.marketingMessagesAccepted,
    termsAndConditionsAcceptedAt: now,
    isPhoneVerified: false,
    sendSms: false,
    isTouristKsa: false,
    isTouristUae: false,
    isVip: false,
    waNumber: null,
    isWaEnabled: false,
    paymentRevampEnabled: false,
    passwordHash: await hashPassword(userId, input.password),
    countryCode: 'ae',
    cityCode: 'DXB',
    createdAt: now,
  })
  for (const driverType of ['MAIN', 'ADDITIONAL'] as const) {
    await db.kyc.create({
      ownerId: user.userId,
      driverType,
      status: 'NOT_STARTED',
      isTourist: false,
    })
  }
  return user
}

export type KycRecord = NonNullable<ReturnType<typeof db.kyc.findFirst>>

/** The driver's KYC record, created (not started, resident) for accounts made before KYC existed. */
export async function kycRecord(ownerId: string, driverType: DriverType): Promise<KycRecord> {
  const found = db.kyc.findFirst((q) =>
    q.where((record) => record.ownerId === ownerId && record.driverType === driverType),
  )
  return (
    found ?? (await db.kyc.create({ ownerId, driverType, status: 'NOT_STARTED', isTourist: false }))
  )
}

/** The user's tourist flag that belongs to the country they rent in (none for Budapest). */
export function touristFlagOf(user: UserRecord): 'isTouristUae' | 'isTouristKsa' | undefined {
  if (user.countryCode === 'ae') return 'isTouristUae'
  if (user.countryCode === 'sa') return 'isTouristKsa'
  return undefined
}
