import { HttpResponse } from 'msw'
import { paymentPaths } from '../../src/api/paths'
import { careemIntentRequestSchema, preAuthRequestSchema } from '../../src/api/schemas/payment'
import { db, type BookingRecord, type PaymentIntentRecord } from '../db'
import { currentBooking, newId, owedAmount, recordPayment } from '../lib/bookings'
import { challengeUrl, openChallenge } from '../lib/challenges'
import { errorResponse, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { requireSelf, requireUser } from '../lib/session'
import { nowIso, nowInstant } from '../lib/time'
import { cardProblem, cityYearMonth, type CardProblem } from '../../src/domain/cards'
import type { CityCode } from '../../src/domain/cities'
import { publicMethod } from './payment-methods'

// Paying what a booking owes (all of it before the first payment, or a confirmed new end
// date): card pre-authorisation and ride-app wallet intents. A repeated request
// with the same Idempotency-Key answers the first result and never charges twice.

export function publicIntent(intent: PaymentIntentRecord) {
  const {
    provider: _p,
    customerId: _c,
    paymentMethodId: _m,
    idempotencyKey: _k,
    challengeId: _h,
    returnUrl: _r,
    ...visible
  } = intent
  return visible
}

/** The field code a pre-authorisation answers for a card that cannot pay here. */
const REFUSED_CARD: Record<CardProblem, string> = {
  pending: 'CARD_NOT_USABLE',
  failed: 'CARD_NOT_USABLE',
  notInserted: 'CARD_NOT_USABLE',
  expired: 'EXPIRED',
  madaBlocked: 'MADA_NOT_AUTHORIZED',
}

function cityTimeZone(cityCode: CityCode): string {
  return db.cities.findFirst((q) => q.where({ code: cityCode }))?.timezone ?? 'Asia/Dubai'
}

function requireKey(request: Request): string | Response {
  const key = request.headers.get('Idempotency-Key')
  if (!key || key.length > 200) {
    return errorResponse(400, 'An Idempotency-Key header is required', {
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    })
  }
  return key
}

async function payableBooking(
  customerId: string,
  bookingId: string,
): Promise<BookingRecord | Response> {
  const found = db.bookings.findFirst((q) => q.where({ bookingId, customerId }))
  if (!found) return errorResponse(404, 'No such booking', { code: 'BOOKING_NOT_FOUND' })
  const booking = await currentBooking(found)
  // Owed: the whole booking before its first payment, or a confirmed new end date.
  if (owedAmount(booking) <= 0 || booking.status === 'CANCELLED') {
    return errorResponse(409, 'This booking is not waiting for payment', { code: 'NOT_PAYABLE' })
  }
  return booking
}

/** The intent an earlier request with this idempotency key made: a retry gets it again. */
function intentWithKey(key: string, customerId: string) {
  return db.paymentIntents.findFirst((q) => q.where({ idempotencyKey: key, customerId }))
}

export const intentHandlers = [
  route<{ customerId: string; bookingId: string }>(
    'post',
    'platform',
    paymentPaths.preAuth,
    async ({ request, params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const key = requireKey(request)
      if (key instanceof Response) return key
      const body = await readBody(request, preAuthRequestSchema)
      const earlier = intentWithKey(key, user.userId)
      if (earlier) return HttpResponse.json(publicIntent(earlier))
      const booking = await payableBooking(user.userId, params.bookingId)
      if (booking instanceof Response) return booking
      const method = db.paymentMethods.findFirst((q) =>
        q.where({ paymentMethodId: body.paymentMethodId, ownerId: user.userId }),
      )
      if (!method) {
        return errorResponse(422, 'That card cannot be used', {
          code: 'VALIDATION_FAILED',
          fieldErrors: { paymentMethodId: ['CARD_NOT_USABLE'] },
        })
      }
      // The app's own rule (src/domain/cards): verified, inserted, unexpired in the booking's
      // city, and in Riyadh (SPEC §4) not a mada card barred online.
      const problem = cardProblem(publicMethod(method), {
        today: cityYearMonth(nowInstant().epochMilliseconds, cityTimeZone(booking.cityCode)),
        cityCode: booking.cityCode,
        mada: method.madaStatus,
      })
      if (problem) {
        return errorResponse(422, 'That card cannot be used here', {
          code: 'VALIDATION_FAILED',
          fieldErrors: { paymentMethodId: [REFUSED_CARD[problem]] },
        })
      }
      const failure =
        method.behaviour === 'INSUFFICIENT_FUNDS'
          ? 'INSUFFICIENT_FUNDS'
          : method.behaviour === 'DECLINE'
            ? 'CARD_DECLINED'
            : null
      const intent = await db.paymentIntents.create({
        intentId: newId('pi'),
        bookingId: booking.bookingId,
        amount: owedAmount(booking),
        currency: booking.currency,
        status: failure ? 'FAILED' : 'SUCCEEDED',
        failureReason: failure,
        redirectUrl: null,
        createdAt: nowIso(),
        provider: 'CHECKOUT',
        customerId: user.userId,
        paymentMethodId: method.paymentMethodId,
        idempotencyKey: key,
        challengeId: null,
        returnUrl: body.returnUrl,
      })
      if (!failure) await recordPayment(booking, intent)
      return HttpResponse.json(publicIntent(intent), { status: 201 })
    },
  ),

  route<{ customerId: string }>(
    'post',
    'platform',
    paymentPaths.careemIntents,
    async ({ request, params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const key = requireKey(request)
      if (key instanceof Response) return key
      const body = await readBody(request, careemIntentRequestSchema)
      const earlier = intentWithKey(key, user.userId)
      if (earlier) return HttpResponse.json(publicIntent(earlier))
      if (!user.careemId) {
        return errorResponse(403, 'The ride-app wallet is for ride-app customers', {
          code: 'NOT_RIDE_APP_USER',
        })
      }
      const booking = await payableBooking(user.userId, body.bookingId)
      if (booking instanceof Response) return booking
      const intentId = newId('pi')
      const amount = owedAmount(booking)
      await db.paymentIntents.create({
        intentId,
        bookingId: booking.bookingId,
        amount,
        currency: booking.currency,
        status: 'PENDING',
        failureReason: null,
        redirectUrl: null,
        createdAt: nowIso(),
        provider: 'CAREEM',
        customerId: user.userId,
        paymentMethodId: null,
        idempotencyKey: key,
        challengeId: null,
        returnUrl: body.returnUrl,
      })
      const challenge = await openChallenge({
        kind: 'WALLET',
        targetId: intentId,
        ownerId: user.userId,
        amount,
        currency: booking.currency,
        description: `${booking.car.make} ${booking.car.model}, ${booking.reference}`,
      })
      const intent = await db.paymentIntents.update((q) => q.where({ intentId }), {
        data(draft) {
          draft.challengeId = challenge.challengeId
          draft.redirectUrl =
            draft.status === 'PENDING' ? challengeUrl(challenge.challengeId, body.returnUrl) : null
        },
      })
      if (!intent) return errorResponse(500, 'Intent vanished', { code: 'INTERNAL_ERROR' })
      return HttpResponse.json(publicIntent(intent), { status: 201 })
    },
  ),

  route<{ customerId: string; intentId: string }>(
    'get',
    'platform',
    paymentPaths.careemIntent,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.customerId)
      const intent = db.paymentIntents.findFirst((q) =>
        q.where({ intentId: params.intentId, customerId: user.userId }),
      )
      return intent
        ? HttpResponse.json(publicIntent(intent))
        : errorResponse(404, 'No such payment', { code: 'INTENT_NOT_FOUND' })
    },
  ),

  route<{ bookingId: string }>(
    'get',
    'platform',
    paymentPaths.initialIntent,
    async ({ params, cookies }) => {
      const user = await requireUser(cookies)
      const intents = db.paymentIntents
        .findMany((q) => q.where({ bookingId: params.bookingId, customerId: user.userId }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      const first = intents[0]
      return first
        ? HttpResponse.json(publicIntent(first))
        : errorResponse(404, 'No payment yet', { code: 'INTENT_NOT_FOUND' })
    },
  ),

  route<{ bookingId: string; intentId: string }>(
    'get',
    'platform',
    paymentPaths.bookingIntent,
    async ({ params, cookies }) => {
      const user = await requireUser(cookies)
      const intent = db.paymentIntents.findFirst((q) =>
        q.where({
          intentId: params.intentId,
          bookingId: params.bookingId,
          customerId: user.userId,
        }),
      )
      return intent
        ? HttpResponse.json(publicIntent(intent))
        : errorResponse(404, 'No such payment', { code: 'INTENT_NOT_FOUND' })
    },
  ),
]
