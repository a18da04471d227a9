import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { login } from '../api/auth'
import { renderRoute } from '../test/render'

// The header's account menu flags missing identity documents. new@ has uploaded none;
// customer@'s are approved.

const PASSWORD = 'Rental!2026'

describe('account menu documents badge', () => {
  it('tells a customer without documents that the Documents page needs them', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    const { user } = await renderRoute('/rental/dubai/cars')
    const menu = await screen.findByRole('button', {
      name: 'Account menu for Omar, documents needed',
    })
    await user.click(menu)
    const account = screen.getByRole('navigation', { name: 'Your account' })
    const documents = within(account).getByRole('link', { name: 'Documents — action needed' })
    expect(documents).toHaveAttribute('href', '/rental/documents')
    expect(within(documents).getByText('Action needed')).toBeVisible()
  })

  it('says it in Arabic on an Arabic page', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    const { user } = await renderRoute('/rental/ar-DXB/dubai/cars')
    await user.click(await screen.findByRole('button', { name: 'قائمة حساب Omar، مستندات مطلوبة' }))
    const account = screen.getByRole('navigation', { name: 'حسابك' })
    expect(
      within(account).getByRole('link', { name: 'المستندات — يلزم اتخاذ إجراء' }),
    ).toHaveAttribute('href', '/rental/ar-DXB/documents')
  })

  it('stays plain for a customer whose documents are approved', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { user, queryClient } = await renderRoute('/rental/dubai/cars')
    const menu = await screen.findByRole('button', { name: 'Account menu for Layla' })
    // Asserted once the answer is in, so "no badge" is not just "not loaded yet".
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['identity', 'documents', 'MAIN', 'status'])?.status).toBe(
        'success',
      ),
    )
    expect(menu).toHaveAccessibleName('Account menu for Layla')
    await user.click(menu)
    const account = screen.getByRole('navigation', { name: 'Your account' })
    expect(within(account).getByRole('link', { name: 'Documents' })).toBeVisible()
    expect(within(account).queryByText('Action needed')).toBeNull()
  })

  it('asks nothing about documents of a visitor', async () => {
    const asked: string[] = []
    const record = ({ request }: { request: Request }) => void asked.push(request.url)
    server.events.on('request:start', record)
    try {
      await renderRoute('/rental/dubai/cars')
      expect(await screen.findByRole('link', { name: 'Log in' })).toBeVisible()
      expect(await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
    } finally {
      server.events.removeListener('request:start', record)
    }
    expect(asked.some((url) => url.includes('/me/details'))).toBe(true)
    expect(asked.filter((url) => url.includes('/documents'))).toEqual([])
  })
})
