import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { login } from '../api/auth'
import { calculatePrice, createBooking } from '../api/payment'
import { db } from '../../mocks/db'
import { dubaiDay, openDubaiDayAfter } from '../../mocks/lib/dubai-day'
import { renderRoute } from '../test/render'

/** Dubai's daily settings, whose holidays a pick-up or return must avoid. */
const dubaiSettings = () =>
  db.citySettings.findFirst((q) => q.where({ cityCode: 'DXB', productType: 'DAILY' }))

// My rentals and the post-booking page against the fake platform. customer@ has two upcoming
// bookings (RNT-MING in 5 days, RNT-WING unpaid in 12 days), one active (RNT-TIVE), one
// completed (RNT-ETED) and one cancelled (RNT-LLED); new@ has none and no documents.

const PASSWORD = 'Rental!2026'

async function logIn(email: string): Promise<string> {
  return (await login({ email, password: PASSWORD })).userId
}

const region = (name: RegExp) => screen.getByRole('region', { name })

describe('my rentals', () => {
  it('groups the customer’s bookings into upcoming, active and past', async () => {
    await logIn('customer@rental.test')
    await renderRoute('/rental/myrentals')
    expect(await screen.findByRole('heading', { level: 1, name: 'My rentals' })).toBeVisible()

    const upcoming = region(/^Upcoming/)
    expect(within(upcoming).getAllByRole('article')).toHaveLength(2)
    expect(within(upcoming).getByText('Confirmed')).toBeInTheDocument()
    expect(within(upcoming).getByText('Awaiting payment')).toBeInTheDocument()
    expect(
      within(upcoming).getByRole('link', { name: 'Complete payment RNT-WING' }),
    ).toHaveAttribute('href', '/rental/post-booking/bkg-customer-owing?pay=now')
    expect(within(upcoming).getByRole('link', { name: 'View booking RNT-MING' })).toHaveAttribute(
      'href',
      '/rental/post-booking/bkg-customer-upcoming',
    )

    const active = region(/^Active now/)
    expect(within(active).getByRole('link', { name: 'View booking RNT-TIVE' })).toBeVisible()
    expect(within(active).getByText('In progress')).toBeInTheDocument()
    expect(within(active).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument()

    const past = region(/^Past/)
    expect(within(past).getByRole('link', { name: 'View booking RNT-ETED' })).toBeVisible()
    expect(within(past).getByText('Completed')).toBeInTheDocument()
    expect(within(past).getByText('Cancelled')).toBeInTheDocument()
    // A cancelled booking's price is what it was booked for, not what it cost in the end.
    const cancelled = within(past).getByText('Cancelled').closest('article')
    if (!cancelled) throw new Error('No card for the cancelled booking')
    expect(within(cancelled).getByText('Booked for')).toBeInTheDocument()
    expect(within(cancelled).queryByText('Total')).toBeNull()
    const completed = within(past).getByText('Completed').closest('article')
    if (!completed) throw new Error('No card for the completed booking')
    expect(within(completed).getByText('Total')).toBeInTheDocument()

    const invoices = await screen.findByRole('region', { name: 'Invoices and credit notes' })
    expect(within(invoices).getAllByRole('button', { name: /^Download PDF/ })).toHaveLength(6)
    // The cancelled booking's refund is a credit note, and the fee it kept has an invoice.
    expect(within(invoices).getByText('Credit note')).toBeInTheDocument()
    expect(within(invoices).getAllByText('INV-2026-LLED-2')).not.toHaveLength(0)
  })

  it('cancels an upcoming booking after showing the short-notice fee', async () => {
    await logIn('customer@rental.test')
    const { user } = await renderRoute('/rental/myrentals')
    await screen.findByRole('heading', { level: 1, name: 'My rentals' })

    await user.click(screen.getByRole('button', { name: 'Cancel RNT-MING' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' })
    // It starts in 5 days: inside the 7 free days, so Dubai's 150 AED fee applies.
    expect(await within(dialog).findByText(/A fee of .*150\.00 AED.* applies/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: /Cancel and pay .*150\.00\sAED/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(
      within(region(/^Upcoming/)).queryByRole('link', { name: 'View booking RNT-MING' }),
    ).not.toBeInTheDocument()
    const past = region(/^Past/)
    const cancelled = within(past)
      .getByRole('link', { name: 'View booking RNT-MING' })
      .closest('article')
    expect(cancelled && within(cancelled).getByText('Cancelled')).toBeInTheDocument()
    expect(within(past).getAllByRole('article')).toHaveLength(3)
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Past/ })).toHaveFocus())
  })

  it('keeps the booking when the customer changes their mind', async () => {
    await logIn('customer@rental.test')
    const { user } = await renderRoute('/rental/myrentals')
    const cancel = await screen.findByRole('button', { name: 'Cancel RNT-MING' })
    await user.click(cancel)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(region(/^Upcoming/)).getByText('Confirmed')).toBeInTheDocument()
    expect(cancel).toHaveFocus()
  })

  it('shows an empty state with a way to the cars to a customer without bookings', async () => {
    await logIn('new@rental.test')
    await renderRoute('/rental/myrentals')
    expect(await screen.findByRole('heading', { name: 'No rentals yet' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute(
      'href',
      '/rental/dubai/cars',
    )
    expect(
      screen.queryByRole('region', { name: 'Invoices and credit notes' }),
    ).not.toBeInTheDocument()
  })
})

describe('post-booking page', () => {
  it('shows the booking’s status, reference, times and payment', async () => {
    await logIn('customer@rental.test')
    await renderRoute('/rental/post-booking/bkg-customer-upcoming')
    expect(await screen.findByRole('heading', { level: 1, name: "You're booked" })).toBeVisible()
    expect(screen.getByText('RNT-MING')).toBeInTheDocument()
    expect(screen.getByText('Confirmed')).toBeInTheDocument()
    expect(screen.getByText(/Your car is reserved/)).toBeInTheDocument()
    expect(screen.getByText('Self pick-up in Dubai')).toBeInTheDocument()
    expect(screen.getAllByText(/· 14:00$/, { selector: 'dd bdi' })).toHaveLength(2)
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(await within(payment).findByText('Paid')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'View my rentals' })).toHaveAttribute(
      'href',
      '/rental/myrentals',
    )
    expect(screen.getByRole('link', { name: 'Browse more cars in Dubai' })).toHaveAttribute(
      'href',
      '/rental/dubai/cars',
    )
    // customer@'s documents are approved: nothing to ask for.
    expect(screen.queryByRole('region', { name: /documents/ })).not.toBeInTheDocument()
  })

  it('asks a customer without documents for the ones their group needs', async () => {
    const customerId = await logIn('new@rental.test')
    const quote = await calculatePrice('DAILY', {
      listingId: 'dxb-004',
      cityCode: 'DXB',
      from: openDubaiDayAfter(dubaiDay(3), 0, dubaiSettings()),
      to: openDubaiDayAfter(openDubaiDayAfter(dubaiDay(3), 0, dubaiSettings()), 3, dubaiSettings()),
      deliveryType: 'SELF_PICKUP',
      handoverAddress: null,
      handbackAddress: null,
      couponCode: null,
    })
    const booking = await createBooking(
      customerId,
      'DAILY',
      { quoteId: quote.quoteId, paymentMethodType: 'CARD' },
      'rentals-test-booking',
    )
    await renderRoute(`/rental/post-booking/${booking.bookingId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking received' })).toBeVisible()
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument()
    const prompt = await screen.findByRole('region', {
      name: 'Upload your documents to drive away',
    })
    expect(within(prompt).getByText(/renting as a resident/)).toBeInTheDocument()
    const needed = within(prompt).getByRole('list', { name: '2 documents still needed' })
    expect(within(needed).getByText('Emirates ID')).toBeInTheDocument()
    expect(within(needed).getByText('Driving licence')).toBeInTheDocument()
    // The documents page learns whose documents and which booking to lead back to.
    expect(within(prompt).getByRole('link', { name: 'Upload documents' })).toHaveAttribute(
      'href',
      `/rental/documents?driverType=MAIN&bookingId=${booking.bookingId}`,
    )
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(await within(payment).findByText('To pay')).toBeInTheDocument()
  })

  it('shows a not-found state for a booking that is not the customer’s', async () => {
    await logIn('new@rental.test')
    await renderRoute('/rental/post-booking/bkg-customer-upcoming')
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this booking" }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'View my rentals' })).toBeInTheDocument()
  })

  it('shows the not-found state for an id that does not exist', async () => {
    await logIn('customer@rental.test')
    await renderRoute('/rental/post-booking/no-such-booking')
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this booking" }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute(
      'href',
      '/rental/dubai/cars',
    )
  })

  it('sends a visitor to log in first', async () => {
    const { router } = await renderRoute('/rental/post-booking/bkg-customer-upcoming')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})
