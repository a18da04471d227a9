import { screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { login } from '../api/auth'
import { calculatePrice } from '../api/payment'
import { zonedMoment } from '../domain/time-slots'
import { formatMoney } from '../i18n/format'
import { renderRoute } from '../test/render'

// The booking summary against the fake platform: the price is the platform's, door-to-door asks
// for an address, coupons change (or keep) the total, and a saved card ends on the booking.

const PASSWORD = 'Rental!2026'
const ZONE = 'Asia/Dubai'
const WAIT = { timeout: 8000 }

afterEach(() => {
  document.cookie = 'rental_session=; Path=/; Max-Age=0'
  // The booking draft lives in the tab's sessionStorage; each test starts a fresh one.
  sessionStorage.clear()
})

/** Pick-up the day after tomorrow, return three days later, in Dubai's calendar. */
function tripDates() {
  const today = Temporal.Instant.fromEpochMilliseconds(Date.now())
    .toZonedDateTimeISO(ZONE)
    .toPlainDate()
  return { from: today.add({ days: 2 }).toString(), to: today.add({ days: 5 }).toString() }
}

/** What the platform charges for the trip at the default times (14:00 to 18:00). */
async function platformTotal(dates: { from: string; to: string }, couponCode: string | null) {
  const quote = await calculatePrice('DAILY', {
    listingId: 'dxb-004',
    cityCode: 'DXB',
    from: zonedMoment(dates.from, '14:00', ZONE),
    to: zonedMoment(dates.to, '18:00', ZONE),
    deliveryType: 'SELF_PICKUP',
    handoverAddress: null,
    handbackAddress: null,
    couponCode,
  })
  return formatMoney(quote.total, quote.currency, 'en')
}

async function openSummary() {
  await login({ email: 'customer@rental.test', password: PASSWORD })
  const dates = tripDates()
  const rendered = await renderRoute(
    `/rental/summary?city=dubai&listingsId=dxb-004&from=${dates.from}&to=${dates.to}&product=DAILY`,
  )
  const summary = await screen.findByRole('complementary', { name: 'Price summary' }, WAIT)
  return { ...rendered, dates, summary }
}

const totalIn = (summary: HTMLElement) =>
  within(summary).getByText('Total to pay now').nextElementSibling?.textContent

describe('booking summary', { timeout: 20_000 }, () => {
  it('shows the platform’s total, then asks for an address for door-to-door', async () => {
    const { user, dates, summary } = await openSummary()
    const expected = await platformTotal(dates, null)
    await waitFor(() => expect(totalIn(summary)).toBe(expected), WAIT)
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled()

    await user.click(screen.getByRole('radio', { name: /Door-to-door delivery/ }))
    expect(
      await within(summary).findByText('Add your delivery address to see the price.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Add address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address' })
    const search = within(dialog).getByRole('combobox', { name: 'Search for an address or place' })
    await user.type(search, 'Marina')
    await user.click(await within(dialog).findByRole('option', { name: /Dubai Marina/ }, WAIT))
    await user.type(await within(dialog).findByLabelText(/Building or villa/), 'Marina Tower 2')
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(summary).getByText('Dubai Marina, Marina Walk, Dubai')).toBeVisible()
    expect(await within(summary).findByText('Delivery and collection', {}, WAIT)).toBeVisible()
  })

  it('lowers the total for WELCOME10 and keeps it for an unknown code', async () => {
    const { user, dates, summary } = await openSummary()
    const plain = await platformTotal(dates, null)
    const discounted = await platformTotal(dates, 'WELCOME10')
    expect(discounted).not.toBe(plain)
    await waitFor(() => expect(totalIn(summary)).toBe(plain), WAIT)

    const code = screen.getByLabelText('Coupon code')
    await user.type(code, 'WELCOME10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText(/Code WELCOME10 applied/, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(totalIn(summary)).toBe(discounted), WAIT)

    await user.clear(code)
    await user.type(code, 'NOPE')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText(/The code NOPE is not recognised/, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(totalIn(summary)).toBe(plain), WAIT)
  })

  it('pays with the saved card and ends on the booking page', async () => {
    const { user, router, summary } = await openSummary()
    await within(summary).findByText('Total to pay now', {}, WAIT)
    const before = db.bookings.count()
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    const card = await screen.findByRole('radio', { name: /Visa •••• 4242/ }, WAIT)
    expect(card).toBeChecked()
    await user.click(screen.getByRole('button', { name: /^Pay / }))
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/post-booking\/bkg-/),
      WAIT,
    )
    expect(db.bookings.count()).toBe(before + 1)
  })
})
