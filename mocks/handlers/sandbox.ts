import { http, HttpResponse } from 'msw'
import { sandboxPaths } from '../../src/api/paths'
import { cityCodeSchema } from '../../src/api/schemas/common'
import {
  challengeDecisionSchema,
  GEOCODE_MAX_QUERY_LENGTH,
  tokenizeRequestSchema,
} from '../../src/api/schemas/sandbox'
import { db, type ChallengeRecord } from '../db'
import { newId } from '../lib/bookings'
import { brandOf, createToken, luhnValid, MAGIC_CARDS, madaStatusOf } from '../lib/cards'
import { CHALLENGE_PAGE_PATH, challengePageHtml, challengeReturnHref } from '../lib/challenge-page'
import { decideChallenge } from '../lib/challenges'
import { controls } from '../lib/controls'
import { errorResponse, readBody } from '../lib/respond'
import { route, urlPattern } from '../lib/route'
import { nowInZone } from '../lib/time'

// The sandbox's own endpoints: the card tokenizer (the payment provider's role), the
// challenge pages' decisions and the address search. A real platform has none of these.

function publicChallenge(challenge: ChallengeRecord) {
  const { targetId: _t, ownerId: _o, ...visible } = challenge
  return { ...visible, mode: controls.flags.challenge === 'never' ? 'return' : 'ask' }
}

function invalidCard(field: string, code: string) {
  return errorResponse(422, 'Check the card details', {
    code: 'VALIDATION_FAILED',
    fieldErrors: { [field]: [code] },
  })
}

export const sandboxHandlers = [
  route('post', 'platform', sandboxPaths.tokenize, async ({ request }) => {
    const card = await readBody(request, tokenizeRequestSchema)
    if (!luhnValid(card.number)) return invalidCard('number', 'INVALID_NUMBER')
    const today = nowInZone('UTC')
    if (
      card.expiryYear < today.year ||
      (card.expiryYear === today.year && card.expiryMonth < today.month)
    ) {
      return invalidCard('expiry', 'EXPIRED')
    }
    const brand = brandOf(card.number)
    const last4 = card.number.slice(-4)
    const token = createToken(
      {
        behaviour: MAGIC_CARDS[card.number] ?? 'SUCCEED',
        brand,
        last4,
        madaStatus: madaStatusOf(card.number),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      },
      newId('n'),
    )
    return HttpResponse.json({ token, brand, last4 })
  }),

  route<{ challengeId: string }>('get', 'platform', sandboxPaths.challenge, ({ params }) => {
    const challenge = db.challenges.findFirst((q) => q.where({ challengeId: params.challengeId }))
    return challenge
      ? HttpResponse.json(publicChallenge(challenge))
      : errorResponse(404, 'No such challenge', { code: 'CHALLENGE_NOT_FOUND' })
  }),

  route<{ challengeId: string }>(
    'post',
    'platform',
    sandboxPaths.challenge,
    async ({ request, params }) => {
      const { outcome } = await readBody(request, challengeDecisionSchema)
      const challenge = db.challenges.findFirst((q) => q.where({ challengeId: params.challengeId }))
      if (!challenge)
        return errorResponse(404, 'No such challenge', { code: 'CHALLENGE_NOT_FOUND' })
      return HttpResponse.json(publicChallenge(await decideChallenge(challenge, outcome)))
    },
  ),

  // The issuer's page of the standalone platform (mocks/lib/challenge-page.ts): HTML, no session
  // (the issuer's page is on another site), no injected faults.
  http.get(urlPattern('platform', CHALLENGE_PAGE_PATH), ({ request }) => {
    const query = new URL(request.url).searchParams
    const id = query.get('challenge') ?? ''
    const challenge = db.challenges.findFirst((q) => q.where({ challengeId: id }))
    const returnUrl = query.get('returnUrl')
    if (!challenge) return new HttpResponse('No such challenge', { status: 404 })
    if (challenge.status !== 'PENDING' || controls.flags.challenge === 'never') {
      return new HttpResponse(null, {
        status: 303,
        headers: { Location: challengeReturnHref(returnUrl) },
      })
    }
    return new HttpResponse(
      challengePageHtml(challenge, returnUrl, new URL(request.url).pathname),
      {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      },
    )
  }),

  http.post(urlPattern('platform', CHALLENGE_PAGE_PATH), async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    const outcome = challengeDecisionSchema.shape.outcome.safeParse(form.get('outcome'))
    const challenge = db.challenges.findFirst((q) =>
      q.where({ challengeId: form.get('challenge') ?? '' }),
    )
    if (!outcome.success || !challenge) return new HttpResponse('Bad decision', { status: 400 })
    await decideChallenge(challenge, outcome.data)
    return new HttpResponse(null, {
      status: 303,
      headers: { Location: challengeReturnHref(form.get('returnUrl')) },
    })
  }),

  // The address search stands in for a maps provider: a tool, so no session and no injected
  // faults or latency (route() would apply them). Its places load on the first search, not with
  // the sandbox's first page.
  http.get(urlPattern('platform', sandboxPaths.geocode), async ({ request }) => {
    const query = new URL(request.url).searchParams
    const city = query.get('city')
    if (!city) return errorResponse(400, 'city is required', { code: 'BAD_QUERY' })
    const code = cityCodeSchema.safeParse(city.toUpperCase())
    if (!code.success) return errorResponse(404, 'Unknown city', { code: 'CITY_NOT_FOUND' })
    const q = query.get('q') ?? ''
    if (q.length > GEOCODE_MAX_QUERY_LENGTH) {
      return errorResponse(400, `q is longer than ${GEOCODE_MAX_QUERY_LENGTH} characters`, {
        code: 'BAD_QUERY',
      })
    }
    const lang = query.get('lang') === 'ar' ? 'ar' : 'en'
    const [{ searchPlaces }, { SEED_PLACES }] = await Promise.all([
      import('../lib/geocoder'),
      import('../seed/places'),
    ])
    return HttpResponse.json({ places: searchPlaces(SEED_PLACES[code.data], { q, lang }) })
  }),
]
