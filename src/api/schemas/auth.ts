import { z } from 'zod/mini'
import { built } from './built'
import { PASSWORD_POLICY, type ValidationCode } from '../../domain/validation'
import { cityCodeSchema, serverLanguageSchema } from './common'
import {
  currentPasswordSchema,
  emailFieldSchema,
  newPasswordSchema,
  personNameSchema,
  phoneFieldSchema,
} from './fields'

// Request bodies of the auth and identity-login calls (SPEC §7). The same schemas validate
// bodies in the fake platform; the fields follow SPEC §5 and their issue messages are
// ValidationCodes (see ./fields).

export const PASSWORD_MIN_LENGTH = PASSWORD_POLICY.minLength

export const loginFormSchema = built(() =>
  z.object({
    email: emailFieldSchema,
    password: currentPasswordSchema,
  }),
)
export type LoginForm = z.infer<typeof loginFormSchema>

export const siteUserLoginSchema = loginFormSchema

export const socialLoginSchema = built(() =>
  z.object({
    accessToken: z.string().check(z.minLength(1)),
    email: emailFieldSchema,
    isGoogle: z.boolean(),
  }),
)
export type SocialLogin = z.infer<typeof socialLoginSchema>

export const careemLoginSchema = built(() =>
  z.object({
    authCode: z.string().check(z.minLength(1)),
    country: z.string().check(z.minLength(2), z.maxLength(2)),
    loginType: z.enum(['WEB', 'APP']),
  }),
)

export const registrationSchema = built(() =>
  z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailFieldSchema,
    password: newPasswordSchema,
    // Optional: left out, null or blank all mean none (the platform stores null).
    phoneNumber: z.optional(phoneFieldSchema),
    preferredLanguage: serverLanguageSchema,
    marketingMessagesAccepted: z.boolean(),
    termsAccepted: z.literal(true, { error: 'termsRequired' satisfies ValidationCode }),
  }),
)
export type Registration = z.infer<typeof registrationSchema>

export const socialRegistrationSchema = built(() =>
  z.object({
    accessToken: z.string().check(z.minLength(1)),
    email: emailFieldSchema,
    isGoogle: z.boolean(),
    firstName: personNameSchema,
    lastName: personNameSchema,
    preferredLanguage: serverLanguageSchema,
    marketingMessagesAccepted: z.boolean(),
    termsAccepted: z.literal(true, { error: 'termsRequired' satisfies ValidationCode }),
  }),
)

export const passwordResetRequestSchema = built(() =>
  z.object({
    email: emailFieldSchema,
    city: cityCodeSchema,
  }),
)

export const passwordResetSchema = built(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    newPassword: newPasswordSchema,
  }),
)

/** What login calls answer: the platform sets the session cookie; the body says who. */
export const loginResponseSchema = built(() => z.object({ userId: z.string() }))
