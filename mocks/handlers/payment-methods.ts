import { HttpResponse } from 'msw'
import { Temporal } from 'temporal-polyfill'
import { paymentPaths } from '../../src/api/paths'
import { billingDetailsSchema, cardTokenRequestSchema } from '../../src/api/schemas/payment'
import { db, type PaymentMethodRecord } from '../db'
import { newId } from '../lib/bookings'
import { readToken } from '../lib/cards'
import { challengeUrl, openChallenge } from '../lib/challenges'
import { errorResponse, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { requireSelf, requireUser } from '../lib/session'
import { nowInstant, nowIso } from '../lib/time'

// Saved cards, which methods a customer may pay with, mada status, and billing details.

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

export const methodHandlers = [
  route<{ userId: string }>(
    'get',
    'platform',
    paymentPaths.allowedMethods,
    async ({ params, cookies }) => {
      const user = await requireSelf(cookies, params.userId)
      const methods = db.paymentMethods
        .findMany((q) => q.where({ ownerId: user.userId }))
        .filter(visible)
      // SPEC §4: ride-app customers pay with the ride-app wallet by default, everyone else by card.
      const rideApp = user.careemId !== null
      return HttpResponse.json({
        paymentProvider: rideApp ? 'CAREEM' : 'CHECKOUT',
        paymentMethodType: rideApp ? 'CAREEM_PAY' : 'CARD',
        paymentMethods: methods.map(publicMethod),
      })
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
      if (!method) return errorResponse(404, 'No such card', { code: 'PAYMENT_METHOD_NOT_FOUND' })
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
          failureReason: method.behaviour === 'DECLINE' ? 'CARD_DECLINED' : null,
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
      let method = await db.paymentMethods.create({
        paymentMethodId,
        ownerId: user.userId,
        brand: token.brand,
        last4Digits: token.last4,
        expiryMonth: token.expiryMonth,
        expiryYear: token.expiryYear,
        status: token.behaviour === 'DECLINE' ? 'FAILED' : needsChallenge ? 'PENDING' : 'SUCCESS',
        isPreferred: first && token.behaviour !== 'DECLINE',
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
