import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openChallenge } from '../../mocks/lib/challenges'
import { PAGE_LANGUAGES } from '../test/languages'
import { renderRoute } from '../test/render'

// The sandbox's 3-D Secure page says what the bank is asked to approve: the amount of a payment,
// and for a new card that nothing is taken (a review found an Arabic page with the card's brand
// and no amount at all).

const WAIT = { timeout: 12_000 }

async function openPage(prefix: string, amount: number | null) {
  const challenge = await openChallenge({
    kind: 'CARD_3DS',
    targetId: amount === null ? 'pm-check' : 'intent-check',
    ownerId: 'user-customer',
    amount,
    currency: amount === null ? null : 'AED',
    description: 'Visa •••• 3220',
  })
  const back = encodeURIComponent(`/rental${prefix}/payment-center`)
  await renderRoute(
    `/rental${prefix}/sandbox/challenge?challenge=${challenge.challengeId}&returnUrl=${back}`,
  )
  await screen.findByText('Visa •••• 3220', {}, WAIT)
  // The last pair of the page's list: its term and what it says.
  const term = screen.getAllByRole('term').at(-1)
  return { term: term?.textContent, value: term?.nextElementSibling?.textContent }
}

describe('the sandbox’s 3-D Secure page', () => {
  it.each(PAGE_LANGUAGES)(
    'says a new card’s check takes nothing (%s)',
    async (_, prefix, strings) => {
      expect(await openPage(prefix, null)).toEqual({
        term: strings.sandbox.challenge.amount,
        value: strings.sandbox.challenge.noCharge,
      })
    },
  )

  it.each(PAGE_LANGUAGES)('shows a payment’s amount (%s)', async (language, prefix, strings) => {
    const amount = language === 'ar' ? '\u20661,234.50\u00a0AED\u2069' : '1,234.50\u00a0AED'
    expect(await openPage(prefix, 1234.5)).toEqual({
      term: strings.sandbox.challenge.amount,
      value: amount,
    })
  })
})
