import type { Locator, Page, Request } from '@playwright/test'
import { Temporal } from 'temporal-polyfill'
import { expect, test } from './sandbox'
import { fill, STRINGS, type Strings } from './strings'
import { openTrip } from './trip-dates'
import { pinnedTestInstant } from '../mocks/lib/test-clock'

const { en, ar } = STRINGS

// The booking flow end to end on the sandbox: trip, price, address, payment by saved card, new
// card, 3-D Secure and decline; a reload at each step; one booking however often Pay is pressed;
// the login round trip; and axe on both steps in English and Arabic.

const PASSWORD = 'Rental!2026'

function dubaiTrip(listingsId = 'dxb-004', prefix = '') {
  const { from, to } = openTrip('DXB', { days: 3 })
  return `/rental${prefix}/summary?city=dubai&listingsId=${listingsId}&from=${from}&to=${to}&product=DAILY`
}

/**
 * The booking journeys run in both languages, each asserting its language's own strings (its
 * locale file; the sandbox geocoder's place names in `places`), so an Arabic run fails on an
 * untranslated page. Each test has its own browser context, so its own sandbox database: tests
 * booking the same car on the same dates never collide.
 */
const LANGUAGES = [
  {
    language: 'English',
    prefix: '',
    t: en,
    places: { marina: 'Dubai Marina', downtown: 'Downtown Dubai', hatta: 'Hatta' },
  },
  {
    language: 'Arabic',
    prefix: '/ar-DXB',
    t: ar,
    places: { marina: 'دبي مارينا', downtown: 'وسط مدينة دبي', hatta: 'حتا' },
  },
] as const

/** The Pay button: "Pay" and the amount, in the page's language. */
const payButton = (t: Strings) => new RegExp(`^${t.booking.pay.label} `)

/** "Visa •••• 4242": a saved card's name on the payment step. */
const savedCard = (t: Strings, brand: keyof Strings['cards']['brands'], last4: string) =>
  `${t.cards.brands[brand]} •••• ${last4}`

const summary = (page: Page, t: Strings) =>
  page.getByRole('complementary', { name: t.booking.price.title })

/** The total's block: its label, the amount and the note under it. */
const totalBlock = (page: Page, t: Strings) =>
  summary(page, t).getByText(t.booking.price.total, { exact: true }).locator('xpath=..')

async function waitForTotal(page: Page, t: Strings) {
  await expect(summary(page, t).getByText(t.booking.price.total, { exact: true })).toBeVisible({
    timeout: 15_000,
  })
}

/** Searches the geocoder, takes the place and adds a building; the dialog closes. */
async function pickAddress(page: Page, t: Strings, button: string, search: string, place: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: t.booking.address.deliveryTitle })
  await dialog.getByRole('combobox', { name: t.booking.address.searchLabel }).fill(search)
  await dialog.getByRole('option', { name: place }).click()
  await dialog.getByLabel(t.booking.address.building).fill('Tower 2')
  await dialog.getByRole('button', { name: t.booking.address.use }).click()
  await expect(dialog).toBeHidden()
}

async function chooseDoorToDoorAt(page: Page, t: Strings, search: string, place: string) {
  await page.getByRole('radio', { name: t.booking.delivery.door }).check()
  await pickAddress(page, t, t.booking.address.add, search, place)
  await expect(summary(page, t).getByText(t.booking.price.delivery)).toBeVisible({
    timeout: 15_000,
  })
}

async function payWithNewCard(page: Page, t: Strings, number: string) {
  await page.getByRole('radio', { name: t.booking.methods.newCard }).check()
  await page.getByLabel(t.cards.form.name).fill('Layla Haddad')
  await page.getByLabel(t.cards.form.number).fill(number)
  await page.getByLabel(t.cards.form.expiry).fill('12/30')
  await page.getByLabel(t.cards.form.cvc).fill('123')
  await page.getByRole('button', { name: payButton(t) }).click()
}

const bookedPage = /\/rental\/(?:[a-z]{2}-[A-Z]{3}\/)?post-booking\/bkg-/

/**
 * Opens a car's calendar and expects the pick-up day of a trip just booked (`openTrip`'s `from`)
 * shown booked and not choosable, in the page's language.
 */
async function expectPickupDayBooked(
  page: Page,
  carPath: string,
  timeZone: string,
  pickUp: string,
  locale: typeof en,
) {
  await page.goto(carPath)
  const dates = page.getByRole('button', {
    name: `${locale.filters.dates.label} ${locale.filters.dates.add}`,
  })
  const dialog = page.getByRole('dialog', { name: locale.calendar.title })
  // A car's page may still be the build's drawing, which a tap does not open (docs/performance.md,
  // "Prerendered pages"), so the button is tapped until the app has taken the page over and the
  // calendar opens.
  await expect(async () => {
    if (!(await dialog.isVisible())) await dates.click({ timeout: 2_000 })
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  const tomorrow = pinnedTestInstant().toZonedDateTimeISO(timeZone).toPlainDate().add({ days: 1 })
  const booked = Temporal.PlainDate.from(pickUp)
  if (booked.month !== tomorrow.month) {
    await dialog.getByRole('button', { name: locale.calendar.nextMonth }).click()
  }
  // The day's spoken name: its full date (Latin digits in both languages), then "booked".
  const name = new RegExp(`(^|\\D)${booked.day}\\D.*${locale.calendar.booked}$`)
  await expect(dialog.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
}

for (const { language, prefix, t, places } of LANGUAGES) {
  test(`a daily door-to-door booking in Dubai, paid with a 3-D Secure card, in ${language}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    // Three accessibility scans and a full-page challenge: the longest journey of the suite.
    test.slow()
    await sandbox.loggedInAs('customer@rental.test')
    await page.goto(dubaiTrip('dxb-004', prefix))
    await waitForTotal(page, t)
    await expectAccessible(page)
    await page.getByRole('radio', { name: t.booking.delivery.door }).check()
    await page.getByRole('button', { name: t.booking.address.add }).click()
    await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await chooseDoorToDoorAt(page, t, 'Marina', places.marina)
    await page.getByRole('button', { name: t.booking.trip.continue }).click()
    await expect(page.getByRole('group', { name: t.booking.methods.legend })).toBeVisible()
    await expectAccessible(page)

    // Declined at the bank: back on the payment step with the reason, the booking held under the
    // reference a customer knows, and the name and expiry still typed (never the number).
    await payWithNewCard(page, t, '4000 0000 0000 3220')
    const challenge = page.getByRole('heading', { level: 1, name: t.sandbox.challenge.cardTitle })
    await expect(challenge).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: t.sandbox.challenge.decline }).click()
    await expect(page.getByText(t.booking.failure.THREE_DS_FAILED)).toBeVisible({
      timeout: 20_000,
    })
    const held = page.getByRole('status').filter({ hasText: t.booking.checkout.heldTitle })
    await expect(held.getByText(/^RNT-/)).toBeVisible()
    await expect(held.getByText(/bkg-/)).toHaveCount(0)
    await expect(page.getByLabel(t.cards.form.name)).toHaveValue('Layla Haddad')
    await expect(page.getByLabel(t.cards.form.expiry)).toHaveValue('12/30')
    await expect(page.getByLabel(t.cards.form.number)).toHaveValue('')

    // Approved the second time: the same booking is paid.
    await page.getByLabel(t.cards.form.number).fill('4000 0000 0000 3220')
    await page.getByLabel(t.cards.form.cvc).fill('123')
    await page.getByRole('button', { name: payButton(t) }).click()
    await expect(challenge).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: t.sandbox.challenge.approve }).click()
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })

    // customer@'s documents are approved, so the paid booking is confirmed at once.
    await expect(
      page.getByRole('heading', { level: 1, name: t.postBooking.heading.APPROVED }),
    ).toBeVisible()
    await expect(page.getByText(t.postBooking.reference, { exact: true })).toBeVisible()
    await expect(page.getByText(t.postBooking.details.deliveryTo, { exact: true })).toBeVisible()
    await expect(page.getByText(places.marina).first()).toBeVisible()
    await expect(page.getByRole('link', { name: t.postBooking.actions.rentals })).toHaveAttribute(
      'href',
      `/rental${prefix}/myrentals`,
    )
  })
}

for (const { language, prefix, dir, t } of [
  { language: 'English', prefix: '/en-RUH', dir: 'ltr', t: en },
  { language: 'Arabic', prefix: '/ar-RUH', dir: 'rtl', t: ar },
]) {
  test(`a monthly self-pickup subscription in Riyadh, in ${language}, with a mada card`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await sandbox.loggedInAs('riyadh@rental.test')
    const { from, to } = openTrip('RUH', { months: 1 })
    await page.goto(
      `/rental${prefix}/summary?city=riyadh&listingsId=ruh-001&from=${from}&to=${to}&product=MONTHLY`,
    )
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    await waitForTotal(page, t)
    await expect(summary(page, t).getByText(t.booking.price.perMonth)).toBeVisible()
    await expect(page.getByRole('radio', { name: t.booking.delivery.pickup })).toBeChecked()
    await expectAccessible(page)
    await page.getByRole('button', { name: t.booking.trip.continue }).click()

    const preferred = page.getByRole('radio', { name: savedCard(t, 'VISA', '4001') })
    await expect(preferred).toBeChecked()
    await expect(
      page.getByRole('radio', { name: savedCard(t, 'MASTERCARD', '5588') }),
    ).toBeDisabled()
    await expect(page.getByText(t.booking.methods.madaBlocked)).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: payButton(t) }).click()
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
    await expect(
      page.getByText(fill(t.postBooking.details.selfPickup, { city: t.cities.riyadh })),
    ).toBeVisible()
  })
}

for (const { language, prefix, t, places } of LANGUAGES) {
  test(`a declined card says so, then another card pays, in ${language}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await sandbox.loggedInAs('customer@rental.test')
    await page.goto(dubaiTrip('dxb-004', prefix))
    await waitForTotal(page, t)
    await page.getByRole('button', { name: t.booking.trip.continue }).click()
    await payWithNewCard(page, t, '4000 0000 0000 0002')
    await expect(
      page.getByRole('alert').filter({ hasText: t.booking.failure.CARD_DECLINED }),
    ).toBeVisible({ timeout: 15_000 })
    await expect(page.getByLabel(t.cards.form.number)).toHaveValue('')
    await expectAccessible(page)
    await payWithNewCard(page, t, '4242 4242 4242 4242')
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
  })

  test(`a reload resumes the trip and the payment step with everything kept, in ${language}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    const savedVisa = page.getByRole('radio', { name: savedCard(t, 'VISA', '4242') })
    const continueButton = page.getByRole('button', { name: t.booking.trip.continue })
    await sandbox.loggedInAs('customer@rental.test')
    await page.goto(dubaiTrip('dxb-004', prefix))
    await waitForTotal(page, t)
    // Outside the delivery area first: the message, the offline map, and no price.
    await page.getByRole('radio', { name: t.booking.delivery.door }).check()
    await pickAddress(page, t, t.booking.address.add, 'Hatta', places.hatta)
    await expect(
      page.getByRole('alert').filter({ hasText: t.booking.address.outside }),
    ).toBeVisible()
    await expect(page.getByRole('img', { name: t.booking.zoneMap.outside })).toBeVisible()
    await expect(continueButton).toBeDisabled()
    await expectAccessible(page)
    await pickAddress(page, t, t.booking.address.change, 'Downtown', places.downtown)
    await expect(summary(page, t).getByText(t.booking.price.delivery)).toBeVisible({
      timeout: 15_000,
    })
    const total = await totalBlock(page, t).textContent()

    await page.reload()
    await expect(page.getByRole('radio', { name: t.booking.delivery.door })).toBeChecked()
    await expect(page.getByText('Tower 2')).toBeVisible()
    await waitForTotal(page, t)
    await expect(totalBlock(page, t)).toHaveText(total ?? '')

    await continueButton.click()
    await expect(savedVisa).toBeChecked()
    await page.reload()
    await expect(page.getByRole('group', { name: t.booking.methods.legend })).toBeVisible({
      timeout: 15_000,
    })
    await expect(savedVisa).toBeChecked()
    await expect(summary(page, t).getByText(places.downtown)).toBeVisible()
    await expect(totalBlock(page, t)).toHaveText(total ?? '')
  })

  test(`a double click on Pay makes exactly one booking, in ${language}`, async ({
    page,
    sandbox,
  }) => {
    await sandbox.loggedInAs('customer@rental.test')
    const rentals = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/payment/customers/user-customer/bookings', {
          credentials: 'include',
        })
        return ((await response.json()) as { bookings: unknown[] }).bookings.length
      })
    const creates: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/bookings\/daily$/.test(new URL(request.url()).pathname))
        creates.push(request)
    })
    await page.goto(dubaiTrip('dxb-004', prefix))
    await waitForTotal(page, t)
    const before = await rentals()
    await page.getByRole('button', { name: t.booking.trip.continue }).click()
    await expect(page.getByRole('radio', { name: savedCard(t, 'VISA', '4242') })).toBeChecked()
    await page.getByRole('button', { name: payButton(t) }).dblclick()
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
    expect(creates).toHaveLength(1)
    expect(await rentals()).toBe(before + 1)
  })
}

test('a visitor logs in at checkout and comes back to pay', async ({ page }) => {
  await page.goto(dubaiTrip())
  await waitForTotal(page, en)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/\/rental\/login\?redirect=/)
  await page.getByLabel('Email').fill('customer@rental.test')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/rental\/summary\?/)
  await expect(page.getByRole('group', { name: 'Pay with' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
})

test('a ride-app user pays from the wallet, approved in the ride app', async ({
  page,
  sandbox,
}) => {
  await sandbox.loggedInAs('rideapp@rental.test')
  await page.goto(dubaiTrip('dxb-006'))
  await waitForTotal(page, en)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('radio', { name: /Ride-app wallet/ }).check()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ride-app wallet payment' }),
  ).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
})

/** Whether anything sticks out sideways (which a phone would scroll). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
}

test('@phone a daily self-pickup booking in Budapest and one in Sharjah in Arabic, on a phone', async ({
  page,
  sandbox,
  expectAccessible,
}) => {
  await sandbox.loggedInAs('customer@rental.test')
  const budapest = openTrip('BUD', { days: 2 })
  await page.goto(
    `/rental/summary?city=budapest&listingsId=bud-007&from=${budapest.from}&to=${budapest.to}&product=DAILY`,
  )
  await waitForTotal(page, en)
  await expect(totalBlock(page, en)).toContainText('HUF')
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })

  const sharjah = openTrip('SHJ', { days: 2 })
  await page.goto(
    `/rental/ar-SHJ/summary?city=sharjah&listingsId=shj-007&from=${sharjah.from}&to=${sharjah.to}&product=DAILY`,
  )
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await waitForTotal(page, ar)
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page.getByRole('radio', { name: /فيزا •••• 4242/ })).toBeChecked()
  await page.getByRole('button', { name: /^ادفع / }).click()
  await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
  await expectPickupDayBooked(
    page,
    '/rental/ar-SHJ/sharjah/cars/shj-007',
    'Asia/Dubai',
    sharjah.from,
    ar,
  )
})

/**
 * Presses Tab until `target` has focus, proving it is reachable by keyboard in the page's
 * order; fails if it never comes.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 120) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

for (const { language, prefix, t } of LANGUAGES) {
  test(`keyboard only, in ${language}: from the cars list to the booking page`, async ({
    page,
    sandbox,
  }) => {
    await sandbox.loggedInAs('customer@rental.test')
    await page.goto(`/rental${prefix}/dubai/cars`)
    const firstCar = page.getByRole('main').getByRole('article').first().getByRole('link').first()
    await expect(firstCar).toBeVisible()
    await tabTo(page, firstCar)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dubai\/cars\/dxb-\d{3}/)

    const bookLink = page.getByRole('link', { name: t.carDetails.book })
    await expect(bookLink).toBeVisible()
    await tabTo(page, bookLink)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/summary\?/)

    const continueButton = page.getByRole('button', { name: t.booking.trip.continue })
    await expect(continueButton).toBeEnabled({ timeout: 15_000 })
    await tabTo(page, continueButton)
    await page.keyboard.press('Enter')

    const pay = page.getByRole('button', { name: payButton(t) })
    await expect(pay).toBeEnabled({ timeout: 15_000 })
    await tabTo(page, pay)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
  })
}

test('the car taken between the quote and Pay: back to the trip with the reason', async ({
  page,
  sandbox,
}) => {
  await sandbox.loggedInAs('customer@rental.test')
  await page.goto(dubaiTrip('dxb-009'))
  await waitForTotal(page, en)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
  await page.evaluate(() => window.rentalSandbox?.setFlags({ carsSoldOut: true }))
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'This car was just booked for these dates' }),
  ).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible()
  await expect(page).toHaveURL(/\/rental\/summary\?/)
})

test('no connection on Pay keeps everything; Pay again makes one booking', async ({
  page,
  sandbox,
}) => {
  await sandbox.loggedInAs('customer@rental.test')
  const creates: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/bookings\/daily$/.test(new URL(request.url()).pathname))
      creates.push(request)
  })
  await page.goto(dubaiTrip('dxb-010'))
  await waitForTotal(page, en)
  const total = await totalBlock(page, en).textContent()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
  await sandbox.injectFault({ family: 'payment', fault: { kind: 'network' } })
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: "We couldn't reach our servers" }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
  await expect(totalBlock(page, en)).toHaveText(total ?? '')

  await page.evaluate(() => window.rentalSandbox?.clearFaults())
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
  // Every attempt carried the same idempotency key, so the platform made one booking.
  const keys = new Set(creates.map((request) => request.headers()['idempotency-key']))
  expect(keys.size).toBe(1)
  await expectPickupDayBooked(
    page,
    '/rental/dubai/cars/dxb-010',
    'Asia/Dubai',
    openTrip('DXB', { days: 3 }).from,
    en,
  )
})
