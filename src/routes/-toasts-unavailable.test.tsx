import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { notify } from '../lib/toast'
import { renderRoute } from '../test/render'

// The network drops just as sonner's chunk is asked for.
vi.mock('sonner', () => {
  throw new TypeError('Failed to fetch dynamically imported module: sonner')
})

describe('toasts whose code cannot be loaded', () => {
  it('leave the page as it is: no error state, and it still answers after a toast fails', async () => {
    const { user } = await renderRoute('/rental/dubai/cars')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' }),
    ).toBeInTheDocument()
    notify.success('Details saved')
    expect((await screen.findAllByRole('article', {}, { timeout: 8000 })).length).toBeGreaterThan(0)
    expect(screen.queryByRole('heading', { name: 'Looks like some error occurred' })).toBeNull()
    // The failed load left nothing half-done: the page's controls still work.
    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  })
})
