import { z } from 'zod/mini'
import { built } from './built'
import { cityCodeSchema, geoPointSchema } from './common'
import { cardBrandSchema } from './payment'

// The sandbox's own calls (not part of the platform contract): the card tokenizer that stands in
// for the payment provider, challenge pages (3-D Secure, ride-app wallet), the mock inbox and the
// address search (geocoder).

export const tokenizeRequestSchema = built(() =>
  z.object({
    number: z.string().check(z.regex(/^\d{12,19}$/)),
    expiryMonth: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
    expiryYear: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
    cvc: z.string().check(z.regex(/^\d{3,4}$/)),
    /** The cardholder's name, as printed on the card. */
    name: z.optional(z.string().check(z.maxLength(60))),
  }),
)
export type TokenizeRequest = z.infer<typeof tokenizeRequestSchema>

export const tokenizeResponseSchema = built(() =>
  z.object({
    token: z.string(),
    brand: cardBrandSchema,
    last4: z.string(),
  }),
)

export const challengeKindSchema = built(() => z.enum(['CARD_3DS', 'WALLET']))

export const challengeSchema = built(() =>
  z.object({
    challengeId: z.string(),
    kind: challengeKindSchema,
    status: z.enum(['PENDING', 'APPROVED', 'DECLINED']),
    amount: z.nullable(z.number()),
    currency: z.nullable(z.string()),
    /** What the challenge is for, e.g. "Visa •••• 3220". */
    description: z.string(),
    /** `return`: a scenario wants the page to go straight back without deciding (a timeout demo). */
    mode: z.enum(['ask', 'return']),
  }),
)
export type Challenge = z.infer<typeof challengeSchema>

export const challengeDecisionSchema = built(() =>
  z.object({ outcome: z.enum(['APPROVE', 'DECLINE']) }),
)

export const inboxMessageSchema = built(() =>
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    /** App-relative link the message carries (e.g. the password-reset page). */
    link: z.nullable(z.string()),
    sentAt: z.string(),
  }),
)
export type InboxMessage = z.infer<typeof inboxMessageSchema>
export const inboxSchema = built(() => z.object({ messages: z.array(inboxMessageSchema) }))

/** At most this many places answer one search. */
export const GEOCODE_MAX_RESULTS = 8
export const GEOCODE_MAX_QUERY_LENGTH = 100

export const geocodeRequestSchema = built(() =>
  z.object({
    /** Free text; empty asks for the city's popular places. */
    q: z.string().check(z.maxLength(GEOCODE_MAX_QUERY_LENGTH)),
    city: cityCodeSchema,
    lang: z.enum(['en', 'ar']),
  }),
)
export type GeocodeRequest = z.infer<typeof geocodeRequestSchema>

export const geocodePlaceSchema = built(() =>
  z.object({
    id: z.string(),
    /** The place's name in the asked language. */
    label: z.string(),
    /** A landmark, street or district that tells similar names apart. */
    detail: z.string(),
    location: geoPointSchema,
  }),
)
export type GeocodePlace = z.infer<typeof geocodePlaceSchema>

export const geocodeResponseSchema = built(() =>
  z.object({
    places: z.array(geocodePlaceSchema).check(z.maxLength(GEOCODE_MAX_RESULTS)),
  }),
)
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>
