import { z } from 'zod/mini'
import { cardBrandSchema } from './payment'

// The sandbox's own calls (not part of the platform contract): the card tokenizer that stands in
// for the payment provider, challenge pages (3-D Secure, ride-app wallet) and the mock inbox.

export const tokenizeRequestSchema = z.object({
  number: z.string().check(z.regex(/^\d{12,19}$/)),
  expiryMonth: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
  expiryYear: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/)),
})
export type TokenizeRequest = z.infer<typeof tokenizeRequestSchema>

export const tokenizeResponseSchema = z.object({
  token: z.string(),
  brand: cardBrandSchema,
  last4: z.string(),
})

export const challengeKindSchema = z.enum(['CARD_3DS', 'WALLET'])

export const challengeSchema = z.object({
  challengeId: z.string(),
  kind: challengeKindSchema,
  status: z.enum(['PENDING', 'APPROVED', 'DECLINED']),
  amount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  /** What the challenge is for, e.g. "Visa •••• 3220". */
  description: z.string(),
  /** `return`: a scenario wants the page to go straight back without deciding (a timeout demo). */
  mode: z.enum(['ask', 'return']),
})
export type Challenge = z.infer<typeof challengeSchema>

export const challengeDecisionSchema = z.object({ outcome: z.enum(['APPROVE', 'DECLINE']) })

export const inboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** App-relative link the message carries (e.g. the password-reset page). */
  link: z.nullable(z.string()),
  sentAt: z.string(),
})
export type InboxMessage = z.infer<typeof inboxMessageSchema>
export const inboxSchema = z.object({ messages: z.array(inboxMessageSchema) })
