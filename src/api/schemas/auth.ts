import { z } from 'zod/mini'
import { cityCodeSchema, serverLanguageSchema } from './common'

// Request bodies of the auth and identity-login calls (SPEC §7). The same schemas validate
// bodies in the fake platform.

export const PASSWORD_MIN_LENGTH = 8

export const loginFormSchema = z.object({
  email: z.email(),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
})
export type LoginForm = z.infer<typeof loginFormSchema>

export const siteUserLoginSchema = loginFormSchema

export const socialLoginSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  email: z.email(),
  isGoogle: z.boolean(),
})
export type SocialLogin = z.infer<typeof socialLoginSchema>

export const careemLoginSchema = z.object({
  authCode: z.string().check(z.minLength(1)),
  country: z.string().check(z.minLength(2), z.maxLength(2)),
  loginType: z.enum(['WEB', 'APP']),
})

export const registrationSchema = z.object({
  firstName: z.string().check(z.minLength(2), z.maxLength(100)),
  lastName: z.string().check(z.minLength(2), z.maxLength(100)),
  email: z.email(),
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(128)),
  phoneNumber: z.optional(z.string().check(z.maxLength(20))),
  preferredLanguage: serverLanguageSchema,
  marketingMessagesAccepted: z.boolean(),
  termsAccepted: z.literal(true),
})
export type Registration = z.infer<typeof registrationSchema>

export const socialRegistrationSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  email: z.email(),
  isGoogle: z.boolean(),
  firstName: z.string().check(z.minLength(2), z.maxLength(100)),
  lastName: z.string().check(z.minLength(2), z.maxLength(100)),
  preferredLanguage: serverLanguageSchema,
  marketingMessagesAccepted: z.boolean(),
  termsAccepted: z.literal(true),
})

export const passwordResetRequestSchema = z.object({
  email: z.email(),
  city: cityCodeSchema,
})

export const passwordResetSchema = z.object({
  token: z.string().check(z.minLength(1)),
  newPassword: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(128)),
})

/** What login calls answer: the platform sets the session cookie; the body says who. */
export const loginResponseSchema = z.object({ userId: z.string() })
