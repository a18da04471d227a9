import type { Page } from '@playwright/test'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { openTrip } from './trip-dates'

// The README's first command, tested: the main journeys against `npm start` (Vite's dev server,
// React StrictMode, effects twice) in English and Arabic. Browse, log in through the form, book
// with a 3-D Secure card, and find the booking in My rentals, with no error on the way that
// "Try again" would fix. Each language asserts its own strings, taken from its locale file.

const PASSWORD = 'Rental!2026'

// After login the app speaks the customer's preferred language (SPEC §2), so each language logs
// in a persona who prefers it.
const LANGUAGES = [
  { name: 'English', prefix: '', t: en, dubai: 'Dubai', email: 'customer@rental.test' },
  { name: 'Arabic', prefix: '/ar-DXB', t: ar, dubai: 'دبي', email: 'arabic@rental.test' },
] as const

const tripDates = () => openTrip('DXB', { days: 3 })

/** Fails on any failure message a retry would have fixed, or the global fallback. */
async function expectNoFailure(page: Page, t: (typeof LANGUAGES)[number]['t']) {
  for (const text of [t.booking.times.failed, t.crash.title, t.errors.unknown]) {
    await expect(page.getByText(text)).toHaveCount(0)
  }
  await expect(page.getByRole('alert')).toHaveCount(0)
}

for (const { name, prefix, t, dubai, email } of LANGUAGES) {
  test(`on the dev server, in ${name}: browse, log in, book with 3-D Secure, see it in My rentals`, async ({
    page,
  }) => {
    test.slow()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))

    await page.goto(`/rental${prefix}/dubai/cars`)
    await expect(
      page.getByRole('heading', { level: 1, name: t.cars.title.replace('{{city}}', dubai) }),
    ).toBeVisible({ timeout: 20_000 })
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    await expect(page.getByRole('link', { name: t.carDetails.book })).toBeVisible()
    await expectNoFailure(page, t)

    const { from, to } = tripDates()
    const summaryPath = `/rental${prefix}/summary?city=dubai&listingsId=dxb-004&from=${from}&to=${to}&product=DAILY`
    await page.goto(`/rental${prefix}/login?redirect=${encodeURIComponent(summaryPath)}`)
    await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email)
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click()

    const summary = page.getByRole('complementary', { name: t.booking.price.title })
    await expect(summary.getByText(t.booking.price.total, { exact: true })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByLabel(t.booking.times.pickup)).toBeVisible()
    await expectNoFailure(page, t)
    // A reload in the middle of the trip resumes it, still without a failure.
    await page.reload()
    await expect(summary.getByText(t.booking.price.total, { exact: true })).toBeVisible({
      timeout: 20_000,
    })
    await expectNoFailure(page, t)

    await page.getByRole('button', { name: t.booking.trip.continue }).click()
    await page.getByRole('radio', { name: t.booking.methods.newCard }).check()
    await expectNoFailure(page, t)
    await page.getByLabel(t.cards.form.name).fill('Layla Haddad')
    await page.getByLabel(t.cards.form.number).fill('4000 0000 0000 3220')
    await page.getByLabel(t.cards.form.expiry).fill('12/30')
    await page.getByLabel(t.cards.form.cvc).fill('123')
    await page.getByRole('button', { name: new RegExp(`^${t.booking.pay.label} `) }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: t.sandbox.challenge.cardTitle }),
    ).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: t.sandbox.challenge.approve }).click()
    await expect(page).toHaveURL(/\/post-booking\/bkg-/, { timeout: 30_000 })
    const booked = [t.postBooking.heading.APPROVED, t.postBooking.heading.PENDING_APPROVAL]
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(booked.join('|')))
    await expectNoFailure(page, t)

    await page.getByRole('link', { name: t.postBooking.actions.rentals }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.rentals.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.rentals.groups.upcoming })).toBeVisible()
    await expectNoFailure(page, t)

    // The payment center's add-card machine through 3-D Secure, and the profile, under StrictMode.
    await page.goto(`/rental${prefix}/payment-center`)
    await page.getByRole('button', { name: t.payments.add.open }).click()
    const cardForm = page.getByRole('form', { name: t.payments.add.formLabel })
    await cardForm.getByLabel(t.cards.form.name).fill('Layla Haddad')
    await cardForm.getByLabel(t.cards.form.number).fill('4000 0000 0000 3220')
    await cardForm.getByLabel(t.cards.form.expiry).fill('11/31')
    await cardForm.getByLabel(t.cards.form.cvc).fill('123')
    await cardForm.getByRole('button', { name: t.payments.add.save }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: t.sandbox.challenge.cardTitle }),
    ).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: t.sandbox.challenge.approve }).click()
    await expect(page.getByText(t.payments.add.addedTitle)).toBeVisible({ timeout: 20_000 })
    await expectNoFailure(page, t)
    await page.goto(`/rental${prefix}/details`)
    await expect(page.getByRole('form', { name: t.profile.details.title })).toBeVisible()
    await expectNoFailure(page, t)
    expect(pageErrors).toEqual([])
  })
}
