import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const PASSWORD = 'Rental!2026'

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test.describe('authentication', () => {
  test('customer@ logs in from the header and lands on the cars page with the account menu', async ({
    page,
  }) => {
    await page.goto('/rental/dubai/cars')
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await logIn(page, 'customer@rental.test')
    await expect(page).toHaveURL(/\/rental\/dubai\/cars$/)
    const menu = page.getByRole('button', { name: 'Account menu for Layla' })
    await expect(menu).toBeVisible()
    await menu.click()
    const account = page.getByRole('navigation', { name: 'Your account' })
    await expect(account.getByRole('link', { name: 'My rentals' })).toBeVisible()
    await expect(account.getByRole('link', { name: 'Payment center' })).toBeVisible()
  })

  test('arabic@ logs in on an English page and ends in Arabic', async ({ page }) => {
    await page.goto('/rental/login')
    await logIn(page, 'arabic@rental.test')
    await expect(page).toHaveURL(/\/rental\/ar-DXB\/dubai\/cars$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('button', { name: /قائمة حساب/ })).toBeVisible()
  })

  test('the session survives a reload of the sandbox', async ({ page }) => {
    await page.goto('/rental/login')
    await logIn(page, 'vip@rental.test')
    await expect(page.getByRole('button', { name: 'Account menu for Noura' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Account menu for Noura' })).toBeVisible()
    await page.getByRole('button', { name: 'Account menu for Noura' }).click()
    await expect(page.getByText('VIP member')).toBeVisible()
  })

  test('no token, password or personal data is kept in browser storage by the app', async ({
    page,
    context,
  }) => {
    await page.goto('/rental/login')
    await logIn(page, 'customer@rental.test')
    await expect(page.getByRole('button', { name: 'Account menu for Layla' })).toBeVisible()
    const storage = await page.evaluate(() => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
    }))
    const sessionCookie =
      (await context.cookies()).find((cookie) => cookie.name === 'rental_session')?.value ?? ''
    expect(sessionCookie).not.toBe('')
    for (const [key, value] of [...storage.local, ...storage.session]) {
      // Nothing anywhere holds the session or a password.
      expect(value, key).not.toContain(sessionCookie)
      expect(value, key).not.toContain(PASSWORD)
      // Only the sandbox's own (fictional) database may hold customer details.
      if (!key.startsWith('rental-sandbox/'))
        expect(value, key).not.toContain('customer@rental.test')
    }
  })

  test('logging out goes to the cars page and private pages ask to log in again', async ({
    page,
  }) => {
    await page.goto('/rental/login')
    await logIn(page, 'customer@rental.test')
    await expect(page.getByRole('button', { name: 'Account menu for Layla' })).toBeVisible()
    await page.goto('/rental/myrentals')
    await expect(page.getByRole('heading', { level: 1, name: 'My rentals' })).toBeVisible()
    await page.getByRole('button', { name: 'Account menu for Layla' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/rental\/dubai\/cars$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/rental\/login\?redirect=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  })

  test('a protected page sends a visitor to log in and back, with its query intact', async ({
    page,
  }) => {
    await page.goto('/rental/ar-DXB/payment-center?tab=invoices&from=2026-12-01')
    await expect(page).toHaveURL(/\/rental\/ar-DXB\/login\?redirect=/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.getByLabel('البريد الإلكتروني').fill('customer@rental.test')
    await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
    // customer@ prefers English, so the locale follows them, and the page and query are kept.
    await expect(page).toHaveURL(/\/rental\/payment-center\?tab=invoices&from=2026-12-01$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment center' })).toBeVisible()
  })

  test('a banned customer is told plainly and cannot book', async ({ page }) => {
    await page.goto('/rental/login')
    await logIn(page, 'banned@rental.test')
    await expect(page).toHaveURL(/\/rental\/dubai\/cars$/)
    await expect(
      page.getByRole('status').filter({ hasText: "Your account can't make bookings" }),
    ).toBeVisible()
  })

  const attacks = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/rental/../admin',
    '/other-app/',
  ]
  for (const attack of attacks) {
    test(`redirect ${attack} ends on the Dubai cars page`, async ({ page }) => {
      let dialogs = 0
      page.on('dialog', (dialog) => {
        dialogs += 1
        void dialog.dismiss()
      })
      await page.goto(`/rental/login?redirect=${encodeURIComponent(attack)}`)
      await logIn(page, 'customer@rental.test')
      await expect(page).toHaveURL('http://127.0.0.1:4310/rental/dubai/cars')
      expect(dialogs).toBe(0)
    })
  }
})
