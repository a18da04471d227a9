import { z } from 'zod/mini'
import {
  addressSchema,
  cityCodeSchema,
  currencySchema,
  deliveryTypeSchema,
  geoPointSchema,
  isoDateSchema,
  productTypeSchema,
  wallTimeSchema,
} from '../../src/api/schemas/common'
import {
  cardBrandSchema,
  madaStatusSchema,
  paymentMethodTypeSchema,
  paymentProviderSchema,
  priceQuoteSchema,
  savedPaymentMethodSchema,
} from '../../src/api/schemas/payment'
import { CARD_PROBLEMS } from '../../src/domain/cards'
import { bookingMachine } from './booking.machine'
import type { BookingContext } from './booking.types'

/** The platform's address and the places provider's ID for it (TripAddress). */
export const tripAddressSchema = z.extend(addressSchema, {
  placeId: z.optional(z.string().check(z.maxLength(300))),
})

// The booking draft is a contract between two visits of the page: a versioned envelope around
// the machine's persisted snapshot, checked field by field and state by state before it is
// restored. A draft of an older version, with a state this machine no longer has, or with any
// value out of shape is dropped, and the flow starts afresh from the URL.

/** Bump when the context or the states change shape: older drafts are then dropped. */
export const BOOKING_DRAFT_VERSION = 5

const choiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('wallet') }),
  z.object({ kind: z.literal('card'), paymentMethodId: z.string() }),
  z.object({ kind: z.literal('none') }),
])

const slotSchema = z.object({ time: wallTimeSchema, available: z.boolean() })
const nullableString = z.nullable(z.string())

const contextSchema: z.ZodMiniType<BookingContext> = z.object({
  listingId: z.string(),
  city: z.object({
    code: cityCodeSchema,
    slug: z.string(),
    timezone: z.string(),
    currency: currencySchema,
    businessZone: z.array(geoPointSchema),
  }),
  product: productTypeSchema,
  returnUrl: z.string(),
  trip: z.object({
    from: isoDateSchema,
    to: isoDateSchema,
    fromTime: z.nullable(wallTimeSchema),
    toTime: z.nullable(wallTimeSchema),
    deliveryType: deliveryTypeSchema,
    handoverAddress: z.nullable(tripAddressSchema),
    handbackAddress: z.nullable(tripAddressSchema),
    returnSame: z.boolean(),
    couponCode: nullableString,
  }),
  slots: z.object({ from: z.array(slotSchema), to: z.array(slotSchema) }),
  blocked: z.object({ from: z.boolean(), to: z.boolean() }),
  outsideGeofence: z.boolean(),
  addressModal: z.enum(['delivery', 'return', 'deliveryrefine', 'returnrefine', 'none']),
  quote: z.nullable(priceQuoteSchema),
  customerId: nullableString,
  banned: z.boolean(),
  payment: z.nullable(
    z.object({
      provider: paymentProviderSchema,
      defaultType: paymentMethodTypeSchema,
      methods: z.array(savedPaymentMethodSchema),
      mada: z.record(z.string(), madaStatusSchema),
      problems: z.record(z.string(), z.enum(CARD_PROBLEMS)),
    }),
  ),
  choice: choiceSchema,
  start: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('choose') }),
    z.object({ kind: z.literal('pay'), choice: choiceSchema }),
    z.object({
      kind: z.literal('payNewCard'),
      cardToken: z.string(),
      cardNetwork: cardBrandSchema,
    }),
    z.object({
      kind: z.literal('back'),
      back: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('card'), paymentMethodId: z.string() }),
        z.object({ kind: z.literal('wallet'), intentId: z.string() }),
      ]),
    }),
  ]),
  booked: z.nullable(z.object({ bookingId: z.string(), reference: z.string(), total: z.number() })),
  bookingKey: z.string().check(z.minLength(1)),
  requote: z.boolean(),
  failure: z.nullable(
    z.object({
      // A call the page gave up on is not a failure, and never part of a draft.
      code: z.string().check(z.refine((code) => code !== 'ABORTED')),
      status: z.number(),
      fieldErrors: z.record(z.string(), z.array(z.string())),
    }),
  ),
})

const draftSchema = z.object({
  version: z.literal(BOOKING_DRAFT_VERSION),
  snapshot: z.looseObject({
    status: z.literal('active'),
    value: z.unknown(),
    context: contextSchema,
  }),
})

export type DraftReading =
  | { kind: 'none' }
  | { kind: 'draft'; snapshot: unknown; context: BookingContext }
  | { kind: 'dropped'; reason: 'unreadable' | 'version' | 'shape' | 'state' }

const persistedSchema = z.looseObject({
  children: z.optional(z.record(z.string(), z.unknown())),
  context: z.looseObject({ start: z.optional(z.looseObject({ kind: z.string() })) }),
})

/**
 * Wraps a persisted snapshot for storage. The booking's payment is not part of the draft: after
 * a reload it starts again from the one return record (src/lib/payment-return.ts), and a new
 * card's token, which the provider gives for one use, never reaches storage.
 */
export function writeBookingDraft(snapshot: unknown): string {
  const parsed = persistedSchema.safeParse(snapshot)
  if (!parsed.success) return JSON.stringify({ version: BOOKING_DRAFT_VERSION, snapshot })
  const { children = {}, context } = parsed.data
  const { payment: _payment, ...kept } = children
  const start = context.start?.kind === 'payNewCard' ? { kind: 'choose' } : context.start
  return JSON.stringify({
    version: BOOKING_DRAFT_VERSION,
    snapshot: { ...parsed.data, children: kept, context: { ...context, start } },
  })
}

/** Reads what `writeBookingDraft` stored, or says why it cannot be restored. */
export function readBookingDraft(raw: string | null): DraftReading {
  if (raw === null || raw === '') return { kind: 'none' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { kind: 'dropped', reason: 'unreadable' }
  }
  const envelope = z.looseObject({ version: z.optional(z.unknown()) }).safeParse(json)
  if (!envelope.success) return { kind: 'dropped', reason: 'unreadable' }
  if (envelope.data.version !== BOOKING_DRAFT_VERSION) return { kind: 'dropped', reason: 'version' }
  const draft = draftSchema.safeParse(json)
  if (!draft.success) return { kind: 'dropped', reason: 'shape' }
  const { value, context } = draft.data.snapshot
  if (!isMachineState(value, context)) return { kind: 'dropped', reason: 'state' }
  // Restore the snapshot as stored (its invoked actors included), now known to be sound.
  return { kind: 'draft', snapshot: draft.data.snapshot, context }
}

function isMachineState(value: unknown, context: BookingContext): boolean {
  if (typeof value !== 'string' && (typeof value !== 'object' || value === null)) return false
  try {
    bookingMachine.resolveState({
      value: value as Parameters<typeof bookingMachine.resolveState>[0]['value'],
      context,
    })
    return true
  } catch {
    return false
  }
}
