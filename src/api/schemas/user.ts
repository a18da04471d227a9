import { z } from 'zod/mini'
import { built } from './built'
import type { ValidationCode } from '../../domain/validation'
import { cityCodeSchema, isoDateSchema, isoDateTimeSchema, serverLanguageSchema } from './common'
import {
  currentPasswordSchema,
  emailFieldSchema,
  newPasswordSchema,
  personNameSchema,
  phoneFieldSchema,
  waNumberFieldSchema,
} from './fields'

/** SPEC §3 User, from me/details. */
export const userSchema = built(() =>
  z.object({
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
    /**
     * The customer's own city. Not in SPEC §3's list: a platform that leaves it out leaves the
     * location to the URL (Dubai without a locale), as before. Where a URL chose no location, the
     * customer lands in it after login (src/domain/redirect.ts).
     */
    cityCode: z.optional(z.nullable(cityCodeSchema)),
  }),
)
export type User = z.infer<typeof userSchema>

/** me/details answers with the user, or with an empty body when nobody is logged in. */
export const meDetailsResponseSchema = built(() => z.nullable(userSchema))

/**
 * SPEC §3 edit payload, by the SPEC §5 rules (issue messages are ValidationCodes, see ./fields).
 * Blank numbers are null. WhatsApp messages need a number: isWaEnabled without one is `required`
 * on waNumber (checked once both fields are otherwise valid).
 */
export const userEditSchema = built(() =>
  z
    .object({
      firstName: personNameSchema,
      lastName: personNameSchema,
      email: emailFieldSchema,
      waNumber: waNumberFieldSchema,
      isWaEnabled: z.boolean(),
      phoneNumber: phoneFieldSchema,
    })
    .check(
      z.refine((edit) => !edit.isWaEnabled || edit.waNumber !== null, {
        path: ['waNumber'],
        error: 'required' satisfies ValidationCode,
        when: ({ issues }) =>
          !issues.some(
            (issue) => issue.path?.[0] === 'waNumber' || issue.path?.[0] === 'isWaEnabled',
          ),
      }),
    ),
)
export type UserEdit = z.infer<typeof userEditSchema>

export const marketingConsentSchema = built(() =>
  z.object({ marketingMessagesAccepted: z.boolean() }),
)

export const passwordChangeSchema = built(() =>
  z.object({
    oldPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
  }),
)

export const preferredLanguageSchema = built(() =>
  z.object({ preferredLanguage: serverLanguageSchema }),
)

export const touristFlagsSchema = built(() =>
  z.object({
    isTouristUae: z.boolean(),
    isTouristKsa: z.boolean(),
  }),
)

export const isTouristSchema = built(() =>
  z.object({ forceDelete: z.boolean(), isTourist: z.boolean() }),
)
