import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { openChallenge } from '../../mocks/lib/challenges'
import { injectFault } from '../../mocks/testing'
import { login } from '../api/auth'
import { PAGE_LANGUAGES } from '../test/languages'
import { renderRoute } from '../test/render'

// Every page names its browser tab: its own words first, then the product's name, in the page's
// language (issue 16: every tab read "Rental").

const WAIT = { timeout: 12_000 }

// A page opened afresh has the HTML's own title until the app names the tab.
beforeEach(() => {
  document.title = 'Rental'
})

describe('document titles', () => {
  it('names the cars list and a car with its city, in English', async () => {
    await renderRoute('/rental/dubai/cars')
    await waitFor(() => expect(document.title).toBe('Cars in Dubai · Rental'), WAIT)
    const listing = db.listings.findFirst((q) => q.where({ id: 'dxb-004' }))
    if (!listing) throw new Error('dxb-004 is missing')
    await renderRoute('/rental/dubai/cars/dxb-004')
    await waitFor(
      () =>
        expect(document.title).toBe(
          `${listing.make} ${listing.model} ${listing.year} · Dubai · Rental`,
        ),
      WAIT,
    )
  })

  it('names the pages in Arabic on Arabic pages', async () => {
    await renderRoute('/rental/ar-DXB/dubai/cars')
    await waitFor(() => expect(document.title).toBe('سيارات في دبي · رنتل'), WAIT)
    await login({ email: 'customer@rental.test', password: 'Rental!2026' })
    await renderRoute('/rental/ar-DXB/payment-center')
    await screen.findByRole('heading', { level: 1, name: 'مركز الدفع' }, WAIT)
    expect(document.title).toBe('مركز الدفع · رنتل')
  })

  it("names a customer's pages", async () => {
    await login({ email: 'customer@rental.test', password: 'Rental!2026' })
    await renderRoute('/rental/myrentals')
    await waitFor(() => expect(document.title).toBe('My rentals · Rental'), WAIT)
  })

  it.each(PAGE_LANGUAGES)(
    'names the crash page in its language (%s)',
    async (_, prefix, strings) => {
      await renderRoute(`/rental${prefix}/sandbox/crash`)
      await screen.findByRole('heading', { level: 1, name: strings.crash.title }, WAIT)
      await waitFor(() =>
        expect(document.title).toBe(`${strings.crash.title} · ${strings.brand.name}`),
      )
    },
  )

  it.each(PAGE_LANGUAGES)(
    'names a page the platform failed in its language (%s)',
    async (_, prefix, strings) => {
      injectFault('configuration', { kind: 'status', status: 404 }, 1)
      await renderRoute(`/rental${prefix}/dubai/cars`)
      await screen.findByRole('heading', { level: 1, name: strings.errors.pageTitle }, WAIT)
      await waitFor(() =>
        expect(document.title).toBe(`${strings.errors.pageTitle} · ${strings.brand.name}`),
      )
    },
  )

  it.each(PAGE_LANGUAGES)(
    'names the sandbox’s 3-D Secure page in its language (%s)',
    async (_, prefix, strings) => {
      const challenge = await openChallenge({
        kind: 'CARD_3DS',
        targetId: 'pm-title',
        ownerId: 'user-customer',
        amount: null,
        currency: null,
        description: 'Visa •••• 3220',
      })
      const back = encodeURIComponent(`/rental${prefix}/payment-center`)
      await renderRoute(
        `/rental${prefix}/sandbox/challenge?challenge=${challenge.challengeId}&returnUrl=${back}`,
      )
      const title = strings.sandbox.challenge.cardTitle
      await screen.findByText('Visa •••• 3220', {}, WAIT)
      await waitFor(() => expect(document.title).toBe(`${title} · ${strings.brand.name}`))
    },
  )
})
