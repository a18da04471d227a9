import type { Locator, Page } from '@playwright/test'
import { Temporal } from 'temporal-polyfill'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { expect, test } from './sandbox'
import { seededCity } from './trip-dates'
import { pinnedTestInstant } from '../mocks/lib/test-clock'
import { MONEY } from './strings'

// Managing a rental in real Chromium, in English (desktop) and Arabic (phone): extending the
// active rental by two days with a new card through 3-D Secure, shortening the upcoming one for
// a refund, the last-hour rule with its flag off and on, the end-of-rental nudge's one-tap
// extend, paying the unpaid booking, and a cancelled and a completed booking's money. Each
// language asserts its own strings, from its locale file.

type Strings = typeof en

const DUBAI = 'Asia/Dubai'
/** The seed's Dubai holidays (UAE National Day…): the city is closed, so no return then. */
const HOLIDAYS = new Set(seededCity('DXB').holidays)

/** The seed's bookings start at 14:00 Dubai time, this many days from today (mocks/seed). */
function seededAt(days: number): Temporal.ZonedDateTime {
  return pinnedTestInstant().toZonedDateTimeISO(DUBAI).startOfDay().add({ days }).with({ hour: 14 })
}

/** An open day `days` after `from` (skipping the UAE holidays), as the date input takes it. */
function openDay(from: Temporal.ZonedDateTime, days: number): string {
  let day = from.toPlainDate().add({ days })
  while (HOLIDAYS.has(day.toString())) day = day.add({ days: 1 })
  return day.toString()
}

function returnFact(page: Page, t: Strings): Locator {
  return page
    .locator('dl > div')
    .filter({ has: page.getByText(t.postBooking.details.return, { exact: true }) })
    .locator('dd')
}

async function logIn(sandbox: { loggedInAs(email: string): Promise<void> }) {
  await sandbox.loggedInAs('customer@rental.test')
}

/** Picks a new return day (keeping 14:00) and asks the price. */
async function priceNewEnd(page: Page, t: Strings, day: string) {
  await page.getByRole('button', { name: t.rentals.end.open }).click()
  await page.getByLabel(t.rentals.end.date).fill(day)
  await expect(page.getByLabel(new RegExp(`^${t.rentals.end.time}`))).toBeEnabled()
  await expect(page.getByLabel(new RegExp(`^${t.rentals.end.time}`))).toHaveValue('14:00')
  await page.getByRole('button', { name: t.rentals.end.review }).click()
}

/** The amount beside a label in a list of money lines ("+294.21 AED" → 294.21). */
async function amountOf(scope: Locator, label: string): Promise<number> {
  const value = scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]')
  return Number((await value.innerText()).replace(/[^\d.]/g, ''))
}

const payButton = (scope: Page | Locator, t: Strings) =>
  scope.getByRole('button', { name: new RegExp(`^${t.booking.pay.label} ${MONEY()}`) })

for (const { name, prefix, t, tag } of [
  { name: 'English', prefix: '', t: en, tag: '' },
  { name: 'Arabic', prefix: '/ar-DXB', t: ar, tag: '@phone ' },
] as const) {
  test(`${tag}extends the active rental by two days with a new card through 3-D Secure, then shortens the upcoming one, in ${name}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    test.slow()
    await logIn(sandbox)
    await page.goto(`/rental${prefix}/post-booking/bkg-customer-active`)
    const before = await returnFact(page, t).innerText()
    await priceNewEnd(page, t, openDay(seededAt(3), 2))
    const change = page.getByRole('region', { name: t.rentals.end.title })
    await expect(change.getByText(t.payments.chargeType.EXTENSION)).toBeVisible()
    await expect(change.getByText(t.rentals.end.toPay)).toBeVisible()
    await expectAccessible(page)
    await change.getByRole('button', { name: new RegExp(`^${t.rentals.end.confirmPay}`) }).click()

    // Another card than the booking's: a new one that needs 3-D Secure.
    await change.getByRole('radio', { name: new RegExp(t.booking.methods.newCard) }).check()
    await change.getByLabel(t.cards.form.name).fill('Layla Haddad')
    await change.getByLabel(t.cards.form.number).fill('4000 0000 0000 3220')
    await change.getByLabel(t.cards.form.expiry).fill('12/30')
    await change.getByLabel(t.cards.form.cvc).fill('123')
    await payButton(change, t).click()
    await expect(page).toHaveURL(/\/sandbox\/challenge\?/, { timeout: 15_000 })
    await page.getByRole('button', { name: t.sandbox.challenge.approve }).click()

    // Back on the booking: the card is verified, the extension paid, the new end shown.
    await expect(page).toHaveURL(/\/post-booking\/bkg-customer-active/, { timeout: 15_000 })
    await expect(page.getByText(t.rentals.pay.done)).toBeVisible({ timeout: 15_000 })
    await expect(returnFact(page, t)).not.toHaveText(before)
    const charges = page.getByRole('region', { name: t.bookingMoney.chargesTitle })
    await expect(
      charges.getByText(t.payments.chargeType.EXTENSION, { exact: true }).first(),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: t.rentals.pay.extensionTitle })).toBeHidden()

    // Shorter: refunded at once.
    await page.goto(`/rental${prefix}/post-booking/bkg-customer-upcoming`)
    await priceNewEnd(page, t, openDay(seededAt(5), 1))
    const shorter = page.getByRole('region', { name: t.rentals.end.title })
    await expect(shorter.getByText(t.rentals.end.toRefund)).toBeVisible()
    await shorter.getByRole('button', { name: t.rentals.end.confirm }).click()
    await expect(page.getByText(t.rentals.end.changedTitle)).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: t.bookingMoney.chargesTitle })
        .getByText(t.bookingMoney.totalRefunded),
    ).toBeVisible()
    await expectAccessible(page)
  })

  test(`${tag}the last hour's rule with its flag off and on, then the nudge's one-tap extend, in ${name}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    test.slow()
    await logIn(sandbox)
    const rental = `/rental${prefix}/post-booking/bkg-customer-active`
    await page.goto(rental)
    // The seed is made on the sandbox's clock, so the clock moves once the seed is there.
    const end = seededAt(3)
    // The page's clock started at the pinned instant moments ago (fixtures.ts).
    const now = pinnedTestInstant().epochMilliseconds
    await sandbox.moveClock(end.subtract({ minutes: 30 }).epochMilliseconds - now)
    await page.reload()
    await page.getByRole('button', { name: t.rentals.end.open }).click()
    await expect(page.getByText(t.rentals.end.blockedTitle)).toBeVisible()

    await page.evaluate(() =>
      window.rentalSandbox?.setFeature('change-handback-in-last-hour', true, {
        email: 'customer@rental.test',
      }),
    )
    await page.reload()
    await page.getByRole('button', { name: t.rentals.end.open }).click()
    await expect(page.getByLabel(t.rentals.end.date)).toBeVisible()
    await expect(page.getByText(t.rentals.end.blockedTitle)).toBeHidden()

    // Three hours before the end: My rentals says when and where, and extends in one tap.
    await sandbox.moveClock(-150 * 60_000)
    await page.goto(`/rental${prefix}/myrentals`)
    const nudge = page.getByRole('region', {
      name: t.rentals.nudge.today.replace('{{time}}', '14:00'),
    })
    await expect(nudge).toBeVisible()
    await expect(
      nudge.getByText(t.rentals.nudge.returnBranch.split('{{city}}')[0] ?? ''),
    ).toBeVisible()
    await expectAccessible(page)
    await nudge.getByRole('button', { name: t.rentals.nudge.extendDay }).click()
    await expect(nudge.getByText(t.rentals.end.toPay)).toBeVisible()
    await nudge.getByRole('button', { name: new RegExp(`^${t.rentals.end.confirmPay}`) }).click()
    await payButton(nudge, t).click()
    await expect(page.getByText(t.rentals.end.changedTitle)).toBeVisible()
    // A day later, the rental no longer ends today.
    await page.reload()
    await expect(
      page.getByRole('region', { name: t.rentals.nudge.today.replace('{{time}}', '14:00') }),
    ).toBeHidden()
  })

  test(`${tag}pays the unpaid booking, and shows a cancelled and a completed booking's money, in ${name}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await logIn(sandbox)
    await page.goto(`/rental${prefix}/myrentals`)
    await page.getByRole('link', { name: `${t.rentals.card.completePayment} RNT-WING` }).click()
    const due = page.getByRole('region', { name: t.rentals.pay.title })
    await expect(due).toBeVisible()
    await expect(page.getByText(t.bookingMoney.deposit.notYetHeld)).toBeVisible()
    await expectAccessible(page)
    // My rentals' link opens the payment itself: no second "Complete payment" on the way.
    await payButton(due, t).click()
    await expect(page.getByText(t.rentals.pay.done)).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 1, name: t.postBooking.heading.APPROVED }),
    ).toBeVisible()
    await expect(due).toBeHidden()

    await page.goto(`/rental${prefix}/post-booking/bkg-customer-cancelled`)
    const cancellation = page.getByRole('region', { name: t.bookingMoney.cancelled.title })
    await expect(cancellation.getByText(t.bookingMoney.cancelled.expectedBy)).toBeVisible()
    // One story whose lines add up: paid + fee − refunded is the cost, as the charges say too.
    const cost = await amountOf(cancellation, t.bookingMoney.cancelled.cost)
    const paid = await amountOf(cancellation, t.bookingMoney.cancelled.paid)
    const fee = await amountOf(cancellation, t.bookingMoney.cancelled.fee)
    const refunded = await amountOf(cancellation, t.bookingMoney.cancelled.refund)
    expect(paid + fee - refunded).toBeCloseTo(cost, 2)
    const charges = page.getByRole('region', { name: t.bookingMoney.chargesTitle })
    expect(await amountOf(charges, t.bookingMoney.totalNet)).toBeCloseTo(cost, 2)
    expect(
      (await amountOf(charges, t.bookingMoney.totalPaid)) -
        (await amountOf(charges, t.bookingMoney.totalRefunded)),
    ).toBeCloseTo(cost, 2)
    await expect(page.getByText(t.postBooking.payment.total, { exact: true })).toHaveCount(0)
    await expectAccessible(page)
    // The payment center tells the same story: its refunds read as money back, and what was
    // taken less what came back is what the cancellation cost.
    const reference = await page.locator('bdi').filter({ hasText: /^RNT-/ }).first().innerText()
    await page.goto(`/rental${prefix}/payment-center`)
    const lines = page
      .getByRole('list', { name: t.payments.history.title })
      .getByRole('listitem')
      .filter({ hasText: reference })
    await expect(lines.filter({ hasText: t.payments.history.state.REFUNDED }).first()).toBeVisible()
    let net = 0
    for (const line of await lines.all()) {
      const text = await line.innerText()
      const amount = /([+\u2212]?)([\d,]+\.\d{2})\s[A-Z]{3}/.exec(text)
      if (!amount) throw new Error(`No amount in "${text}"`)
      const [, sign, digits = ''] = amount
      const value = Number(digits.replace(/,/g, ''))
      if (text.includes(t.payments.history.state.REFUNDED)) {
        expect(sign).toBe('+')
        net -= value
      } else if (text.includes(t.payments.history.state.PAID)) {
        expect(sign).toBe('')
        net += value
      }
    }
    expect(net).toBeCloseTo(cost, 2)

    await page.goto(`/rental${prefix}/post-booking/bkg-customer-completed`)
    const deposit = page.getByRole('region', {
      name: new RegExp(`^${t.bookingMoney.deposit.title}`),
    })
    await expect(deposit.getByText(t.bookingMoney.deposit.deducted)).toBeVisible()
    await expect(
      deposit.getByRole('button', {
        name: `${t.payments.receipt} ${t.payments.chargeType.TRAFFIC_FINE}`,
      }),
    ).toBeVisible()
    await expectAccessible(page)
  })
}
