import type { Page } from '@playwright/test'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { expect, test } from './fixtures'

const PASSWORD = 'Rental!2026'

type Strings = typeof en

/** Fills the login form, labelled in the page's language (`t`). */
async function logIn(page: Page, t: Strings, email: string, password = PASSWORD) {
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email)
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click()
}

const LANGUAGES = [
  { language: 'English', prefix: '', t: en },
  { language: 'Arabic', prefix: '/ar-DXB', t: ar },
] as const

/** A persona who prefers each language, so the page stays in it after login (SPEC §2). */
const SPEAKER = {
  English: { email: 'customer@rental.test', menu: 'Account menu for Layla' },
  Arabic: { email: 'arabic@rental.test', menu: 'قائمة حساب مريم' },
} as const

test.describe('authentication', () => {
  test('customer@ logs in from the header and lands on the cars page with the account menu', async ({
    page,
  }) => {
    await page.goto('/rental/dubai/cars')
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await logIn(page, en, 'customer@rental.test')
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
    await logIn(page, en, 'arabic@rental.test')
    await expect(page).toHaveURL(/\/rental\/ar-DXB\/dubai\/cars$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('button', { name: /قائمة حساب/ })).toBeVisible()
  })

  test('the session survives a reload of the sandbox', async ({ page }) => {
    await page.goto('/rental/login')
    await logIn(page, en, 'vip@rental.test')
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
    await logIn(page, en, 'customer@rental.test')
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

  for (const { language, prefix, t } of LANGUAGES) {
    test(`logging out goes to the cars page and private pages ask to log in again, in ${language}`, async ({
      page,
    }) => {
      const { email, menu } = SPEAKER[language]
      await page.goto(`/rental${prefix}/login`)
      await logIn(page, t, email)
      await expect(page.getByRole('button', { name: menu })).toBeVisible()
      await page.goto(`/rental${prefix}/myrentals`)
      await expect(page.getByRole('heading', { level: 1, name: t.rentals.title })).toBeVisible()
      await page.getByRole('button', { name: menu }).click()
      await page.getByRole('button', { name: t.account.logout }).click()
      await expect(page).toHaveURL(new RegExp(`/rental${prefix}/dubai/cars$`))
      await expect(
        page.getByRole('banner').getByRole('link', { name: t.auth.login.submit, exact: true }),
      ).toBeVisible()
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/rental${prefix}/login\\?redirect=`))
      await expect(page.getByRole('heading', { level: 1, name: t.auth.login.title })).toBeVisible()
    })

    test(`a protected page sends a visitor to log in and back, with its query intact, in ${language}`, async ({
      page,
    }) => {
      await page.goto(`/rental${prefix}/payment-center?tab=invoices&from=2026-12-01`)
      await expect(page).toHaveURL(new RegExp(`/rental${prefix}/login\\?redirect=`))
      await expect(page.locator('html')).toHaveAttribute('dir', prefix ? 'rtl' : 'ltr')
      await logIn(page, t, 'customer@rental.test')
      // customer@ prefers English, so the locale follows them, and the page and query are kept.
      await expect(page).toHaveURL(/\/rental\/payment-center\?tab=invoices&from=2026-12-01$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Payment center' })).toBeVisible()
    })

    test(`a banned customer is told plainly and cannot book, in ${language}`, async ({ page }) => {
      const banned = (strings: Strings) =>
        page.getByRole('status').filter({ hasText: strings.banned.title })
      await page.goto(`/rental${prefix}/login`)
      await logIn(page, t, 'banned@rental.test')
      // banned@ prefers English, so the login lands on the English cars page.
      await expect(page).toHaveURL(/\/rental\/dubai\/cars$/)
      await expect(banned(en)).toBeVisible()
      const notice = banned(t)

      await page.goto(`/rental${prefix}/dubai/cars/dxb-001`)
      await expect(page.getByTestId('plan-DAILY')).toBeVisible()
      await expect(notice).toBeVisible()
      const book = t.carDetails.book
      await expect(page.getByRole('link', { name: book })).toHaveCount(0)
      await expect(page.getByRole('button', { name: book })).toBeDisabled()
      await expect(page.getByRole('button', { name: book })).toHaveAccessibleDescription(
        new RegExp(t.banned.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      )
    })
  }

  // Every hostile form (absolute, protocol-relative, backslash, encoded, javascript:, data:,
  // dot segments, another app) is a case of src/domain/redirect.test.ts and of the login route
  // test; the browser checks one of each language end to end, including that nothing runs.
  for (const { language, prefix, t, attack } of [
    { ...LANGUAGES[0], attack: '//evil.example' },
    { ...LANGUAGES[1], attack: 'javascript:alert(1)' },
  ]) {
    test(`redirect ${attack} ends on the Dubai cars page, in ${language}`, async ({
      page,
      baseURL,
    }) => {
      let dialogs = 0
      page.on('dialog', (dialog) => {
        dialogs += 1
        void dialog.dismiss()
      })
      await page.goto(`/rental${prefix}/login?redirect=${encodeURIComponent(attack)}`)
      await logIn(page, t, SPEAKER[language].email)
      // The fallback is the cars page in the language the customer prefers.
      await expect(page).toHaveURL(`${baseURL ?? ''}/rental${prefix}/dubai/cars`)
      expect(dialogs).toBe(0)
    })
  }
})

// Issue 16: on a 320, 390 and 768 px phone or tablet as on a desktop.
for (const { language, path, t } of [
  { language: 'English', path: '/rental/myrentals', t: en },
  { language: 'Arabic', path: '/rental/ar-DXB/documents', t: ar },
] as const) {
  test(`a visitor opening a customer's page reaches login with no error on the way, at 320, 390, 768 px and a desktop, in ${language}`, async ({
    page,
    sentry,
  }) => {
    // Four first loads, one per width.
    test.slow()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    // Anything that ever shows an error screen during the redirect is recorded, however briefly.
    // The error screens' words (the crash fallback, a route's error), in either language: a
    // flash before the page's language has loaded would be in English.
    const phrases = [en, ar].flatMap((words) => [
      words.crash.title,
      words.errors.pageTitle,
      words.errors.unknown,
    ])
    await page.addInitScript((words) => {
      const seen: string[] = []
      Object.assign(window, { __errorScreens: seen })
      new MutationObserver(() => {
        const text = document.documentElement.innerText
        if (words.some((word) => text.includes(word))) seen.push(text.slice(0, 120))
      }).observe(document, { childList: true, subtree: true, characterData: true })
    }, phrases)
    for (const width of [320, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 720 })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: t.auth.login.title })).toBeVisible({
        timeout: 15_000,
      })
      await expect(page).toHaveURL(/\/login\?redirect=/)
      await expect(page).toHaveTitle(`${t.pages.login.title} · ${t.brand.name}`)
      expect(
        await page.evaluate(() => (window as { __errorScreens?: string[] }).__errorScreens),
        `${String(width)} px`,
      ).toEqual([])
    }
    expect(errors).toEqual([])
    expect(sentry.errorEvents()).toEqual([])
  })
}
