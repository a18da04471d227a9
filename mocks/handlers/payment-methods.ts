import { HttpResponse } from 'msw'
import { Temporal } from 'temporal-polyfill'
import { paymentPaths } from '../../src/api/paths'
import {
  billingDetailsSchema,
  cardTokenRequestSchema,
  type AllowedMethods,
  type CustomerPayment,
  type PaymentFailure,
} from '../../src/api/schemas/payment'
import { cityYearMonth, isPayable } from '../../src/domain/cards'
import { db, type CardBehaviour, type PaymentMethodRecord, type UserRecord } from '../db'
import { currentBooking, newId } from '../lib/bookings'
import { readToken } from '../lib/cards'
import { challengeUrl, openChallenge } from '../lib/challenges'
import { errorResponse, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { requireSelf, requireUser } from '../lib/session'
import { nowInstant, nowIso } from '../lib/time'

// Saved cards (add, make preferred, remove), which methods a customer may pay with, mada
// status, the customer's payments across bookings, and billing details.

/** Cards that fail already when they are added (the provider's verification), and why. */
const FAILS_WHEN_ADDED: Partial<Record<CardBehaviour, PaymentFailure>> = {
  DECLINE: 'CARD_DECLINED',
  NO_FUNDS_ON_VERIFY: 'INSUFFICIENT_FUNDS',
}

export function publicMethod(method: PaymentMethodRecord) {
  const {
    ownerId: _o,
    madaStatus: _m,
    behaviour: _b,
    challengeId: _c,
    idempotencyKey: _k,
    createdAt: _a,
    ...saved
  } = method
  return saved
}

/** Failed attempts stay visible for a day (so a 3-D Secure result can be read), then drop out. */
function visible(method: PaymentMethodRecord): boolean {
  if (method.status !== 'FAILED') return true
  return (
    Temporal.Instant.compare(
      Temporal.Instant.from(method.createdAt),
      nowInstant().subtract({ hours: 24 }),
    ) > 0
  )
}

function methodsOf(user: UserRecord): PaymentMethodRecord[] {
  return db.paymentMethods.findMany((q) => q.where({ ownerId: user.userId })).filter(visible)
}

/** SPEC §3 allowed methods: the answer of GET allowed and of every change to the saved cards. */
function allowedMethods(user: UserRecord): AllowedMethods {
  // SPEC §4: ride-app customers pay with the ride-app wallet by default, everyone else by card.
  const rideApp = user.careemId !== null
  return {
    paymentProvider: rideApp ? 'CAREEM' : 'CHECKOUT',
    paymentMethodType: rideApp ? 'CAREEM_PAY' : 'CARD',
    paymentMethods: methodsOf(user).map(publicMethod),
  }
}

/**
 * A card can be preferred only while it can pay (src/domain/cards.ts): verified, complete, not
 * expired in the customer's city, and (SPEC §4) for a Riyadh customer not a blocked mada card.
 */
function payable(user: UserRecord, method: PaymentMethodRecord): boolean {
  const timezone = db.cities.findFirst((q) => q.where({ code: user.cityCode }))?.timezone
  const today = cityYearMonth(nowInstant().epochMilliseconds, timezone ?? 'Asia/Dubai')
  return isPayable(publicMethod(method), {
    today,
    cityCode: user.cityCode,
    mada: method.madaStatus,
  })
}

/** Makes `paymentMethodId` (or no card, for null) the customer's one preferred card. */
async function prefer(user: UserRecord, paymentMethodId: string | null): Promise<void> {
  await db.paymentMethods.updateMany((q) => q.where({ ownerId: user.userId }), {
    data(method) {
      method.isPreferred = method.paymentMethodId === paymentMethodId
    },
  })
}

function newestFirst(a: { createdAt: string }, b: { createdAt: string }): number {
  return Temporal.Instant.compare(
    Temporal.Instant.from(b.createdAt),
    Temporal.Instant.from(a.createdAt),
  )
}

function methodNotFound() {
  return errorResponse(404, 'No such card', { code: 'PAYMENT_METHOD_NOT_FOUND' })
}

export const methodHandlers = [
  route<{ userId: string }>(
    'get',
    'platform',
    paymentPaths.allowedMethods,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.userId)
      return HttpResponse.json(allowedMethods(user))
    },
  ),

  route<{ customerId: string; paymentMethodId: string }>(
    'put',
    'platform',
    paymentPaths.preferredMethod,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const method = methodsOf(user).find((m) => m.paymentMethodId === params.paymentMethodId)
      if (!method) return methodNotFound()
      if (!payable(user, method)) {
        return errorResponse(409, 'This card cannot pay, so it cannot be preferred', {
          code: 'PAYMENT_METHOD_NOT_USABLE',
        })
      }
      await prefer(user, method.paymentMethodId)
      return HttpResponse.json(allowedMethods(user))
    },
  ),

  route<{ customerId: string; paymentMethodId: string }>(
    'delete',
    'platform',
    paymentPaths.savedMethod,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const method = methodsOf(user).find((m) => m.paymentMethodId === params.paymentMethodId)
      if (!method) return methodNotFound()
      db.paymentMethods.delete((q) =>
        q.where({ paymentMethodId: method.paymentMethodId, ownerId: user.userId }),
      )
      if (method.isPreferred) {
        // The newest card that can still pay takes over, so checkout keeps a default.
        const next = methodsOf(user)
          .filter((m) => payable(user, m))
          .sort(newestFirst)[0]
        await prefer(user, next?.paymentMethodId ?? null)
      }
      return HttpResponse.json(allowedMethods(user))
    },
  ),

  route<{ customerId: string }>(
    'get',
    'platform',
    paymentPaths.payments,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      // Bookings brought up to date first, as a booking's own page does: a deposit past its
      // release day is settled before its lines are listed, never shown as still held.
      for (const booking of db.bookings.findMany((q) => q.where({ customerId: user.userId }))) {
        await currentBooking(booking)
      }
      const payments = db.charges
        .findMany((q) => q.where({ customerId: user.userId }))
        .flatMap(({ customerId: _c, ...charge }): CustomerPayment[] => {
          const booking = db.bookings.findFirst((q) => q.where({ bookingId: charge.bookingId }))
          if (!booking) return []
          return [
            { ...charge, bookingReference: booking.reference, productType: booking.productType },
          ]
        })
        .sort((a, b) => newestFirst(a, b) || a.chargeId.localeCompare(b.chargeId))
      return HttpResponse.json({ payments })
    },
  ),

  route<{ paymentMethodId: string }>(
    'get',
    'platform',
    paymentPaths.mada,
    async ({ params, cookies }) => {
      const user = await requireUser(cookies)
      const method = db.paymentMethods.findFirst((q) =>
        q.where({ paymentMethodId: params.paymentMethodId, ownerId: user.userId }),
      )
      if (!method) return methodNotFound()
      return HttpResponse.json({
        paymentMethodId: method.paymentMethodId,
        madaStatus: method.madaStatus,
      })
    },
  ),

  route<{ customerId: string }>(
    'post',
    'platform',
    paymentPaths.cardToken,
    async ({ request, params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const key = request.headers.get('Idempotency-Key')
      const body = await readBody(request, cardTokenRequestSchema)
      const earlier = key
        ? db.paymentMethods.findFirst((q) => q.where({ idempotencyKey: key, ownerId: user.userId }))
        : undefined
      const respond = (method: PaymentMethodRecord) => {
        const challenge = method.challengeId
          ? db.challenges.findFirst((q) => q.where({ challengeId: method.challengeId ?? '' }))
          : undefined
        return HttpResponse.json({
          paymentMethod: publicMethod(method),
          threeDsRedirectUrl:
            method.status === 'PENDING' && challenge ? challengeUrl(challenge.challengeId) : null,
          failureReason:
            FAILS_WHEN_ADDED[method.behaviour] ??
            // A challenge a scenario declined at once (`3ds-failure`).
            (method.behaviour === 'THREE_DS' && method.status === 'FAILED'
              ? 'THREE_DS_FAILED'
              : null),
        })
      }
      if (earlier) return respond(earlier)
      const token = readToken(body.cardToken)
      if (!token) {
        return errorResponse(422, 'The card could not be read', {
          code: 'VALIDATION_FAILED',
          fieldErrors: { cardToken: ['INVALID_TOKEN'] },
        })
      }
      const first =
        db.paymentMethods.findMany((q) => q.where({ ownerId: user.userId, status: 'SUCCESS' }))
          .length === 0
      const paymentMethodId = newId('pm')
      const needsChallenge = token.behaviour === 'THREE_DS'
      const failsNow = FAILS_WHEN_ADDED[token.behaviour] !== undefined
      let method = await db.paymentMethods.create({
        paymentMethodId,
        ownerId: user.userId,
        brand: token.brand,
        last4Digits: token.last4,
        expiryMonth: token.expiryMonth,
        expiryYear: token.expiryYear,
        status: failsNow ? 'FAILED' : needsChallenge ? 'PENDING' : 'SUCCESS',
        isPreferred: first && !failsNow,
        madaStatus: token.madaStatus,
        behaviour: token.behaviour,
        challengeId: null,
        idempotencyKey: key,
        createdAt: nowIso(),
      })
      if (needsChallenge) {
        const challenge = await openChallenge({
          kind: 'CARD_3DS',
          targetId: paymentMethodId,
          ownerId: user.userId,
          amount: null,
          currency: body.currency,
          description: `${token.brand} •••• ${token.last4}`,
        })
        method =
          (await db.paymentMethods.update((q) => q.where({ paymentMethodId }), {
            data(draft) {
              draft.challengeId = challenge.challengeId
            },
          })) ?? method
      }
      return respond(method)
    },
  ),

  route<{ customerId: string }>(
    'get',
    'platform',
    paymentPaths.billingDetails,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const details = db.billingDetails.findFirst((q) => q.where({ customerId: user.userId }))
      if (!details) return HttpResponse.json(null)
      const { customerId: _c, ...billing } = details
      return HttpResponse.json(billing)
    },
  ),

  route<{ customerId: string }>(
    'put',
    'platform',
    paymentPaths.billingDetails,
    async ({ request, params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const body = await readBody(request, billingDetailsSchema)
      db.billingDetails.delete((q) => q.where({ customerId: user.userId }))
      await db.billingDetails.create({ ...body, customerId: user.userId })
      return HttpResponse.json(body)
    },
  ),
]
