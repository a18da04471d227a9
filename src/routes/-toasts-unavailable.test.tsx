import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { login } from '../api/auth'
import { renderRoute } from '../test/render'

// The network drops just as sonner's chunk is asked for: neither the toaster nor any toast can
// load. A task that ends in a toast must still end, and the page must stay. Were the toast's
// failed load left unhandled, Vitest would fail the run on the rejection and name this test.
vi.mock('sonner', () => {
  throw new TypeError('Failed to fetch dynamically imported module: sonner')
})

const WAIT = { timeout: 12_000 }

describe('toasts whose code cannot be loaded', () => {
  it('leave a save that ends in a toast done, and the page answering', async () => {
    await login({ email: 'customer@rental.test', password: 'Rental!2026' })
    const { user, router } = await renderRoute('/rental/details')
    const form = await screen.findByRole('form', { name: 'Your details' }, WAIT)
    const firstName = within(form).getByLabelText('First name')
    await user.clear(firstName)
    await user.type(firstName, 'Zoë')
    await user.click(within(form).getByRole('button', { name: 'Save details' }))

    // The save's success (whose last step is the "saved" toast) reached the header.
    await waitFor(
      () => expect(within(screen.getByRole('banner')).getByText('Zoë')).toBeVisible(),
      WAIT,
    )
    // Both loads of sonner, the toaster's and the toast's, have failed by now.
    await vi.dynamicImportSettled()

    // Nothing is left unsaved, so the customer leaves without being asked, to a working page.
    await router.navigate({ to: '/{-$locale}/myrentals', params: { locale: undefined } })
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'My rentals' }, WAIT)).toBeVisible()
  })
})
