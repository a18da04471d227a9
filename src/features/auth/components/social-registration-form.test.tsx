import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SocialRegistration } from '../../../../machines/auth/auth.actors'
import { SocialRegistrationForm } from './social-registration-form'

/** The form reads the page's language from the URL and its terms link's data: a router and a cache. */
async function renderInRouter(form: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => form }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await router.load()
  await screen.findByRole('heading', { name: 'Create your account' })
}

const login = { accessToken: 'header.claims.signature', email: 'omar@example.com', isGoogle: false }

describe('the new social account’s form', () => {
  it('starts with the name the provider shared, still editable, and registers with it', async () => {
    const onSubmit = vi.fn<(registration: SocialRegistration) => void>()
    await renderInRouter(
      <SocialRegistrationForm
        login={login}
        suggestedName={{ firstName: 'Omar', lastName: 'Saleh' }}
        failure={null}
        busy={false}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    )
    const user = userEvent.setup()
    expect(screen.getByLabelText('First name')).toHaveValue('Omar')
    const last = screen.getByLabelText('Last name')
    expect(last).toHaveValue('Saleh')
    await user.clear(last)
    await user.type(last, 'Al-Saleh')
    await user.click(screen.getByRole('checkbox', { name: /terms/i }))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        ...login,
        firstName: 'Omar',
        lastName: 'Al-Saleh',
        termsAccepted: true,
      }),
    )
  })

  it('starts empty when the provider shared no name', async () => {
    await renderInRouter(
      <SocialRegistrationForm
        login={login}
        failure={null}
        busy={false}
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />,
    )
    expect(screen.getByLabelText('First name')).toHaveValue('')
    expect(screen.getByLabelText('Last name')).toHaveValue('')
  })
})
