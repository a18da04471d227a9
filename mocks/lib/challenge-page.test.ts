import { afterEach, describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import { addCardToken } from '../../src/api/payment'
import { tokenizeCard } from '../../src/api/sandbox'
import { db } from '../db'
import { PERSONA_PASSWORD } from '../seed/personas'
import { serveChallengePageFromPlatform } from './challenge-page'
import { startPlatformForTests } from './test-platform'

// The standalone platform plays the card issuer for builds without the sandbox: its 3-D Secure
// redirect leads to its own page, which decides by a form post and sends the customer back.

startPlatformForTests()
afterEach(() => serveChallengePageFromPlatform(false))

async function addThreeDsCard() {
  const { userId } = await login({ email: 'customer@rental.test', password: PERSONA_PASSWORD })
  const token = await tokenizeCard({
    number: '4000000000003220',
    expiryMonth: 12,
    expiryYear: 2030,
    cvc: '123',
  })
  return addCardToken(
    userId,
    { cardToken: token.token, currency: 'AED', cardNetwork: token.brand, cityCode: 'DXB' },
    crypto.randomUUID(),
  )
}

const onPlatform = (path: string) => new URL(path, 'http://localhost')

describe('the issuer’s page on the standalone platform', () => {
  it('is where the redirect leads; approving sends the customer back to the app’s path', async () => {
    serveChallengePageFromPlatform(true)
    const added = await addThreeDsCard()
    const redirect = added.threeDsRedirectUrl ?? ''
    expect(redirect).toMatch(/^\/api\/sandbox\/challenge-page\?challenge=/)

    const url = onPlatform(`${redirect}&returnUrl=${encodeURIComponent('/payment-center?x=1')}`)
    const page = await fetch(url)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('Approve')
    expect(html).toContain('lang="ar"')
    // A new card's check takes nothing, and says so in both languages.
    expect(html).toContain('No charge · دون خصم')

    const challengeId = url.searchParams.get('challenge') ?? ''
    const decided = await fetch(onPlatform('/api/sandbox/challenge-page'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        challenge: challengeId,
        outcome: 'APPROVE',
        returnUrl: '/payment-center?x=1',
      }),
      redirect: 'manual',
    })
    expect(decided.status).toBe(303)
    expect(decided.headers.get('location')).toBe('/rental/payment-center?x=1')
    expect(db.challenges.findFirst((q) => q.where({ challengeId }))?.status).toBe('APPROVED')

    // Decided: the page sends the customer straight back.
    const again = await fetch(url, { redirect: 'manual' })
    expect(again.status).toBe(303)
  })

  it('never sends the customer anywhere but a path of the app, and escapes what it echoes', async () => {
    serveChallengePageFromPlatform(true)
    const redirect = (await addThreeDsCard()).threeDsRedirectUrl ?? ''
    const hostile = '"><script>alert(1)</script>'
    const html = await (
      await fetch(onPlatform(`${redirect}&returnUrl=${encodeURIComponent(hostile)}`))
    ).text()
    expect(html).not.toContain('<script>')
    const challengeId = new URL(redirect, 'http://localhost').searchParams.get('challenge') ?? ''
    const decided = await fetch(onPlatform('/api/sandbox/challenge-page'), {
      method: 'POST',
      body: new URLSearchParams({
        challenge: challengeId,
        outcome: 'DECLINE',
        returnUrl: 'https://evil.example/',
      }),
      redirect: 'manual',
    })
    expect(decided.headers.get('location')).toBe('/rental/')
  })

  it('is the app’s own sandbox page in the in-page sandbox', async () => {
    const added = await addThreeDsCard()
    expect(added.threeDsRedirectUrl).toMatch(/^\/rental\/sandbox\/challenge\?challenge=/)
  })
})
