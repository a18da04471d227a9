import type { User } from '../../src/api/schemas/user'
import type { DriverType } from '../../src/api/schemas/common'
import { db, type UserRecord } from '../db'
import { nowIso } from './time'
import { hashPassword } from './secrets'

// Customer accounts of the fake platform: lookup, the password rule, sandbox social tokens and
// registration.

/** The user as the contract shows it: without the platform's private fields. */
export function toUser(record: UserRecord): User {
  const {
    passwordHash: _passwordHash,
    countryCode: _countryCode,
    cityCode: _cityCode,
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

/** Why a new password is refused (at least 8 characters, a letter and a digit), if it is. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'Use at least 8 characters'
  if (!/\p{L}/u.test(password)) return 'Use at least one letter'
  if (!/\p{Nd}/u.test(password)) return 'Use at least one digit'
  return undefined
}

/**
 * The sandbox's fake Google and Apple sign-in issue `sandbox-google:<email>` and
 * `sandbox-apple:<email>`; a token is valid for the email and provider it names.
 */
export function isValidSocialToken(body: {
  accessToken: string
  email: string
  isGoogle: boolean
}): boolean {
  const separator = body.accessToken.indexOf(':')
  if (separator < 0) return false
  const provider = body.accessToken.slice(0, separator)
  const email = body.accessToken.slice(separator + 1)
  const expected = body.isGoogle ? 'sandbox-google' : 'sandbox-apple'
  return provider === expected && normaliseEmail(email) === normaliseEmail(body.email)
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
  phoneNumber?: string | undefined
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
