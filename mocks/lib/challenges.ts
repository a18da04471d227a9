import { awaitedPayment } from '../../src/domain/booking-status'
import { db, type ChallengeRecord } from '../db'
import { newId, recordPayment } from './bookings'
import { CHALLENGE_PAGE_PATH, challengePageServedByPlatform } from './challenge-page'
import { controls } from './controls'

// 3-D Secure (adding a card) and ride-app wallet approvals. The tester decides on the sandbox's
// challenge page, unless a scenario decides for them.

/**
 * The challenge page; the app adds its own `returnUrl` when the platform does not know it. The
 * in-page sandbox's is the app's own sandbox page; the standalone platform serves one itself, as
 * a card issuer would (./challenge-page.ts), since a build without the sandbox has no such page.
 */
export function challengeUrl(challengeId: string, returnUrl?: string): string {
  const query = new URLSearchParams({ challenge: challengeId })
  if (returnUrl) query.set('returnUrl', returnUrl)
  return challengePageServedByPlatform()
    ? `/api${CHALLENGE_PAGE_PATH}?${query.toString()}`
    : `/rental/sandbox/challenge?${query.toString()}`
}

export async function openChallenge(
  input: Pick<
    ChallengeRecord,
    'kind' | 'targetId' | 'ownerId' | 'amount' | 'currency' | 'description'
  >,
): Promise<ChallengeRecord> {
  const challenge = await db.challenges.create({
    ...input,
    challengeId: newId('chl'),
    status: 'PENDING',
  })
  const preset = controls.flags.challenge
  if (preset === 'approve' || preset === 'decline') {
    return decideChallenge(challenge, preset === 'approve' ? 'APPROVE' : 'DECLINE')
  }
  return challenge
}

/** Applies the tester's decision to what the challenge was for. Deciding twice changes nothing. */
export async function decideChallenge(
  challenge: ChallengeRecord,
  outcome: 'APPROVE' | 'DECLINE',
): Promise<ChallengeRecord> {
  if (challenge.status !== 'PENDING') return challenge
  const approved = outcome === 'APPROVE'
  if (challenge.kind === 'CARD_3DS') {
    await db.paymentMethods.update((q) => q.where({ paymentMethodId: challenge.targetId }), {
      data(method) {
        method.status = approved ? 'SUCCESS' : 'FAILED'
      },
    })
  } else {
    const intent = await db.paymentIntents.update(
      (q) => q.where({ intentId: challenge.targetId }),
      {
        data(draft) {
          draft.status = approved ? 'SUCCEEDED' : 'FAILED'
          draft.failureReason = approved ? null : 'WALLET_DECLINED'
        },
      },
    )
    const booking = intent
      ? db.bookings.findFirst((q) => q.where({ bookingId: intent.bookingId }))
      : undefined
    if (approved && intent && booking && awaitedPayment(booking) !== null)
      await recordPayment(booking, intent)
  }
  return (
    (await db.challenges.update((q) => q.where({ challengeId: challenge.challengeId }), {
      data(draft) {
        draft.status = approved ? 'APPROVED' : 'DECLINED'
      },
    })) ?? challenge
  )
}
