import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { openDubaiDays } from '../../mocks/lib/dubai-day'
import { login } from '../api/auth'
import type { AnalyticsEvent } from '../api/schemas/platform-meta'
import { renderRoute } from '../test/render'

// The funnel's events as real pages fire them, rendered in StrictMode as `npm start` runs them
// (effects twice): each occurrence is tracked once, and nothing in them identifies the customer.

const WAIT = { timeout: 8000 }

const tracked = (name: string) =>
  (window.dataLayer ?? []).filter((event) => event.name === name).map((event) => event.properties)

/** Every value any event carried, to check none of them is the customer's own data. */
const trackedValues = () =>
  (window.dataLayer ?? []).flatMap((event: AnalyticsEvent) =>
    Object.values(event.properties).map((value) => String(value)),
  )

afterEach(() => {
  document.cookie = 'rental_session=; Path=/; Max-Age=0'
  sessionStorage.clear()
})

describe('analytics funnel', { timeout: 20_000 }, () => {
  it('tracks the cars list once, and a filter change by its name only', async () => {
    const { user } = await renderRoute('/rental/dubai/cars')
    const count = await screen.findByText(/^\d+ cars available$/, {}, WAIT)
    const results = Number(/^(\d+)/.exec(count.textContent)?.[1])
    await waitFor(() => expect(tracked('list_viewed')).toHaveLength(1))
    expect(tracked('list_viewed')).toEqual([{ city: 'dubai', product: 'DAILY', results, page: 1 }])

    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    await waitFor(() => expect(tracked('list_viewed')).toHaveLength(2), WAIT)
    expect(tracked('filters_changed')).toEqual([
      { city: 'dubai', product: 'MONTHLY', filters: 'product' },
    ])
    expect(tracked('list_viewed')[1]).toMatchObject({ product: 'MONTHLY', page: 1 })
  })

  it('tracks a car’s page once', async () => {
    await renderRoute('/rental/dubai/cars/dxb-001?product=DAILY')
    await screen.findByRole('heading', { level: 1 }, WAIT)
    await waitFor(() => expect(tracked('car_viewed')).toHaveLength(1))
    // Nothing more arrives once the page has settled.
    await screen.findByRole('link', { name: 'Book this car' }, WAIT)
    expect(tracked('car_viewed')).toEqual([
      { listingId: 'dxb-001', city: 'dubai', product: 'DAILY' },
    ])
  })

  it('tracks a booking from start to confirmation, with no personal data', async () => {
    await login({ email: 'customer@rental.test', password: 'Rental!2026' })
    // Pick-up and return off the seed's holidays (UAE National Day), whatever today is.
    const days = openDubaiDays(2, 5)
    const from = days.from.slice(0, 10)
    const to = days.to.slice(0, 10)
    const { user, router } = await renderRoute(
      `/rental/summary?city=dubai&listingsId=dxb-004&from=${from}&to=${to}&product=DAILY`,
    )
    const summary = await screen.findByRole('complementary', { name: 'Price summary' }, WAIT)
    await within(summary).findByText('Total to pay now', {}, WAIT)
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await screen.findByRole('radio', { name: /Visa •••• 4242/ }, WAIT)
    await user.click(screen.getByRole('button', { name: /^Pay / }))
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/post-booking\/bkg-/),
      WAIT,
    )

    expect(tracked('booking_started')).toEqual([{ listingId: 'dxb-004', product: 'DAILY' }])
    expect(tracked('payment_submitted')).toEqual([{ method: 'saved_card', product: 'DAILY' }])
    expect(tracked('booking_confirmed')).toEqual([{ product: 'DAILY' }])
    expect(tracked('booking_failed')).toEqual([])

    const customer = db.users.findFirst((q) => q.where({ email: 'customer@rental.test' }))
    const card = db.paymentMethods.findFirst((q) => q.where({ ownerId: customer?.userId ?? '' }))
    const bookingId = router.state.location.pathname.split('/').at(-1) ?? ''
    const personal = [
      customer?.email,
      customer?.userId,
      customer?.firstName,
      customer?.lastName,
      customer?.phoneNumber,
      card?.paymentMethodId,
      card?.last4Digits,
      bookingId,
    ].filter((value): value is string => typeof value === 'string' && value !== '')
    expect(personal.length).toBeGreaterThanOrEqual(5)
    const values = trackedValues()
    for (const value of personal) expect(values.some((shown) => shown.includes(value))).toBe(false)
  })
})
