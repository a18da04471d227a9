import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { SocialRegistration } from '../../../../machines/auth/auth.actors'
import { renderInRouter } from '../../../test/render'
import { SocialRegistrationForm } from './social-registration-form'

/** The form drawn alone, its heading on screen. */
async function renderForm(form: ReactNode) {
  const user = await renderInRouter(form)
  await screen.findByRole('heading', { name: 'Create your account' })
  return user
}

const login = { accessToken: 'header.claims.signature', email: 'omar@example.com', isGoogle: false }

describe('the new social account’s form', () => {
  it('starts with the name the provider shared, still editable, and registers with it', async () => {
    const onSubmit = vi.fn<(registration: SocialRegistration) => void>()
    const user = await renderForm(
      <SocialRegistrationForm
        login={login}
        suggestedName={{ firstName: 'Omar', lastName: 'Saleh' }}
        failure={null}
        busy={false}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    )
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
    await renderForm(
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
