import type { Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { serveSocialStandIns } from './stand-ins/social-providers'
import { openTrip } from './trip-dates'

// The product as a launch would run it: a build for a real platform (VITE_SANDBOX=false) with
// Google and Apple sign-in, Checkout.com's card fields and Google Maps configured, in front of the
// standalone platform. Each provider's script is a stand-in served at its real URL (e2e/stand-ins),
// implementing the surface the app's adapter uses; the platform trusts the stand-ins' tokens as a
// real one trusts the providers', and plays the card issuer for 3-D Secure.

type Strings = typeof en

const FRAMES_SCRIPT = 'https://cdn.checkout.com/js/framesv2.min.js'
const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js?**'
const standIn = (file: string) => fileURLToPath(new URL(`./stand-ins/${file}`, import.meta.url))

/** Checkout.com Frames and the Maps JavaScript API, played by their stand-ins. */
async function servePaymentAndMapsStandIns(page: Page): Promise<void> {
  await page.route(FRAMES_SCRIPT, (route) =>
    route.fulfill({ path: standIn('checkout-frames.js'), contentType: 'text/javascript' }),
  )
  await page.route(MAPS_SCRIPT, (route) =>
    route.fulfill({ path: standIn('google-maps.js'), contentType: 'text/javascript' }),
  )
}

/** An email no account uses yet, fresh for each run against the same platform. */
function newEmail(name: string): string {
  return `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The account menu's name, in the page's language, with or without the documents hint. */
function accountMenu(t: Strings, name: string): RegExp {
  return new RegExp(`^${escape(t.account.menu.replace('{{name}}', name))}`)
}

/** Accepts the terms of the social registration form, its names already filled, and sends it. */
async function finishSocialRegistration(page: Page, t: Strings, first: string, last: string) {
  await expect(page.getByRole('heading', { name: t.auth.socialRegister.title })).toBeFocused()
  await expect(page.getByLabel(t.auth.fields.firstName, { exact: true })).toHaveValue(first)
  await expect(page.getByLabel(t.auth.fields.lastName, { exact: true })).toHaveValue(last)
  await page.getByRole('checkbox', { name: t.auth.fields.terms }).check()
  await page.getByRole('button', { name: t.auth.socialRegister.submit }).click()
  await expect(page.getByRole('button', { name: accountMenu(t, first) })).toBeVisible()
}

/**
 * Door to door: the place found by Google's suggestions, its pin on the map inside the delivery
 * area, a building for the driver; then a new card in Checkout's fields, approved on the issuer's
 * page the platform's redirect leads to; the booking lands on post-booking.
 */
async function bookDoorToDoorWithNewCard(
  page: Page,
  t: Strings,
  trip: { prefix: string; listingsId: string; place: string },
) {
  // Each test books its own car; a retry books it a week later (the platform keeps the first try's).
  const { from, to } = openTrip('DXB', { days: 3 }, 2 + 7 * test.info().retry)
  await page.goto(
    `/rental${trip.prefix}/summary?city=dubai&listingsId=${trip.listingsId}&from=${from}&to=${to}&product=DAILY`,
  )
  const summary = page.getByRole('complementary', { name: t.booking.price.title })
  await expect(summary.getByText(t.booking.price.total, { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('radio', { name: t.booking.delivery.door }).check()
  await page.getByRole('button', { name: t.booking.address.add, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: t.booking.address.deliveryTitle })
  await dialog.getByRole('combobox', { name: t.booking.address.searchLabel }).fill('Marina')
  await expect(dialog.getByText(t.booking.address.poweredByGoogle)).toBeVisible()
  await dialog.getByRole('option', { name: new RegExp(`^${escape(trip.place)}`) }).click()
  await expect(dialog.getByText(t.booking.address.pinInside)).toBeVisible()
  await dialog.getByLabel(t.booking.address.building).fill('Tower 2')
  await dialog.getByRole('button', { name: t.booking.address.use }).click()
  await expect(dialog).toBeHidden()
  await expect(summary.getByText(t.booking.price.delivery)).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: t.booking.trip.continue }).click()

  await page.getByRole('radio', { name: t.booking.methods.newCard }).check()
  await page.getByLabel(t.cards.form.name).fill('Layla Haddad')
  const field = (label: string) => page.frameLocator(`iframe[title="${label}"]`).getByLabel(label)
  const arabic = t === ar
  await field(arabic ? 'رقم البطاقة' : 'Card number').fill('4000 0000 0000 3220')
  await field(arabic ? 'تاريخ الانتهاء' : 'Expiry date').fill('12/30')
  await field(arabic ? 'رمز الأمان' : 'Security code').fill('123')
  await page.getByRole('button', { name: new RegExp(`^${escape(t.booking.pay.label)} `) }).click()

  await expect(page).toHaveURL(/\/api\/sandbox\/challenge-page\?/, { timeout: 20_000 })
  await page.getByRole('button', { name: /^Approve/ }).click()
  await expect(page).toHaveURL(/\/rental\/(?:[a-z]{2}-[A-Z]{3}\/)?post-booking\/bkg-/, {
    timeout: 30_000,
  })
  await expect(page.getByText(t.postBooking.reference, { exact: true })).toBeVisible()
  await expect(page.getByText(t.postBooking.details.deliveryTo, { exact: true })).toBeVisible()
}

test.describe('a new customer on a configured build', () => {
  test('signs up with Google (its name already in the form), books door to door found on Google Maps, and pays with a new card through 3-D Secure', async ({
    page,
    sentry,
  }) => {
    test.slow()
    await serveSocialStandIns(page, {
      email: newEmail('layla'),
      givenName: 'Layla',
      familyName: 'Haddad',
    })
    await servePaymentAndMapsStandIns(page)
    await page.goto('/rental/login')
    await page.getByRole('button', { name: en.auth.social.google }).click()
    await finishSocialRegistration(page, en, 'Layla', 'Haddad')
    await bookDoorToDoorWithNewCard(page, en, {
      prefix: '',
      listingsId: 'dxb-004',
      place: 'Dubai Marina',
    })
    expect(sentry.errorEvents()).toEqual([])
  })

  test('in Arabic on a phone: Google blocked (said calmly, reported once), signs up with Apple and books the same way @phone', async ({
    page,
    sentry,
  }) => {
    test.slow()
    await serveSocialStandIns(
      page,
      { email: newEmail('omar'), givenName: 'عمر', familyName: 'صالح' },
      ['google'],
    )
    await servePaymentAndMapsStandIns(page)
    await page.goto('/rental/ar-DXB/login')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(
      page.getByText(ar.auth.social.unavailable.replace('{{provider}}', 'Google')),
    ).toBeVisible()
    await expect.poll(() => sentry.errorEvents().length).toBe(1)
    // Apple's own button, titled by Apple's Arabic script as the app's other ways in are.
    await page.getByRole('button', { name: ar.auth.social.apple }).click()
    await finishSocialRegistration(page, ar, 'عمر', 'صالح')
    await bookDoorToDoorWithNewCard(page, ar, {
      prefix: '/ar-DXB',
      listingsId: 'dxb-011',
      place: 'دبي مارينا',
    })
    expect(sentry.errorEvents()).toHaveLength(1)
  })

  test('Apple’s script blocked: a calm message, reported once, and email login still works', async ({
    page,
    sentry,
  }) => {
    await serveSocialStandIns(page, { email: newEmail('x'), givenName: 'X', familyName: 'Y' }, [
      'apple',
    ])
    await page.goto('/rental/login')
    // Apple's button is Apple's script's own: without the script there is none to press.
    await expect(
      page.getByText(en.auth.social.unavailable.replace('{{provider}}', 'Apple')),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: en.auth.social.apple })).toHaveCount(0)
    await expect.poll(() => sentry.errorEvents().length).toBe(1)
    await expect(page.getByRole('button', { name: en.auth.social.google })).toBeVisible()

    await page.getByLabel(en.auth.fields.email, { exact: true }).fill('customer@rental.test')
    await page.getByLabel(en.auth.fields.password, { exact: true }).fill('Rental!2026')
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click()
    await expect(page.getByRole('button', { name: accountMenu(en, 'Layla') })).toBeVisible()
  })

  test('Maps and Checkout blocked: each says so where it was wanted, reported once each, and a saved card books self pick-up', async ({
    page,
    sentry,
  }) => {
    await serveSocialStandIns(page, { email: newEmail('x'), givenName: 'X', familyName: 'Y' })
    await page.route(FRAMES_SCRIPT, (route) => route.abort('blockedbyclient'))
    await page.route(MAPS_SCRIPT, (route) => route.abort('blockedbyclient'))
    await page.goto('/rental/login')
    await page.getByLabel(en.auth.fields.email, { exact: true }).fill('customer@rental.test')
    await page.getByLabel(en.auth.fields.password, { exact: true }).fill('Rental!2026')
    await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click()
    await expect(page.getByRole('button', { name: accountMenu(en, 'Layla') })).toBeVisible()

    const { from, to } = openTrip('DXB', { days: 2 }, 4 + 7 * test.info().retry)
    await page.goto(
      `/rental/summary?city=dubai&listingsId=dxb-006&from=${from}&to=${to}&product=DAILY`,
    )
    await page.getByRole('radio', { name: en.booking.delivery.door }).check()
    await page.getByRole('button', { name: en.booking.address.add, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: en.booking.address.deliveryTitle })
    await expect(dialog.getByText(en.booking.address.unavailable)).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('radio', { name: en.booking.delivery.pickup }).check()
    await page.getByRole('button', { name: en.booking.trip.continue }).click()

    await page.getByRole('radio', { name: en.booking.methods.newCard }).check()
    await expect(page.getByText(en.cards.form.providerUnavailable)).toBeVisible()
    await expect.poll(() => sentry.errorEvents().length).toBe(2)
    await page.getByRole('radio', { name: /Visa •••• 4242/ }).check()
    await page
      .getByRole('button', { name: new RegExp(`^${escape(en.booking.pay.label)} `) })
      .click()
    await expect(page).toHaveURL(/\/rental\/post-booking\/bkg-/, { timeout: 30_000 })
    expect(sentry.errorEvents()).toHaveLength(2)
  })
})
