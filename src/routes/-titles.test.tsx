import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { login } from '../api/auth'
import { renderRoute } from '../test/render'

// Every page names its browser tab: its own words first, then the product's name, in the page's
// language (issue 16: every tab read "Rental").

const WAIT = { timeout: 12_000 }

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
})
