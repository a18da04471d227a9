import type { Page } from '@playwright/test'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { expect, test } from './sandbox'

// The profile in real Chromium: details refused by SPEC §5 and then saved (kept after a
// reload), the password changed and used to log in again, the preferred language switched from
// the profile (the page follows) and back, WhatsApp only with its flag. Each language asserts its
// own strings, from its locale file.

type Strings = typeof en

const detailsForm = (page: Page, t: Strings) =>
  page.getByRole('form', { name: t.profile.details.title })

async function logInWithForm(
  page: Page,
  t: Strings,
  prefix: string,
  email: string,
  password: string,
) {
  await page.goto(`/rental${prefix}/login`)
  await page.getByLabel(t.auth.fields.email).fill(email)
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.auth.login.submit }).click()
}

for (const { name, prefix, other, t, tag, email } of [
  {
    name: 'English',
    prefix: '',
    other: '/ar-DXB',
    t: en,
    tag: '',
    email: 'customer@rental.test',
  },
  {
    name: 'Arabic',
    prefix: '/ar-DXB',
    other: '',
    t: ar,
    tag: '@phone ',
    email: 'arabic@rental.test',
  },
] as const) {
  test(`${tag}details, password and language from the profile, in ${name}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    test.slow()
    await sandbox.loggedInAs(email)
    await page.goto(`/rental${prefix}/details`)
    await expect(page.getByRole('heading', { level: 1, name: t.pages.details.title })).toBeVisible()
    const form = detailsForm(page, t)
    await expect(form.getByLabel(t.profile.details.waNumber)).toBeVisible()
    await expectAccessible(page)

    // Refused by SPEC §5, next to the fields, nothing lost.
    const firstName = form.getByLabel(t.auth.fields.firstName)
    const phone = form.getByLabel(new RegExp(t.auth.fields.phone))
    await firstName.fill('Abc123')
    await phone.fill('not a phone')
    await form.getByRole('button', { name: t.profile.details.save }).click()
    await expect(form.getByText(t.validation.invalidName)).toBeVisible()
    await expect(form.getByText(t.validation.invalidPhone)).toBeVisible()
    await expect(firstName).toHaveValue('Abc123')
    await expect(phone).toHaveValue('not a phone')
    await expectAccessible(page)

    // Saved, and still there after a reload.
    await firstName.fill('Zoë')
    await phone.fill('+971 55 765 4321')
    await form.getByRole('button', { name: t.profile.details.save }).click()
    await expect(page.getByText(t.profile.details.saved)).toBeVisible()
    await expect(page.getByRole('banner').getByText('Zoë')).toBeVisible()
    await page.reload()
    await expect(detailsForm(page, t).getByLabel(t.auth.fields.firstName)).toHaveValue('Zoë')
    await expect(detailsForm(page, t).getByLabel(new RegExp(t.auth.fields.phone))).toHaveValue(
      '+971 55 765 4321',
    )

    // A new password, then a log-in with it.
    const password = page.getByRole('form', { name: t.profile.password.title })
    await password.getByLabel(t.profile.password.current, { exact: true }).fill('Rental!2026')
    await password.getByLabel(t.auth.fields.newPassword, { exact: true }).fill('Better2027')
    await password.getByLabel(t.auth.fields.confirmPassword, { exact: true }).fill('Better2027')
    await password.getByRole('button', { name: t.profile.password.save }).click()
    await expect(page.getByText(t.profile.password.changed)).toBeVisible()
    await page.evaluate(() => window.rentalSandbox?.logout({ reload: false }))
    await logInWithForm(page, t, prefix, email, 'Better2027')
    await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 })

    // The preferred language, from the profile: the page follows, and back.
    await page.goto(`/rental${prefix}/details`)
    const otherLanguage = prefix === '' ? 'العربية' : 'English'
    const ownLanguage = prefix === '' ? 'English' : 'العربية'
    // Choosing saves and navigates at once, so the radio is clicked and the new page checked.
    await page.getByRole('radio', { name: otherLanguage }).click()
    await expect(page).toHaveURL(new RegExp(`/rental${other}/details$`))
    const otherStrings = prefix === '' ? ar : en
    await expect(
      page.getByRole('heading', { level: 1, name: otherStrings.pages.details.title }),
    ).toBeVisible()
    await expect(page.getByRole('radio', { name: otherLanguage })).toBeChecked()
    await page.getByRole('radio', { name: ownLanguage }).click()
    await expect(page).toHaveURL(new RegExp(`/rental${prefix}/details$`))
    await expect(page.getByRole('heading', { level: 1, name: t.pages.details.title })).toBeVisible()
    await expect(page.getByRole('radio', { name: ownLanguage })).toBeChecked()
  })
}

test('WhatsApp notifications appear only where their flag is on', async ({ page, sandbox }) => {
  await sandbox.loggedInAs('tourist.uae@rental.test')
  await page.goto('/rental/details')
  const form = detailsForm(page, en)
  await expect(form.getByLabel(en.auth.fields.firstName)).toBeVisible()
  await expect(form.getByLabel(en.profile.details.waNumber)).toHaveCount(0)
  await expect(form.getByText(en.profile.details.waEnabled)).toHaveCount(0)
})
