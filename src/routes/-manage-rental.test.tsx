import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { controls } from '../../mocks/lib/controls'
import { setSandboxTime } from '../../mocks/testing'
import { openDubaiDayAfter } from '../../mocks/lib/dubai-day'
import { openingHours } from '../../mocks/lib/slots'
import { login } from '../api/auth'
import { changeEndDate, getBooking, getPaymentDetails } from '../api/payment'
import { decideChallenge } from '../api/sandbox'
import { EMPTY_CARRY, savePaymentReturn } from '../lib/payment-return'
import { i18n } from '../i18n/i18n'
import { setClockOffset } from '../lib/clock'
import { addChallengedCard } from '../test/cards'
import { PAGE_LANGUAGES } from '../test/languages'
import { renderRoute } from '../test/render'

// Managing a rental on its page, against the fake platform: a new end (priced, confirmed, paid
// with the booking's card), a shorter one refunded, an unpaid booking paid, a cancelled one's
// fee and refund, the deposit, the end-of-rental nudge and the last-hour rule.

const PASSWORD = 'Rental!2026'

async function asCustomer(): Promise<string> {
  return (await login({ email: 'customer@rental.test', password: PASSWORD })).userId
}

/** Moves the platform's and the app's clock together to `instant`. */
function clockAt(instant: Temporal.Instant) {
  setSandboxTime(instant)
  setClockOffset(controls.clockOffsetMs)
}

const dubaiSettings = () =>
  db.citySettings.findFirst((q) => q.where({ cityCode: 'DXB', productType: 'DAILY' }))

afterEach(() => setClockOffset(0))

/** The number in an amount as shown ("+294.21 AED" → 294.21). */
const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''))

describe('changing a rental’s end', () => {
  it('extends an active rental: new day, dry-run price, confirm, pay with its card, new end', async () => {
    const userId = await asCustomer()
    const before = await getBooking(userId, 'DAILY', 'bkg-customer-active')
    const { user } = await renderRoute('/rental/post-booking/bkg-customer-active')
    await user.click(await screen.findByRole('button', { name: 'Change return date' }))
    const newDay = openDubaiDayAfter(before.to, 2, dubaiSettings()).slice(0, 10)
    fireEvent.change(await screen.findByLabelText('New return date'), {
      target: { value: newDay },
    })
    const time = screen.getByLabelText(/^Return time/)
    await waitFor(() => expect(time).toBeEnabled())
    await user.selectOptions(time, '14:00')
    await user.click(screen.getByRole('button', { name: 'See the price' }))

    const change = screen.getByRole('region', { name: 'Change return date' })
    expect(await within(change).findByText('Rental extension')).toBeInTheDocument()
    expect(within(change).getByText('To pay now')).toBeInTheDocument()
    const confirm = screen.getByRole('button', { name: /^Confirm and pay/ })
    await user.click(confirm)

    const pay = await screen.findByRole('button', { name: /^Pay \d/ })
    // The booking's own card is chosen.
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
    await user.click(pay)
    expect(await screen.findByText('Return date changed')).toBeInTheDocument()

    const after = await getBooking(userId, 'DAILY', 'bkg-customer-active')
    expect(
      Temporal.Instant.from(after.to).toZonedDateTimeISO('Asia/Dubai').toPlainDate().toString(),
    ).toBe(newDay)
    const details = await getPaymentDetails('bkg-customer-active')
    expect(details.outstanding).toBe(0)
    expect(after.total).toBeGreaterThan(before.total)
    const charges = screen.getByRole('region', { name: 'Charges' })
    // The group and its receipt both name the extension.
    await waitFor(() =>
      expect(within(charges).getAllByText('Rental extension')).not.toHaveLength(0),
    )
  })

  it('shortens an upcoming rental and shows the refund at once', async () => {
    const userId = await asCustomer()
    const before = await getBooking(userId, 'DAILY', 'bkg-customer-upcoming')
    const { user } = await renderRoute('/rental/post-booking/bkg-customer-upcoming')
    await user.click(await screen.findByRole('button', { name: 'Change return date' }))
    const earlier = openDubaiDayAfter(before.from, 1, dubaiSettings()).slice(0, 10)
    fireEvent.change(await screen.findByLabelText('New return date'), {
      target: { value: earlier },
    })
    await waitFor(() => expect(screen.getByLabelText(/^Return time/)).toBeEnabled())
    await user.selectOptions(screen.getByLabelText(/^Return time/), '14:00')
    await user.click(screen.getByRole('button', { name: 'See the price' }))
    expect(await screen.findByText('Back to your card')).toBeInTheDocument()
    expect(screen.getByText('Refund: Rental fee')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Confirm new return date' }))
    expect(await screen.findByText('Return date changed')).toBeInTheDocument()
    // Money comes back: the confirmation does not speak of a charge only.
    expect(screen.getByText(/with any charge or refund\.$/)).toBeInTheDocument()
    const charges = await screen.findByRole('region', { name: 'Charges' })
    await waitFor(() => expect(within(charges).getByText('Refunded in all')).toBeInTheDocument())
  })

  it.each(PAGE_LANGUAGES)(
    'keeps saying the chosen day is closed when it is sent without a time (%s)',
    async (_, prefix, strings) => {
      const userId = await asCustomer()
      const booking = await getBooking(userId, 'DAILY', 'bkg-customer-upcoming')
      const settings = dubaiSettings()
      if (!settings) throw new Error('Dubai has no daily settings')
      let closed = Temporal.Instant.from(booking.from)
        .toZonedDateTimeISO('Asia/Dubai')
        .toPlainDate()
        .add({ days: 1 })
      while (openingHours(settings, closed)) closed = closed.add({ days: 1 })
      const end = strings.rentals.end
      const { user } = await renderRoute(`/rental${prefix}/post-booking/bkg-customer-upcoming`)
      await user.click(await screen.findByRole('button', { name: end.open }))
      fireEvent.change(await screen.findByLabelText(end.date), {
        target: { value: closed.toString() },
      })
      const time = screen.getByRole('combobox', { name: new RegExp(`^${end.time}`) })
      await waitFor(() => expect(time).toHaveAccessibleDescription(new RegExp(end.closedDay)))
      await user.click(screen.getByRole('button', { name: end.review }))
      expect(time).toHaveAccessibleDescription(new RegExp(end.closedDay))
      expect(screen.queryByText(end.failure.CHOOSE_TIME)).not.toBeInTheDocument()
    },
  )

  it('says why the return date can no longer change in its last hour, unless the flag allows', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', 'bkg-customer-active')
    clockAt(Temporal.Instant.from(active.to).subtract({ minutes: 30 }))
    const { user, unmount } = await renderRoute('/rental/post-booking/bkg-customer-active')
    await user.click(await screen.findByRole('button', { name: 'Change return date' }))
    expect(await screen.findByText('Your return is less than an hour away')).toBeInTheDocument()
    unmount()

    await db.features.update((q) => q.where({ key: 'change-handback-in-last-hour' }), {
      data(feature) {
        feature.enabled = true
      },
    })
    const again = await renderRoute('/rental/post-booking/bkg-customer-active')
    await again.user.click(await screen.findByRole('button', { name: 'Change return date' }))
    expect(await screen.findByLabelText('New return date')).toBeInTheDocument()
    expect(screen.queryByText('Your return is less than an hour away')).not.toBeInTheDocument()
  })
})

describe('paying what is owed', () => {
  it('back from the bank with ?payment=returned, checks the new card and pays the new end with it', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', 'bkg-customer-active')
    const later = openDubaiDayAfter(active.to, 2, dubaiSettings())
    await changeEndDate(userId, 'bkg-customer-active', { endDate: later, dryRun: false })
    const { added } = await addChallengedCard(userId, 'route-3ds-card')
    const challengeId = new URL(added.threeDsRedirectUrl ?? '', 'http://x').searchParams.get(
      'challenge',
    )
    await decideChallenge(challengeId ?? '', 'APPROVE')
    savePaymentReturn({
      owner: { kind: 'booking', bookingId: 'bkg-customer-active' },
      back: { kind: 'card', paymentMethodId: added.paymentMethod.paymentMethodId },
      form: EMPTY_CARRY,
    })

    const { router } = await renderRoute(
      '/rental/post-booking/bkg-customer-active?payment=returned',
    )
    // Found, then visible: a suspense boundary above may still be showing its fallback.
    await screen.findByText('Payment received. Thank you!', {}, { timeout: 8000 })
    await waitFor(() => expect(screen.getByText('Payment received. Thank you!')).toBeVisible())
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    const after = await getBooking(userId, 'DAILY', 'bkg-customer-active')
    expect(after).toMatchObject({ to: later, pendingEndDate: null })
    const details = await getPaymentDetails('bkg-customer-active')
    expect(details.paymentMethod?.paymentMethodId).toBe(added.paymentMethod.paymentMethodId)
  })

  it('back from the bank for an unpaid booking: one pre-authorisation, confirmed, no pay box left', async () => {
    const userId = await asCustomer()
    const { added } = await addChallengedCard(userId, 'route-owing-3ds')
    const challengeId = new URL(added.threeDsRedirectUrl ?? '', 'http://x').searchParams.get(
      'challenge',
    )
    await decideChallenge(challengeId ?? '', 'APPROVE')
    savePaymentReturn({
      owner: { kind: 'booking', bookingId: 'bkg-customer-owing' },
      back: { kind: 'card', paymentMethodId: added.paymentMethod.paymentMethodId },
      form: EMPTY_CARRY,
    })
    const preAuths: string[] = []
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/pre-auth')) preAuths.push(request.url)
    }
    server.events.on('request:start', count)
    try {
      await renderRoute('/rental/post-booking/bkg-customer-owing?payment=returned')
      const booked = { level: 1, name: "You're booked" } as const
      await screen.findByRole('heading', booked, { timeout: 8000 })
      await waitFor(() => expect(screen.getByRole('heading', booked)).toBeVisible())
      // Confirmed, with nothing left to pay.
      expect(screen.queryByRole('region', { name: 'Complete your payment' })).toBeNull()
      // The booking's new state opens its balance again: nothing is owed, so nothing is paid.
      await new Promise((done) => setTimeout(done, 1500))
      expect(screen.queryByRole('region', { name: 'Complete your payment' })).toBeNull()
      expect(screen.queryByText(/^Pay 0/)).toBeNull()
      expect(preAuths).toHaveLength(1)
    } finally {
      server.events.removeListener('request:start', count)
    }
  })

  it('extends a monthly subscription by a month, priced by the month and paid with its card', async () => {
    const userId = (await login({ email: 'vip@rental.test', password: PASSWORD })).userId
    const before = await getBooking(userId, 'MONTHLY', 'bkg-vip-monthly')
    const { user } = await renderRoute('/rental/post-booking/bkg-vip-monthly')
    await user.click(await screen.findByRole('button', { name: 'Change return date' }))
    const monthLater = Temporal.Instant.from(before.to)
      .toZonedDateTimeISO('Asia/Dubai')
      .add({ months: 1 })
    const newDay = openDubaiDayAfter(monthLater.toInstant().toString(), 0, dubaiSettings()).slice(
      0,
      10,
    )
    fireEvent.change(await screen.findByLabelText('New return date'), {
      target: { value: newDay },
    })
    await waitFor(() => expect(screen.getByLabelText(/^Return time/)).toBeEnabled())
    await user.selectOptions(screen.getByLabelText(/^Return time/), '14:00')
    await user.click(screen.getByRole('button', { name: 'See the price' }))
    const change = screen.getByRole('region', { name: 'Change return date' })
    expect(await within(change).findByText('Rental extension')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Confirm and pay/ }))
    await screen.findByRole('button', { name: /^Pay \d/ })
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: /^Pay \d/ }))
    expect(await screen.findByText('Return date changed')).toBeInTheDocument()
    const after = await getBooking(userId, 'MONTHLY', 'bkg-vip-monthly')
    expect(
      Temporal.Instant.from(after.to).toZonedDateTimeISO('Asia/Dubai').toPlainDate().toString(),
    ).toBe(newDay)
    expect(after.total).toBeGreaterThan(before.total)
  })

  it('opens the payment at once from My rentals, and offers no date change before it is paid', async () => {
    await asCustomer()
    const { user } = await renderRoute('/rental/myrentals')
    const link = await screen.findByRole('link', { name: 'Complete payment RNT-WING' })
    expect(screen.queryByRole('link', { name: 'Change return date RNT-WING' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Change return date RNT-TIVE' })).toBeInTheDocument()
    await user.click(link)
    const due = await screen.findByRole('region', { name: 'Complete your payment' })
    expect(await within(due).findByRole('button', { name: /^Pay \d/ })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Change return date' })).toBeNull()
  })

  it('completes the payment of an unpaid booking with the preferred card', async () => {
    await asCustomer()
    const { user } = await renderRoute('/rental/post-booking/bkg-customer-owing')
    const due = await screen.findByRole('region', { name: 'Complete your payment' })
    expect(within(due).getByText(/a deposit of .* is then held/)).toBeInTheDocument()
    // Nothing says the deposit is held before it is.
    expect(screen.queryByText(/^Held on your card/)).not.toBeInTheDocument()
    await user.click(within(due).getByRole('button', { name: /^Complete payment/ }))
    await user.click(await within(due).findByRole('button', { name: /^Pay \d/ }))
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Complete your payment' }),
      ).not.toBeInTheDocument(),
    )
    expect(await screen.findByRole('heading', { level: 1, name: "You're booked" })).toBeVisible()
    expect(await screen.findByText(/^Held on your card/)).toBeInTheDocument()
  })
})

describe('the money of a booking', () => {
  it('keeps every amount of an Arabic sentence one left-to-right unit that never breaks', async () => {
    await asCustomer()
    await i18n.changeLanguage('ar')
    await renderRoute('/rental/ar-DXB/post-booking/bkg-customer-owing')
    const due = await screen.findByRole('region', { name: 'أتمم عملية الدفع' })
    const sentence = within(due).getByText(/لم يُدفع هذا الحجز بعد/).textContent
    // "ادفع 438.90 AED لتأكيده": each amount isolated, its currency joined by a no-break space.
    const amounts = sentence.match(/\u2066[\d,.]+\u00a0AED\u2069/g) ?? []
    expect(amounts).toHaveLength(2)
    expect(sentence.replace(/\u2066[\d,.]+\u00a0AED\u2069/g, '')).not.toMatch(/AED|\d/)
  })

  it('tells a cancelled booking’s money once, with lines that add up and the day to expect the refund', async () => {
    await asCustomer()
    await renderRoute('/rental/post-booking/bkg-customer-cancelled')
    const cancellation = await screen.findByRole('region', { name: 'Cancellation' })
    const amount = (scope: HTMLElement, label: string) =>
      amountIn(within(scope).getByText(label).nextElementSibling?.textContent ?? '')
    const paid = amount(cancellation, 'Paid for the rental')
    const refunded = amount(cancellation, 'Refunded to your card')
    const fee = amount(cancellation, 'Cancellation fee charged')
    const cost = amount(cancellation, 'What the cancellation cost')
    // The platform refunded what was paid and charged its fee on its own line.
    expect(refunded).toBe(paid)
    expect(cost).toBeCloseTo(paid + fee - refunded, 2)
    expect(within(cancellation).getByText(/^\+/)).toBeVisible()
    expect(within(cancellation).getByText(/^Expect it on your card by/)).toBeInTheDocument()
    // The charges further down add up to the same figure; nothing tells another story.
    const charges = screen.getByRole('region', { name: 'Charges' })
    expect(amount(charges, 'Paid in all') - amount(charges, 'Refunded in all')).toBeCloseTo(cost, 2)
    expect(amount(charges, 'In all, after refunds')).toBe(cost)
    expect(screen.queryByText('Rental total')).toBeNull()
    expect(screen.getByText(/Released when the booking was cancelled/)).toBeInTheDocument()
  })

  it('itemises the tolls and the fine taken from a completed rental’s deposit', async () => {
    await asCustomer()
    await renderRoute('/rental/post-booking/bkg-customer-completed')
    const deposit = await screen.findByRole('region', { name: /^Deposit/ })
    expect(within(deposit).getByText(/^Taken for tolls and fines:/)).toBeInTheDocument()
    expect(within(deposit).getByRole('button', { name: 'Receipt Salik tolls' })).toBeInTheDocument()
    expect(
      within(deposit).getByRole('button', { name: 'Receipt Traffic fine' }),
    ).toBeInTheDocument()
    expect(
      within(deposit).getByText(/released 21 days after you return the car/),
    ).toBeInTheDocument()
  })

  it('counts down to the deposit’s release on an active rental, in Arabic', async () => {
    await asCustomer()
    await i18n.changeLanguage('ar')
    await renderRoute('/rental/ar-DXB/post-booking/bkg-customer-active')
    const deposit = await screen.findByRole('region', { name: /^مبلغ الضمان/ })
    expect(within(deposit).getByText(/^محجوز على بطاقتك/)).toBeInTheDocument()
    expect(
      within(deposit).getByRole('progressbar', {
        name: 'الوقت المتبقي حتى الإفراج عن مبلغ الضمان',
      }),
    ).toBeInTheDocument()
  })
})

describe('the end-of-rental nudge', () => {
  it('says when and where to return the car and extends it by a day in one tap', async () => {
    const userId = await asCustomer()
    const active = await getBooking(userId, 'DAILY', 'bkg-customer-active')
    clockAt(Temporal.Instant.from(active.to).subtract({ hours: 3 }))
    const { user } = await renderRoute('/rental/myrentals')
    const nudge = await screen.findByRole('region', { name: 'Your rental ends today at 14:00' })
    expect(within(nudge).getByText('Bring the car back to our Dubai branch.')).toBeInTheDocument()
    await user.click(within(nudge).getByRole('button', { name: 'Extend by one day' }))
    expect(await within(nudge).findByText('To pay now')).toBeInTheDocument()
    await user.click(within(nudge).getByRole('button', { name: /^Confirm and pay/ }))
    await user.click(await within(nudge).findByRole('button', { name: /^Pay \d/ }))
    expect(await screen.findByText('Return date changed')).toBeInTheDocument()
    const after = await getBooking(userId, 'DAILY', 'bkg-customer-active')
    expect(Temporal.Instant.from(after.to).epochMilliseconds).toBe(
      Temporal.Instant.from(active.to).add({ hours: 24 }).epochMilliseconds,
    )
  })
})
