import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { http } from 'msw'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { login } from '../api/auth'
import { requestPasswordReset } from '../api/identity'
import { renderRoute } from '../test/render'

const PASSWORD = 'Rental!2026'

// In happy-dom the sandbox keeps its session in document.cookie, which outlives a test.
afterEach(() => {
  document.cookie = 'rental_session=; Path=/; Max-Age=0'
})

async function logInThroughForm(path: string, email: string, password: string) {
  const rendered = await renderRoute(path)
  const { user } = rendered
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  return rendered
}

/** The reset link the sandbox mailed last, as an app path. */
function lastResetLink(): string {
  const link = db.inbox.all().at(-1)?.link
  if (!link) throw new Error('no reset email in the sandbox inbox')
  return link
}

describe('log in', () => {
  it('logs the customer in and the app moves on to the city cars', async () => {
    const { router } = await logInThroughForm('/rental/login', 'customer@rental.test', PASSWORD)
    await waitFor(() => expect(router.state.location.pathname).toBe('/dubai/cars'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
  })

  it('follows a safe redirect after logging in', async () => {
    const { router } = await logInThroughForm(
      '/rental/login?redirect=/rental/myrentals',
      'customer@rental.test',
      PASSWORD,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/myrentals'))
    expect(await screen.findByRole('heading', { level: 1, name: 'My rentals' })).toBeVisible()
  })

  // A URL without a locale chose no location: the customer's own city stands in for it, so a
  // Riyadh customer lands in Riyadh (where the payment center shows mada) and not in Dubai.
  it('lands a Riyadh customer who logs in from a page without a locale in Riyadh', async () => {
    const { router } = await logInThroughForm('/rental/login', 'riyadh@rental.test', PASSWORD)
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-RUH/riyadh/cars'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Cars in Riyadh' })).toBeVisible()
  })

  it('takes a Riyadh customer to the page they came for, in Riyadh', async () => {
    const { router } = await logInThroughForm(
      '/rental/login?redirect=/rental/payment-center',
      'riyadh@rental.test',
      PASSWORD,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-RUH/payment-center'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment center' })).toBeVisible()
    expect(await screen.findByText('mada: online payments off')).toBeVisible()
  })

  it('keeps the location a page chose for a Riyadh customer', async () => {
    const { router } = await logInThroughForm(
      '/rental/login?redirect=/rental/dubai/cars',
      'riyadh@rental.test',
      PASSWORD,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/dubai/cars'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
  })

  // The browser journey checks one hostile redirect per language; here, every form of one.
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/rental/../admin',
    '/other-app/',
  ])('ignores the redirect %s and moves on to the city cars', async (attack) => {
    const { router } = await logInThroughForm(
      `/rental/login?redirect=${encodeURIComponent(attack)}`,
      'customer@rental.test',
      PASSWORD,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/dubai/cars'))
    expect(router.state.location.href).not.toMatch(/evil|javascript|data:|admin|other-app/)
    expect(await screen.findByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
  })

  it('says when the password is wrong and keeps what was typed', async () => {
    const { router } = await logInThroughForm(
      '/rental/login',
      'customer@rental.test',
      'not-the-password1',
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is not correct.',
    )
    expect(screen.getByLabelText('Email')).toHaveValue('customer@rental.test')
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password1')
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('checks the fields before sending anything', async () => {
    const { user } = await renderRoute('/rental/login')
    await user.type(await screen.findByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    const email = screen.getByLabelText('Email')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.')
    expect(email).toHaveFocus()
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please fill in this field.',
    )
  })

  it('shows and hides the password with a pressed toggle', async () => {
    const { user } = await renderRoute('/rental/login')
    const password = await screen.findByLabelText('Password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(password).toHaveAttribute('type', 'text')
  })

  it('creates a social account in place when the provider email has none', async () => {
    const { user, router } = await renderRoute('/rental/login')
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    const panel = screen.getByRole('region', { name: 'Sign in with Google (sandbox)' })
    await user.type(within(panel).getByLabelText('Email'), 'nora.social@rental.test')
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveValue('nora.social@rental.test')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByLabelText('I accept the terms and conditions')).toHaveAccessibleDescription(
      'Please accept the terms and conditions to continue.',
    )
    await user.type(screen.getByLabelText('First name'), 'Nora')
    await user.type(screen.getByLabelText('Last name'), 'Saleh')
    await user.click(screen.getByLabelText('I accept the terms and conditions'))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dubai/cars'))
    expect(db.users.findFirst((q) => q.where({ email: 'nora.social@rental.test' }))).toMatchObject({
      firstName: 'Nora',
      lastName: 'Saleh',
    })
  })

  it('offers a way on instead of the form when already logged in', async () => {
    const { router, user } = await logInThroughForm(
      '/rental/login',
      'customer@rental.test',
      PASSWORD,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/dubai/cars'))
    await router.navigate({ href: '/login?redirect=/rental/myrentals' })
    expect(await screen.findByText(/You're logged in as/)).toHaveTextContent('Layla')
    await user.click(screen.getByRole('link', { name: 'Continue' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/myrentals'))
  })
})

describe('in Arabic', () => {
  it('serves the login page right to left with Latin fields kept left to right', async () => {
    await renderRoute('/rental/ar-DXB/login')
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible()
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  })
})

describe('register', () => {
  it('shows each problem next to its field and keeps the values', async () => {
    const { user } = await renderRoute('/rental/register')
    await user.type(await screen.findByLabelText('First name'), 'R2')
    await user.type(screen.getByLabelText('Email'), 'sara@rental.test')
    await user.type(screen.getByLabelText('Password'), 'short')
    await user.type(screen.getByLabelText(/Phone number/), '123')
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    const firstName = screen.getByLabelText('First name')
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveFocus()
    expect(firstName).toHaveAccessibleDescription(/Use letters only/)
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Please fill in this field.',
    )
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Use at least 8 characters/,
    )
    expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
      /doesn't look like a full phone number/,
    )
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
    expect(firstName).toHaveValue('R2')
    expect(screen.getByLabelText('Email')).toHaveValue('sara@rental.test')
    expect(screen.getByLabelText('Password')).toHaveValue('short')
  })

  it('puts a taken email next to the email field and registers once it is fixed', async () => {
    const { user, router } = await renderRoute('/rental/register')
    await user.type(await screen.findByLabelText('First name'), 'Sara')
    await user.type(screen.getByLabelText('Last name'), 'Ali')
    await user.type(screen.getByLabelText('Email'), 'customer@rental.test')
    await user.type(screen.getByLabelText('Password'), 'Welcome2026')
    await user.click(screen.getByLabelText('I accept the terms and conditions'))
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription(/An account already uses this email/)
    expect(email).toHaveFocus()
    expect(screen.getByLabelText('First name')).toHaveValue('Sara')

    await user.clear(email)
    await user.type(email, 'sara.ali@rental.test')
    expect(email).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dubai/cars'))
  })
})

describe('password reset', () => {
  it('confirms the request without saying whether the account exists', async () => {
    const { user } = await renderRoute('/rental/forgot-password?city=riyadh')
    expect(await screen.findByLabelText('City')).toHaveValue('RUH')
    await user.type(screen.getByLabelText('Email'), 'customer@rental.test')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(
      await screen.findByText(/If an account exists for .*customer@rental\.test/),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Open the sandbox inbox' })).toHaveAttribute(
      'href',
      '/rental/sandbox/inbox',
    )
    expect(db.inbox.all().at(-1)?.to).toBe('customer@rental.test')
  })

  it('sets a new password with the emailed token', async () => {
    await requestPasswordReset({ email: 'customer@rental.test', city: 'DXB' })
    const { user } = await renderRoute(lastResetLink())
    await user.type(await screen.findByLabelText('New password'), 'Fresh2027pass')
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh2027')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      "The passwords don't match.",
    )
    await user.type(screen.getByLabelText('Confirm new password'), 'pass')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('Password changed')).toBeVisible()
    await expect(
      login({ email: 'customer@rental.test', password: 'Fresh2027pass' }),
    ).resolves.toEqual({ userId: 'user-customer' })
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/rental/login',
    )
  })

  it('explains an expired or used link and offers a new one', async () => {
    const { user } = await renderRoute('/rental/reset-password?token=not-a-real-token')
    await user.type(await screen.findByLabelText('New password'), 'Fresh2027pass')
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh2027pass')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('This link has expired or was already used.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/rental/forgot-password',
    )
  })

  it('explains a link without a token', async () => {
    await renderRoute('/rental/reset-password')
    expect(await screen.findByText('This link is incomplete')).toBeVisible()
  })
})

describe('ride-app login', () => {
  it('logs the ride-app user in from the callback and follows the redirect', async () => {
    const forwarded: string[] = []
    server.use(
      http.get('*/rental/api/auth/careem/handler', ({ request }) => {
        forwarded.push(new URL(request.url).search)
      }),
    )
    const { router, session } = await renderRoute(
      '/rental/login/careem?code=sandbox-ride-app&state=xyz&redirect=/rental/myrentals',
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/myrentals'))
    expect(session.actor?.getSnapshot().context.user?.careemId).toBe('careem-70001')
    // Every query parameter of the ride app goes to the platform, but not our own redirect.
    expect(forwarded).toEqual(['?code=sandbox-ride-app&state=xyz'])
  })

  it('shows the failure with a way back to log in', async () => {
    await renderRoute('/rental/login/careem?code=wrong&redirect=/rental/myrentals')
    expect(await screen.findByText("We couldn't log you in")).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/rental/login?redirect=%2Frental%2Fmyrentals',
    )
  })

  it('goes through the sandbox consent screen', async () => {
    const { user, router } = await renderRoute('/rental/login')
    await user.click(await screen.findByRole('link', { name: 'Continue with the ride app' }))
    await user.click(
      await screen.findByRole('button', { name: 'Continue as Karim Nasser (ride-app user)' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/dubai/cars'))
  })
})
