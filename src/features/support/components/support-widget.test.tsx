import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../../../mocks/db'
import { DEFAULT_CITY } from '../../../domain/cities'
import { renderInRouter } from '../../../test/render'
import { SupportWidget } from './support-widget'

function renderWidget(rideAppUser: boolean) {
  return renderInRouter(
    <SupportWidget city={DEFAULT_CITY} product="DAILY" rideAppUser={rideAppUser} />,
  )
}

describe('support widget', () => {
  it('opens the sandbox chat for the city and product, which answers in the language', async () => {
    const user = await renderWidget(false)
    await user.click(await screen.findByRole('button', { name: 'Chat with us' }))
    const dialog = await screen.findByRole('dialog', { name: 'Support · Dubai · Daily' })
    expect(within(dialog).getByText('Sunday')).toBeInTheDocument()
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your message' }),
      '<b>hi</b>{Enter}',
    )
    expect(within(dialog).getByText('<b>hi</b>')).toBeInTheDocument()
    expect(
      await within(dialog).findByText(
        'A team member will answer shortly — this is the sandbox support chat.',
      ),
    ).toBeInTheDocument()
  })

  it('reserves the shell’s strip while its launcher is on the page, and frees it after', async () => {
    await renderWidget(false)
    await screen.findByRole('button', { name: 'Chat with us' })
    expect(document.documentElement).toHaveAttribute('data-floating-dock')
    cleanup()
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute('data-floating-dock'))
  })

  it('sends ride-app users to the ride app while the flag is on', async () => {
    const user = await renderWidget(true)
    await user.click(await screen.findByRole('button', { name: 'Chat with us' }))
    expect(
      await screen.findByRole('dialog', { name: 'Contact us in the ride app' }),
    ).toBeInTheDocument()
  })

  it('gives ride-app users the chat when the flag is off', async () => {
    await db.features.update((q) => q.where({ key: 'ride-app-contact-us-popup' }), {
      data(feature) {
        feature.enabled = false
      },
    })
    const user = await renderWidget(true)
    await user.click(await screen.findByRole('button', { name: 'Chat with us' }))
    expect(
      await screen.findByRole('dialog', { name: 'Support · Dubai · Daily' }),
    ).toBeInTheDocument()
  })
})
