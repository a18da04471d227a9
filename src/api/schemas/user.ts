import { z } from 'zod/mini'
import { isoDateSchema, isoDateTimeSchema, serverLanguageSchema } from './common'

/** SPEC §3 User, from me/details. */
export const userSchema = z.object({
  userId: z.string(),
  careemId: z.nullable(z.string()),
  email: z.string(),
  isBanned: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.nullable(isoDateSchema),
  phoneNumber: z.nullable(z.string()),
  preferredLanguage: serverLanguageSchema,
  marketingMessagesAccepted: z.boolean(),
  termsAndConditionsAcceptedAt: z.nullable(isoDateTimeSchema),
  isPhoneVerified: z.boolean(),
  sendSms: z.boolean(),
  isTouristKsa: z.boolean(),
  isTouristUae: z.boolean(),
  isVip: z.boolean(),
  waNumber: z.nullable(z.string()),
  isWaEnabled: z.boolean(),
  paymentRevampEnabled: z.boolean(),
})
export type User = z.infer<typeof userSchema>

/** me/details answers with the user, or with an empty body when nobody is logged in. */
export const meDetailsResponseSchema = z.nullable(userSchema)

export const userEditSchema = z.object({
  firstName: z.string().check(z.minLength(2), z.maxLength(100)),
  lastName: z.string().check(z.minLength(2), z.maxLength(100)),
  email: z.email(),
  waNumber: z.nullable(z.string().check(z.maxLength(20))),
  isWaEnabled: z.boolean(),
  phoneNumber: z.nullable(z.string().check(z.maxLength(20))),
})
export type UserEdit = z.infer<typeof userEditSchema>

export const marketingConsentSchema = z.object({ marketingMessagesAccepted: z.boolean() })

export const passwordChangeSchema = z.object({
  oldPassword: z.string().check(z.minLength(1)),
  newPassword: z.string().check(z.minLength(8), z.maxLength(128)),
})

export const preferredLanguageSchema = z.object({ preferredLanguage: serverLanguageSchema })

export const touristFlagsSchema = z.object({
  isTouristUae: z.boolean(),
  isTouristKsa: z.boolean(),
})

export const isTouristSchema = z.object({ forceDelete: z.boolean(), isTourist: z.boolean() })
