import type { Page } from '@playwright/test'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { expect, test } from './sandbox'
import { seededCity } from './trip-dates'
import { pinnedTestInstant } from '../mocks/lib/test-clock'
import { MONEY } from './strings'

// Paying a booking's balance against `npm start` (React StrictMode: every effect twice), in
// English and Arabic: the unpaid booking with a new card through 3-D Secure (one
// pre-authorisation, the page confirmed, no box left asking to pay), then an extension of the
// active rental paid with its own card. Each language asserts its own strings.

const DUBAI = 'Asia/Dubai'
const HOLIDAYS = new Set(seededCity('DXB').holidays)

/** An open day two days after the seeded active rental's end (mocks/seed: three days out). */
function laterReturnDay(): string {
  let day = pinnedTestInstant().toZonedDateTimeISO(DUBAI).toPlainDate().add({ days: 5 })
  while (HOLIDAYS.has(day.toString())) day = day.add({ days: 1 })
  return day.toString()
}

/** Counts the pre-authorisations the page asks the platform for. */
function countPreAuths(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/pre-auth')) urls.push(request.url())
  })
  return urls
}

for (const { name, prefix, t } of [
  { name: 'English', prefix: '', t: en },
  { name: 'Arabic', prefix: '/ar-DXB', t: ar },
] as const) {
  test(`on the dev server, in ${name}: pay an unpaid booking through 3-D Secure, then extend a rental`, async ({
    page,
    sandbox,
  }) => {
    test.slow()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const preAuths = countPreAuths(page)
    await sandbox.loggedInAs('customer@rental.test')

    await page.goto(`/rental${prefix}/post-booking/bkg-customer-owing`)
    const due = page.getByRole('region', { name: t.rentals.pay.title })
    await due.getByRole('button', { name: new RegExp(`^${t.rentals.pay.start}`) }).click({
      timeout: 30_000,
    })
    await due.getByRole('radio', { name: new RegExp(t.booking.methods.newCard) }).check()
    await due.getByLabel(t.cards.form.name).fill('Layla Haddad')
    await due.getByLabel(t.cards.form.number).fill('4000 0000 0000 3220')
    await due.getByLabel(t.cards.form.expiry).fill('12/30')
    await due.getByLabel(t.cards.form.cvc).fill('123')
    await due
      .getByRole('button', { name: new RegExp(`^${t.booking.pay.label} ${MONEY()}`) })
      .click()
    await expect(
      page.getByRole('heading', { level: 1, name: t.sandbox.challenge.cardTitle }),
    ).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: t.sandbox.challenge.approve }).click()

    await expect(page).toHaveURL(/\/post-booking\/bkg-customer-owing$/, { timeout: 30_000 })
    await expect(
      page.getByRole('heading', { level: 1, name: t.postBooking.heading.APPROVED }),
    ).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(t.rentals.pay.done)).toBeVisible()
    await expect(due).toBeHidden()
    // Nothing pays a second time once the booking's new state is read (StrictMode included).
    await page.waitForTimeout(2_000)
    await expect(due).toBeHidden()
    expect(preAuths).toHaveLength(1)

    await page.goto(`/rental${prefix}/post-booking/bkg-customer-active`)
    await page.getByRole('button', { name: t.rentals.end.open }).click({ timeout: 30_000 })
    await page.getByLabel(t.rentals.end.date).fill(laterReturnDay())
    await expect(page.getByLabel(new RegExp(`^${t.rentals.end.time}`))).toBeEnabled()
    await page.getByRole('button', { name: t.rentals.end.review }).click()
    const change = page.getByRole('region', { name: t.rentals.end.title })
    await change.getByRole('button', { name: new RegExp(`^${t.rentals.end.confirmPay}`) }).click()
    await change
      .getByRole('button', { name: new RegExp(`^${t.booking.pay.label} ${MONEY()}`) })
      .click()
    await expect(page.getByText(t.rentals.end.changedTitle)).toBeVisible({ timeout: 20_000 })
    expect(preAuths).toHaveLength(2)
    expect(pageErrors).toEqual([])
  })
}
