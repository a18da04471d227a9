import type { Locator, Page, Request } from '@playwright/test'
import { Temporal } from 'temporal-polyfill'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { expect, test } from './sandbox'

// The booking flow end to end on the sandbox: trip, price, address, payment by saved card, new
// card, 3-D Secure and decline; a reload at each step; one booking however often Pay is pressed;
// the login round trip; and axe on both steps in English and Arabic.

const PASSWORD = 'Rental!2026'

/** Pick-up the day after tomorrow in the city; return `days` days or `months` months later. */
function tripDates(timeZone: string, length: { days?: number; months?: number }) {
  const today = Temporal.Instant.fromEpochMilliseconds(Date.now())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
  const from = today.add({ days: 2 })
  return { from: from.toString(), to: from.add(length).toString() }
}

function dubaiTrip(listingsId = 'dxb-004', prefix = '') {
  const { from, to } = tripDates('Asia/Dubai', { days: 3 })
  return `/rental${prefix}/summary?city=dubai&listingsId=${listingsId}&from=${from}&to=${to}&product=DAILY`
}

/**
 * The booking journeys run in both languages. Each test has its own browser context, so its own
 * sandbox database: tests booking the same car on the same dates never collide.
 */
const LANGUAGES = [
  { language: 'English', prefix: '' },
  { language: 'Arabic', prefix: '/ar-DXB' },
] as const

// The English and Arabic names of what the booking tests touch (public/locales/*/common.json).
const TOTAL = /^(?:Total to pay now|الإجمالي المستحق الآن)$/
const CONTINUE = /Continue to payment|المتابعة إلى الدفع/
const PAY_WITH = /Pay with|الدفع باستخدام/
const PAY = /^(?:Pay|ادفع) /
const DOOR_TO_DOOR = /Door-to-door delivery|التوصيل إلى الباب/
const ADD_ADDRESS = /Add address|إضافة عنوان/

async function logInAs(
  page: Page,
  sandbox: { loginAs(email: string): Promise<void> },
  email: string,
) {
  await page.goto('/rental/dubai/cars')
  await sandbox.loginAs(email)
}

const summary = (page: Page) =>
  page.getByRole('complementary', { name: /Price summary|ملخص السعر/ })

/** The total's block: its label, the amount and the note under it. */
const totalBlock = (page: Page) => summary(page).getByText(TOTAL).locator('xpath=..')

async function waitForTotal(page: Page, label: string | RegExp = TOTAL) {
  await expect(summary(page).getByText(label, { exact: true })).toBeVisible({ timeout: 15_000 })
}

/** Searches the geocoder, takes the place and adds a building; the dialog closes. */
async function pickAddress(page: Page, button: RegExp, search: string, place: RegExp) {
  await page.getByRole('button', { name: button }).click()
  const dialog = page.getByRole('dialog', { name: /Delivery address|عنوان التوصيل/ })
  await dialog
    .getByRole('combobox', { name: /Search for an address or place|ابحث عن عنوان أو مكان/ })
    .fill(search)
  await dialog.getByRole('option', { name: place }).click()
  await dialog.getByLabel(/Building or villa|المبنى أو الفيلا/).fill('Tower 2')
  await dialog.getByRole('button', { name: /Use this address|استخدام هذا العنوان/ }).click()
  await expect(dialog).toBeHidden()
}

async function chooseDoorToDoorAt(page: Page, search: string, place: RegExp) {
  await page.getByRole('radio', { name: DOOR_TO_DOOR }).check()
  await pickAddress(page, ADD_ADDRESS, search, place)
  await expect(summary(page).getByText(/Delivery and collection|التوصيل والاسترجاع/)).toBeVisible({
    timeout: 15_000,
  })
}

async function payWithNewCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /Add a new card|إضافة بطاقة جديدة/ }).check()
  await page.getByLabel(/Name on card|الاسم على البطاقة/).fill('Layla Haddad')
  await page.getByLabel(/Card number|رقم البطاقة/).fill(number)
  await page.getByLabel(/Expiry date|تاريخ الانتهاء/).fill('12/30')
  await page.getByLabel(/Security code|رمز الأمان/).fill('123')
  await page.getByRole('button', { name: PAY }).click()
}

const bookedPage = /\/rental\/(?:[a-z]{2}-[A-Z]{3}\/)?post-booking\/bkg-/

/**
 * Opens a car's calendar and expects the pick-up day of a trip just booked (`tripDates`: the day
 * after tomorrow) shown booked and not choosable, in the page's language.
 */
async function expectPickupDayBooked(
  page: Page,
  carPath: string,
  timeZone: string,
  locale: typeof en,
) {
  await page.goto(carPath)
  await page
    .getByRole('button', { name: `${locale.filters.dates.label} ${locale.filters.dates.add}` })
    .click()
  const dialog = page.getByRole('dialog', { name: locale.calendar.title })
  const tomorrow = Temporal.Now.plainDateISO(timeZone).add({ days: 1 })
  const booked = tomorrow.add({ days: 1 })
  if (booked.month !== tomorrow.month) {
    await dialog.getByRole('button', { name: locale.calendar.nextMonth }).click()
  }
  // The day's spoken name: its full date (Latin digits in both languages), then "booked".
  const name = new RegExp(`(^|\\D)${booked.day}\\D.*${locale.calendar.booked}$`)
  await expect(dialog.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
}

for (const { language, prefix } of LANGUAGES) {
  test(`a daily door-to-door booking in Dubai, paid with a 3-D Secure card, in ${language}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    // Three accessibility scans and a full-page challenge: the longest journey of the suite.
    test.slow()
    await logInAs(page, sandbox, 'customer@rental.test')
    await page.goto(dubaiTrip('dxb-004', prefix))
    await waitForTotal(page)
    await expectAccessible(page)
    await page.getByRole('radio', { name: DOOR_TO_DOOR }).check()
    await page.getByRole('button', { name: ADD_ADDRESS }).click()
    await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await chooseDoorToDoorAt(page, 'Marina', /Dubai Marina|دبي مارينا/)
    await page.getByRole('button', { name: CONTINUE }).click()
    await expect(page.getByRole('group', { name: PAY_WITH })).toBeVisible()
    await expectAccessible(page)

    await payWithNewCard(page, '4000 0000 0000 3220')
    await expect(
      page.getByRole('heading', { level: 1, name: /3-D Secure check|التحقق الآمن ثلاثي الأبعاد/ }),
    ).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: /Approve|موافقة/ }).click()
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })

    // customer@'s documents are approved, so the paid booking is confirmed at once.
    await expect(
      page.getByRole('heading', { level: 1, name: /You're booked|تم تأكيد حجزك/ }),
    ).toBeVisible()
    await expect(page.getByText(/Booking reference|رقم الحجز/)).toBeVisible()
    await expect(page.getByText(/Delivery to|التوصيل إلى/)).toBeVisible()
    await expect(page.getByText(/Dubai Marina|دبي مارينا/).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /View my rentals|عرض إيجاراتي/ })).toHaveAttribute(
      'href',
      `/rental${prefix}/myrentals`,
    )
  })
}

for (const { language, prefix, dir } of [
  { language: 'English', prefix: '/en-RUH', dir: 'ltr' },
  { language: 'Arabic', prefix: '/ar-RUH', dir: 'rtl' },
]) {
  test(`a monthly self-pickup subscription in Riyadh, in ${language}, with a mada card`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await logInAs(page, sandbox, 'riyadh@rental.test')
    const { from, to } = tripDates('Asia/Riyadh', { months: 1 })
    await page.goto(
      `/rental${prefix}/summary?city=riyadh&listingsId=ruh-001&from=${from}&to=${to}&product=MONTHLY`,
    )
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    await waitForTotal(page)
    await expect(summary(page).getByText(/Each month|كل شهر/)).toBeVisible()
    await expect(page.getByRole('radio', { name: /Self pickup|الاستلام من الفرع/ })).toBeChecked()
    await expectAccessible(page)
    await page.getByRole('button', { name: CONTINUE }).click()

    const preferred = page.getByRole('radio', { name: /(?:Visa|فيزا) •••• 4001/ })
    await expect(preferred).toBeChecked()
    await expect(
      page.getByRole('radio', { name: /(?:Mastercard|ماستركارد) •••• 5588/ }),
    ).toBeDisabled()
    await expect(
      page.getByText(
        /This mada card can't be used for online payments\.|لا يمكن استخدام بطاقة مدى هذه للدفع عبر الإنترنت\./,
      ),
    ).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: PAY }).click()
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
    await expect(page.getByText(/Self pick-up in Riyadh|استلام ذاتي في الرياض/)).toBeVisible()
  })
}

for (const { language, prefix } of LANGUAGES) {
  test(`a declined card says so, then another card pays, in ${language}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await logInAs(page, sandbox, 'customer@rental.test')
    await page.goto(dubaiTrip('dxb-004', prefix))
    await waitForTotal(page)
    await page.getByRole('button', { name: CONTINUE }).click()
    await payWithNewCard(page, '4000 0000 0000 0002')
    await expect(
      page.getByRole('alert').filter({ hasText: /Your card was declined|رُفضت بطاقتك/ }),
    ).toBeVisible({ timeout: 15_000 })
    await expect(page.getByLabel(/Card number|رقم البطاقة/)).toHaveValue('')
    await expectAccessible(page)
    await payWithNewCard(page, '4242 4242 4242 4242')
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
  })

  test(`a reload resumes the trip and the payment step with everything kept, in ${language}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    const savedVisa = page.getByRole('radio', { name: /(?:Visa|فيزا) •••• 4242/ })
    await logInAs(page, sandbox, 'customer@rental.test')
    await page.goto(dubaiTrip('dxb-004', prefix))
    await waitForTotal(page)
    // Outside the delivery area first: the message, the offline map, and no price.
    await page.getByRole('radio', { name: DOOR_TO_DOOR }).check()
    await pickAddress(page, ADD_ADDRESS, 'Hatta', /Hatta|حتا/)
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /We don't deliver there yet|لا نوصل إلى هذا الموقع حاليًا/ }),
    ).toBeVisible()
    await expect(
      page.getByRole('img', {
        name: /Delivery area map: the address is outside the area\.|خريطة منطقة التوصيل: العنوان خارج المنطقة\./,
      }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: CONTINUE })).toBeDisabled()
    await expectAccessible(page)
    await pickAddress(page, /^(?:Change|تغيير)$/, 'Downtown', /Downtown Dubai|وسط مدينة دبي/)
    await expect(summary(page).getByText(/Delivery and collection|التوصيل والاسترجاع/)).toBeVisible(
      {
        timeout: 15_000,
      },
    )
    const total = await totalBlock(page).textContent()

    await page.reload()
    await expect(page.getByRole('radio', { name: DOOR_TO_DOOR })).toBeChecked()
    await expect(page.getByText('Tower 2')).toBeVisible()
    await waitForTotal(page)
    await expect(totalBlock(page)).toHaveText(total ?? '')

    await page.getByRole('button', { name: CONTINUE }).click()
    await expect(savedVisa).toBeChecked()
    await page.reload()
    await expect(page.getByRole('group', { name: PAY_WITH })).toBeVisible({ timeout: 15_000 })
    await expect(savedVisa).toBeChecked()
    await expect(summary(page).getByText(/Downtown Dubai|وسط مدينة دبي/)).toBeVisible()
    await expect(totalBlock(page)).toHaveText(total ?? '')
  })

  test(`a double click on Pay makes exactly one booking, in ${language}`, async ({
    page,
    sandbox,
  }) => {
    await logInAs(page, sandbox, 'customer@rental.test')
    const rentals = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/payment/customers/user-customer/bookings', {
          credentials: 'include',
        })
        return ((await response.json()) as { bookings: unknown[] }).bookings.length
      })
    const before = await rentals()
    const creates: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/bookings\/daily$/.test(new URL(request.url()).pathname))
        creates.push(request)
    })
    await page.goto(dubaiTrip('dxb-004', prefix))
    await waitForTotal(page)
    await page.getByRole('button', { name: CONTINUE }).click()
    await expect(page.getByRole('radio', { name: /(?:Visa|فيزا) •••• 4242/ })).toBeChecked()
    await page.getByRole('button', { name: PAY }).dblclick()
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
    expect(creates).toHaveLength(1)
    expect(await rentals()).toBe(before + 1)
  })
}

test('a visitor logs in at checkout and comes back to pay', async ({ page }) => {
  await page.goto(dubaiTrip())
  await waitForTotal(page)
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
  await logInAs(page, sandbox, 'rideapp@rental.test')
  await page.goto(dubaiTrip('dxb-006'))
  await waitForTotal(page)
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
  await logInAs(page, sandbox, 'customer@rental.test')
  const budapest = tripDates('Europe/Budapest', { days: 2 })
  await page.goto(
    `/rental/summary?city=budapest&listingsId=bud-007&from=${budapest.from}&to=${budapest.to}&product=DAILY`,
  )
  await waitForTotal(page)
  await expect(totalBlock(page)).toContainText('HUF')
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })

  const sharjah = tripDates('Asia/Dubai', { days: 2 })
  await page.goto(
    `/rental/ar-SHJ/summary?city=sharjah&listingsId=shj-007&from=${sharjah.from}&to=${sharjah.to}&product=DAILY`,
  )
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await waitForTotal(page, 'الإجمالي المستحق الآن')
  await expectNoSidewaysScroll(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page.getByRole('radio', { name: /فيزا •••• 4242/ })).toBeChecked()
  await page.getByRole('button', { name: /^ادفع / }).click()
  await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
  await expectPickupDayBooked(page, '/rental/ar-SHJ/sharjah/cars/shj-007', 'Asia/Dubai', ar)
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

for (const { language, prefix, book, next, pay } of [
  {
    language: 'English',
    prefix: '',
    book: 'Book this car',
    next: 'Continue to payment',
    pay: /^Pay /,
  },
  {
    language: 'Arabic',
    prefix: '/ar-DXB',
    book: 'احجز هذه السيارة',
    next: 'المتابعة إلى الدفع',
    pay: /^ادفع /,
  },
]) {
  test(`keyboard only, in ${language}: from the cars list to the booking page`, async ({
    page,
    sandbox,
  }) => {
    await logInAs(page, sandbox, 'customer@rental.test')
    await page.goto(`/rental${prefix}/dubai/cars`)
    const firstCar = page.getByRole('main').getByRole('article').first().getByRole('link').first()
    await expect(firstCar).toBeVisible()
    await tabTo(page, firstCar)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dubai\/cars\/dxb-\d{3}/)

    const bookLink = page.getByRole('link', { name: book })
    await expect(bookLink).toBeVisible()
    await tabTo(page, bookLink)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/summary\?/)

    const continueButton = page.getByRole('button', { name: next })
    await expect(continueButton).toBeEnabled({ timeout: 15_000 })
    await tabTo(page, continueButton)
    await page.keyboard.press('Enter')

    const payButton = page.getByRole('button', { name: pay })
    await expect(payButton).toBeEnabled({ timeout: 15_000 })
    await tabTo(page, payButton)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
  })
}

test('the car taken between the quote and Pay: back to the trip with the reason', async ({
  page,
  sandbox,
}) => {
  await logInAs(page, sandbox, 'customer@rental.test')
  await page.goto(dubaiTrip('dxb-009'))
  await waitForTotal(page)
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
  await logInAs(page, sandbox, 'customer@rental.test')
  const creates: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/bookings\/daily$/.test(new URL(request.url()).pathname))
      creates.push(request)
  })
  await page.goto(dubaiTrip('dxb-010'))
  await waitForTotal(page)
  const total = await totalBlock(page).textContent()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
  await sandbox.injectFault({ family: 'payment', fault: { kind: 'network' } })
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: "We couldn't reach our servers" }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
  await expect(totalBlock(page)).toHaveText(total ?? '')

  await page.evaluate(() => window.rentalSandbox?.clearFaults())
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(bookedPage, { timeout: 20_000 })
  // Every attempt carried the same idempotency key, so the platform made one booking.
  const keys = new Set(creates.map((request) => request.headers()['idempotency-key']))
  expect(keys.size).toBe(1)
  await expectPickupDayBooked(page, '/rental/dubai/cars/dxb-010', 'Asia/Dubai', en)
})
