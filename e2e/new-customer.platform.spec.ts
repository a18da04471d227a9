import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { serveSocialStandIns } from './stand-ins/social-providers'

const FRAMES_SCRIPT = 'https://cdn.checkout.com/js/framesv2.min.js'
const FRAMES_STAND_IN = fileURLToPath(new URL('./stand-ins/checkout-frames.js', import.meta.url))

/** Checkout.com Frames' script, played by the stand-in (its header says which cards it knows). */
async function serveFramesStandIn(page: Page): Promise<void> {
  await page.route(FRAMES_SCRIPT, (route) =>
    route.fulfill({ path: FRAMES_STAND_IN, contentType: 'text/javascript' }),
  )
}

/**
 * Adds the 3-D Secure card in the provider's fields (the name is the app's own field) and approves
 * it on the issuer's page the platform's redirect leads to; back on the payment center, verified.
 */
async function addCardThroughThreeDs(page: Page, t: typeof en, holder: string): Promise<void> {
  await page.getByRole('button', { name: t.payments.add.open }).click()
  const form = page.getByRole('form', { name: t.payments.add.formLabel })
  await form.getByLabel(t.cards.form.name).fill(holder)
  const field = (label: string) => form.frameLocator(`iframe[title="${label}"]`).getByLabel(label)
  const arabic = t === ar
  await field(arabic ? 'رقم البطاقة' : 'Card number').fill('4000 0000 0000 3220')
  await field(arabic ? 'تاريخ الانتهاء' : 'Expiry date').fill('12/30')
  await field(arabic ? 'رمز الأمان' : 'Security code').fill('123')
  await form.getByRole('button', { name: t.payments.add.save }).click()

  await expect(page).toHaveURL(/\/api\/sandbox\/challenge-page\?/, { timeout: 20_000 })
  await page.getByRole('button', { name: /^Approve/ }).click()
  await expect(page).toHaveURL(/\/payment-center/, { timeout: 20_000 })
  const card = page
    .getByRole('list', { name: t.payments.cards.listLabel })
    .getByRole('listitem')
    .filter({ hasText: '3220' })
  await expect(card.getByText(t.payments.cards.status.SUCCESS)).toBeVisible({ timeout: 20_000 })
}

// A build for a real platform (VITE_SANDBOX=false) with Google and Apple configured, in front of
// the standalone platform: the providers' scripts are stand-ins served at their real URLs, their
// ID tokens signed by a key the platform trusts, as it trusts Google's and Apple's.

const PASSWORD = 'Rental!2026'

/** An email no account uses yet, fresh for each run against the same platform. */
function newEmail(name: string): string {
  return `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The account menu's name, in the page's language, with or without the documents hint. */
function accountMenu(t: typeof en, name: string): RegExp {
  return new RegExp(`^${escape(t.account.menu.replace('{{name}}', name))}`)
}

test.describe('social sign-in on a configured build', () => {
  test('a new customer signs up with Google, the name from Google already in the form, and adds a card in Checkout’s fields through 3-D Secure', async ({
    page,
    sentry,
  }) => {
    test.slow()
    const email = newEmail('layla')
    await serveSocialStandIns(page, { email, givenName: 'Layla', familyName: 'Haddad' })
    await serveFramesStandIn(page)
    await page.goto('/rental/login')
    await page.getByRole('button', { name: en.auth.social.google }).click()

    await expect(page.getByRole('heading', { name: en.auth.socialRegister.title })).toBeFocused()
    await expect(page.getByText(email)).toBeVisible()
    await expect(page.getByLabel(en.auth.fields.firstName, { exact: true })).toHaveValue('Layla')
    await expect(page.getByLabel(en.auth.fields.lastName, { exact: true })).toHaveValue('Haddad')
    await page.getByRole('checkbox', { name: en.auth.fields.terms }).check()
    await page.getByRole('button', { name: en.auth.socialRegister.submit }).click()

    await expect(page.getByRole('button', { name: accountMenu(en, 'Layla') })).toBeVisible()

    await page.goto('/rental/payment-center')
    await addCardThroughThreeDs(page, en, 'Layla Haddad')
    expect(sentry.errorEvents()).toEqual([])
  })

  test('Apple’s script blocked: a calm message, reported once, and email login still works', async ({
    page,
    sentry,
  }) => {
    await serveSocialStandIns(page, { email: newEmail('x'), givenName: 'X', familyName: 'Y' }, [
      'apple',
    ])
    await page.goto('/rental/login')
    await page.getByRole('button', { name: en.auth.social.apple }).click()
    await expect(
      page.getByText(en.auth.social.unavailable.replace('{{provider}}', 'Apple')),
    ).toBeVisible()
    await expect.poll(() => sentry.errorEvents().length).toBe(1)
    await expect(page.getByRole('button', { name: en.auth.social.google })).toBeVisible()

    await page.getByLabel(en.auth.fields.email, { exact: true }).fill('customer@rental.test')
    await page.getByLabel(en.auth.fields.password, { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click()
    await expect(page.getByRole('button', { name: accountMenu(en, 'Layla') })).toBeVisible()
  })

  test('in Arabic on a phone, a new customer signs up with Apple, named as Apple shared, and adds a card in Checkout’s fields @phone', async ({
    page,
    sentry,
  }) => {
    test.slow()
    const email = newEmail('omar')
    await serveSocialStandIns(page, { email, givenName: 'عمر', familyName: 'صالح' }, ['google'])
    await serveFramesStandIn(page)
    await page.goto('/rental/ar-DXB/login')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    // Google's script is blocked: said beside the buttons, in Arabic; Apple still signs in.
    await expect(
      page.getByText(ar.auth.social.unavailable.replace('{{provider}}', 'Google')),
    ).toBeVisible()
    await page.getByRole('button', { name: ar.auth.social.apple }).click()

    await expect(page.getByRole('heading', { name: ar.auth.socialRegister.title })).toBeFocused()
    await expect(page.getByLabel(ar.auth.fields.firstName, { exact: true })).toHaveValue('عمر')
    await expect(page.getByLabel(ar.auth.fields.lastName, { exact: true })).toHaveValue('صالح')
    await page.getByRole('checkbox', { name: ar.auth.fields.terms }).check()
    await page.getByRole('button', { name: ar.auth.socialRegister.submit }).click()

    await expect(page.getByRole('button', { name: accountMenu(ar, 'عمر') })).toBeVisible()
    expect(sentry.errorEvents()).toHaveLength(1)

    await page.goto('/rental/ar-DXB/payment-center')
    await addCardThroughThreeDs(page, ar, 'Omar Saleh')
    expect(sentry.errorEvents()).toHaveLength(1)
  })
})
