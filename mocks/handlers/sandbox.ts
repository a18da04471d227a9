import { HttpResponse } from 'msw'
import { sandboxPaths } from '../../src/api/paths'
import { challengeDecisionSchema, tokenizeRequestSchema } from '../../src/api/schemas/sandbox'
import { db, type ChallengeRecord } from '../db'
import { newId } from '../lib/bookings'
import { brandOf, createToken, luhnValid, MAGIC_CARDS, madaStatusOf } from '../lib/cards'
import { decideChallenge } from '../lib/challenges'
import { controls } from '../lib/controls'
import { errorResponse, readBody } from '../lib/respond'
import { route } from '../lib/route'
import { nowInZone } from '../lib/time'

// The sandbox's own endpoints: the card tokenizer (the payment provider's role) and the
// challenge pages' decisions. A real platform has none of these.

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
]
