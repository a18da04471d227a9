import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { injectFault } from '../../mocks/testing'
import { login } from '../api/auth'
import { getMe } from '../api/identity'
import { renderRoute } from '../test/render'

// The profile against the fake platform: the details form with SPEC §5's rules (the app's and
// the platform's), saving and the header, unsaved changes, the marketing switch, the password,
// the preferred language and the WhatsApp flag.

const PASSWORD = 'Rental!2026'
const WAIT = { timeout: 12_000 }

function patchesSeen() {
  const patches: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH') patches.push(new URL(request.url).pathname)
  })
  return patches
}

const detailsForm = () => screen.findByRole('form', { name: 'Your details' }, WAIT)

describe('profile', { timeout: 30_000 }, () => {
  it('saves a new name and phone, shows the name in the header at once, and keeps them', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const first = await renderRoute('/rental/details')
    const { user } = first
    const form = await detailsForm()
    const firstName = within(form).getByLabelText('First name')
    await user.clear(firstName)
    await user.type(firstName, 'Zoë')
    const phone = within(form).getByLabelText(/Phone number/)
    await user.clear(phone)
    await user.type(phone, '+971 55 765 4321')
    await user.click(within(form).getByRole('button', { name: 'Save details' }))
    await waitFor(
      () => expect(within(screen.getByRole('banner')).getByText('Zoë')).toBeVisible(),
      WAIT,
    )
    first.unmount()
    const me = await getMe()
    expect(me).toMatchObject({ firstName: 'Zoë', phoneNumber: '+971 55 765 4321' })
    await renderRoute('/rental/details')
    expect(within(await detailsForm()).getByLabelText('First name')).toHaveValue('Zoë')
  })

  it('refuses what SPEC §5 forbids next to the field, sends nothing and loses nothing', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const patches = patchesSeen()
    const { user } = await renderRoute('/rental/details')
    const form = await detailsForm()
    const firstName = within(form).getByLabelText('First name')
    await user.clear(firstName)
    await user.type(firstName, 'Abc123')
    const phone = within(form).getByLabelText(/Phone number/)
    await user.clear(phone)
    await user.type(phone, 'not a phone')
    await user.click(within(form).getByRole('button', { name: 'Save details' }))
    expect(firstName).toHaveAccessibleDescription(/Use letters only/)
    expect(firstName).toHaveFocus()
    expect(phone).toHaveAccessibleDescription(/full phone number/)
    expect(firstName).toHaveValue('Abc123')
    expect(phone).toHaveValue('not a phone')
    expect(patches).toEqual([])
  })

  it("shows the platform's answer for an email another account uses", async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { user } = await renderRoute('/rental/details')
    const form = await detailsForm()
    const email = within(form).getByLabelText('Email')
    await user.clear(email)
    await user.type(email, 'vip@rental.test')
    await user.click(within(form).getByRole('button', { name: 'Save details' }))
    await waitFor(
      () => expect(email).toHaveAccessibleDescription(/An account already uses this email/),
      WAIT,
    )
    expect(email).toHaveValue('vip@rental.test')
  })

  it('asks before leaving with unsaved changes', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { user, router } = await renderRoute('/rental/details')
    const form = await detailsForm()
    await user.type(within(form).getByLabelText('Last name'), 'x')
    void router.navigate({ to: '/{-$locale}/myrentals', params: { locale: undefined } })
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' }, WAIT)
    await user.click(within(dialog).getByRole('button', { name: 'Stay and save' }))
    expect(router.state.location.pathname).toBe('/details')
    expect(within(form).getByLabelText('Last name')).toHaveValue('Haddadx')
  })

  it('saves marketing consent on change, and puts it back when the save fails', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { user } = await renderRoute('/rental/details')
    const consent = await screen.findByRole(
      'switch',
      { name: 'Send me offers and news by email' },
      WAIT,
    )
    expect(consent).toBeChecked()
    await user.click(consent)
    expect(
      await screen.findByText("Saved: you won't receive offers and news.", {}, WAIT),
    ).toBeVisible()
    expect((await getMe())?.marketingMessagesAccepted).toBe(false)

    injectFault('identity', { kind: 'status', status: 500 })
    await user.click(consent)
    expect(await screen.findByText(/couldn't save your choice/, {}, WAIT)).toBeVisible()
    expect(consent).not.toBeChecked()
  })

  it('changes the password, saying so when the current one is wrong', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { user } = await renderRoute('/rental/details')
    const form = await screen.findByRole('form', { name: 'Password' }, WAIT)
    const current = within(form).getByLabelText('Current password')
    await user.type(current, 'Wrong!2026')
    await user.type(within(form).getByLabelText('New password'), 'Better2027')
    await user.type(within(form).getByLabelText('Confirm new password'), 'Better2027')
    await user.click(within(form).getByRole('button', { name: 'Change password' }))
    await waitFor(
      () => expect(current).toHaveAccessibleDescription("This isn't your current password."),
      WAIT,
    )
    await user.clear(current)
    await user.type(current, PASSWORD)
    await user.click(within(form).getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(current).toHaveValue(''), WAIT)
    // Still logged in, and the new password works.
    expect((await getMe())?.email).toBe('customer@rental.test')
    await expect(
      login({ email: 'customer@rental.test', password: 'Better2027' }),
    ).resolves.toBeTruthy()
  })

  it('switches the preferred language and the page with it', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { user, router } = await renderRoute('/rental/details')
    await user.click(await screen.findByRole('radio', { name: 'العربية' }, WAIT))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar-DXB/details'), WAIT)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' }, WAIT),
    ).toBeVisible()
    expect((await getMe())?.preferredLanguage).toBe('AR')
  })

  it('offers WhatsApp notifications only while the flag is on for the customer', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const customer = await renderRoute('/rental/details')
    const form = await detailsForm()
    await waitFor(() => expect(within(form).getByLabelText(/WhatsApp number/)).toBeVisible(), WAIT)
    const { user } = customer
    await user.click(
      within(form).getByRole('checkbox', { name: 'Send me notifications on WhatsApp' }),
    )
    await user.click(within(form).getByRole('button', { name: 'Save details' }))
    await waitFor(
      () =>
        expect(within(form).getByLabelText(/WhatsApp number/)).toHaveAccessibleDescription(
          /Please fill in this field/,
        ),
      WAIT,
    )
    customer.unmount()

    await login({ email: 'tourist.uae@rental.test', password: PASSWORD })
    await renderRoute('/rental/details')
    const tourist = await detailsForm()
    await screen.findByRole('heading', { name: 'Your details' })
    expect(within(tourist).queryByLabelText(/WhatsApp number/)).toBeNull()
  })
})
