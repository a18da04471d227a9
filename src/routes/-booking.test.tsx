import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOKING_DRAFT_VERSION, writeBookingDraft } from '../../machines/booking/booking.draft'
import { paymentStep, startBooking } from '../../machines/booking/booking.test-kit'
import { db } from '../../mocks/db'
import { openingHours } from '../../mocks/lib/slots'
import { login } from '../api/auth'
import { getCitySettings } from '../api/configuration'
import { getRequiredDocuments } from '../api/identity'
import { calculatePrice } from '../api/payment'
import { decideChallenge } from '../api/sandbox'
import { CITIES, cityBySlug, type CityInfo } from '../domain/cities'
import { zonedMoment } from '../domain/time-slots'
import { formatMoney, formatPlainDayRange } from '../i18n/format'
import { EMPTY_CARRY, savePaymentReturn } from '../lib/payment-return'
import { addChallengedCard } from '../test/cards'
import { PAGE_LANGUAGES } from '../test/languages'
import { renderRoute } from '../test/render'
import ar from '../../public/locales/ar/common.json'
import en from '../../public/locales/en/common.json'
import { sandboxToday } from '../../mocks/testing'

// The booking summary against the fake platform: the price is the platform's, door-to-door asks
// for an address, coupons change (or keep) the total, and a saved card ends on the booking.

const PASSWORD = 'Rental!2026'
const DUBAI = knownCity('dubai')
const ZONE = DUBAI.timezone
const WAIT = { timeout: 8000 }

function knownCity(slug: string): CityInfo {
  const city = cityBySlug(slug)
  if (!city) throw new Error(`No city ${slug}`)
  return city
}

afterEach(() => {
  document.cookie = 'rental_session=; Path=/; Max-Age=0'
  // The booking draft lives in the tab's sessionStorage; each test starts a fresh one.
  sessionStorage.clear()
})

/** Pick-up the day after tomorrow, return `days` (three) days later, in the city's calendar. */
/**
 * A trip of `days` days from the first day at least `after` days ahead (city time) whose pick-up
 * and return days are both open: the seed's holidays (UAE National Day…) refuse either end.
 */
function tripDates(city: CityInfo = DUBAI, days = 3, after = 2) {
  const settings = db.citySettings.findFirst((q) =>
    q.where({ cityCode: city.code, productType: 'DAILY' }),
  )
  const open = (date: Temporal.PlainDate) => !settings || openingHours(settings, date) !== undefined
  let from = sandboxToday(city.timezone).add({ days: after })
  while (!open(from) || !open(from.add({ days }))) from = from.add({ days: 1 })
  return { from: from.toString(), to: from.add({ days }).toString() }
}

/** What the platform charges for the trip at the default times (14:00 to 18:00). */
async function platformTotal(
  dates: { from: string; to: string },
  couponCode: string | null,
  car: { listingId: string; city: CityInfo } = { listingId: 'dxb-004', city: DUBAI },
) {
  const quote = await platformQuote(dates, couponCode, car)
  return formatMoney(quote.total, quote.currency, 'en')
}

/** The platform's own quote for the trip at the default times (14:00 to 18:00). */
function platformQuote(
  dates: { from: string; to: string },
  couponCode: string | null,
  car: { listingId: string; city: CityInfo } = { listingId: 'dxb-004', city: DUBAI },
) {
  const zone = car.city.timezone
  return calculatePrice('DAILY', {
    listingId: car.listingId,
    cityCode: car.city.code,
    from: zonedMoment(dates.from, '14:00', zone),
    to: zonedMoment(dates.to, '18:00', zone),
    deliveryType: 'SELF_PICKUP',
    handoverAddress: null,
    handbackAddress: null,
    couponCode,
  })
}

async function openSummary(
  email = 'customer@rental.test',
  car: { listingId: string; city: CityInfo } = { listingId: 'dxb-004', city: DUBAI },
  days = 3,
) {
  await login({ email, password: PASSWORD })
  const dates = tripDates(car.city, days)
  const rendered = await renderRoute(
    `/rental/summary?city=${car.city.slug}&listingsId=${car.listingId}&from=${dates.from}&to=${dates.to}&product=DAILY`,
  )
  const summary = await screen.findByRole('complementary', { name: 'Price summary' }, WAIT)
  return { ...rendered, dates, summary }
}

const totalIn = (summary: HTMLElement) =>
  within(summary).getByText('Total to pay now').nextElementSibling?.textContent

/** The amount on the summary line labelled `label` (its detail, if any, is not part of the label). */
const amountIn = (summary: HTMLElement, label: string) =>
  within(summary).getByText(label).nextElementSibling?.textContent

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

  it.each(PAGE_LANGUAGES)(
    'prices the longest daily rental, and says next to the return time when it runs over (%s)',
    async (lng, prefix, strings) => {
      await login({ email: 'customer@rental.test', password: PASSWORD })
      // 90 days from 14:00 to 18:00 on the last day: inside the platform's return grace.
      const dates = tripDates(DUBAI, 90)
      const { user } = await renderRoute(
        `/rental${prefix}/summary?city=dubai&listingsId=dxb-004&from=${dates.from}&to=${dates.to}&product=DAILY`,
      )
      const summary = () => screen.getByRole('complementary', { name: strings.booking.price.title })
      const quote = await platformQuote(dates, null)
      expect(quote.periods).toBe(90)
      const total = formatMoney(quote.total, quote.currency, lng)
      const shownTotal = () =>
        within(summary()).queryByText(strings.booking.price.total)?.nextElementSibling?.textContent
      await waitFor(() => expect(shownTotal()).toBe(total), WAIT)

      const returnTime = screen.getByLabelText(new RegExp(`^${strings.booking.times.return}`))
      await user.selectOptions(returnTime, '20:00')
      const tooLong = (
        lng === 'en' ? en.booking.times.tooLongDays_other : ar.booking.times.tooLongDays_many
      ).replace('{{count}}', '90')
      expect(await screen.findByText(tooLong)).toBeVisible()
      expect(returnTime).toHaveAccessibleDescription(expect.stringContaining(tooLong))
      expect(shownTotal()).toBeUndefined()
      // The platform is never asked for a rental it refuses.
      expect(screen.queryByText(strings.booking.failure.TOO_LONG)).toBeNull()

      await user.selectOptions(returnTime, '18:00')
      await waitFor(() => expect(shownTotal()).toBe(total), WAIT)
      expect(screen.queryByText(tooLong)).toBeNull()
    },
  )

  it.each(PAGE_LANGUAGES)(
    'dates a trip into next year with both years (%s)',
    async (lng, prefix, strings) => {
      await login({ email: 'customer@rental.test', password: PASSWORD })
      const from = `${String(sandboxToday(ZONE).year)}-12-28`
      const to = `${String(sandboxToday(ZONE).year + 1)}-01-04`
      await renderRoute(
        `/rental${prefix}/summary?city=dubai&listingsId=dxb-004&from=${from}&to=${to}&product=DAILY`,
      )
      await screen.findByRole('complementary', { name: strings.booking.price.title }, WAIT)
      const shown = formatPlainDayRange(from, to, lng)
      expect(shown).toContain(String(sandboxToday(ZONE).year + 1))
      expect(screen.getByText(shown)).toBeVisible()
    },
  )

  it('joins an address’s parts with the page language’s comma, in Arabic', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const dates = tripDates(DUBAI, 3)
    const { user } = await renderRoute(
      `/rental/ar-DXB/summary?city=dubai&listingsId=dxb-004&from=${dates.from}&to=${dates.to}&product=DAILY`,
    )
    const summary = await screen.findByRole('complementary', { name: ar.booking.price.title }, WAIT)
    await user.click(
      await screen.findByRole('radio', { name: new RegExp(ar.booking.delivery.door) }),
    )
    await user.click(screen.getByRole('button', { name: ar.booking.address.add }))
    const dialog = await screen.findByRole('dialog', { name: ar.booking.address.deliveryTitle })
    await user.type(
      within(dialog).getByRole('combobox', { name: ar.booking.address.searchLabel }),
      'Marina',
    )
    await user.click(await within(dialog).findByRole('option', { name: /دبي مارينا/ }, WAIT))
    await user.type(
      await within(dialog).findByLabelText(new RegExp(ar.booking.address.building)),
      'برج 2',
    )
    await user.click(within(dialog).getByRole('button', { name: ar.booking.address.use }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const label = within(summary).getByText(/^دبي مارينا/).textContent
    expect(label).toContain('، ')
    expect(label).not.toContain(', ')
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
    expect(screen.getByRole('button', { name: 'Remove code WELCOME10' })).toBeVisible()

    await user.clear(code)
    await user.type(code, 'NOPE')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText(/The code NOPE is not recognised/, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(totalIn(summary)).toBe(plain), WAIT)
    // A refused code was never applied: nothing offers to remove it, and it stays to be corrected.
    expect(screen.queryByRole('button', { name: /Remove code/ })).toBeNull()
    expect(code).toHaveValue('NOPE')
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
    // The booking page names the brand in words, as checkout does: never the platform's code.
    expect(await screen.findByText('Paid with Visa ending in 4242', {}, WAIT)).toBeVisible()
  })

  it('back from a declined 3-D Secure, names the booking by its reference and keeps what was typed', async () => {
    const { user, summary } = await openSummary()
    await within(summary).findByText('Total to pay now', {}, WAIT)
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await user.click(await screen.findByRole('radio', { name: /Add a new card/ }, WAIT))
    await user.type(screen.getByLabelText('Name on card'), 'Layla Haddad')
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 3220')
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/30')
    await user.type(screen.getByLabelText('Security code (CVC)'), '123')
    await user.click(screen.getByRole('button', { name: /^Pay / }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), WAIT)
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost')
    const back = target.searchParams.get('returnUrl') ?? ''
    expect(new URL(back, 'http://localhost').searchParams.get('payment')).toBe('returned')
    cleanup()
    await decideChallenge(target.searchParams.get('challenge') ?? '', 'DECLINE')

    await renderRoute(back)
    expect(await screen.findByText(/Your bank didn't confirm the card/, {}, WAIT)).toBeVisible()
    const held = screen.getByText('Your booking is held for this trip').closest('[role="status"]')
    if (!(held instanceof HTMLElement)) throw new Error('The held booking is not a status')
    expect(within(held).getByText(/^RNT-/)).toBeVisible()
    expect(within(held).queryByText(/bkg-/)).toBeNull()
    // The new card's form is open again with the name and expiry, never the number or code.
    expect(screen.getByLabelText('Name on card')).toHaveValue('Layla Haddad')
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('12/30')
    expect(screen.getByLabelText('Card number')).toHaveValue('')
    expect(screen.getByLabelText('Security code (CVC)')).toHaveValue('')
    assign.mockRestore()
  })

  it('itemises a short daily quote: service fee, short-rental surcharge, VAT and deposit', async () => {
    const settings = await getCitySettings('DAILY', DUBAI.code)
    // One day under the city's short-term period, so the platform adds its surcharge.
    const days = settings.shortTermPeriodDays - 1
    const { summary, dates } = await openSummary('customer@rental.test', undefined, days)
    const quote = await platformQuote(dates, null)
    const money = (amount: number) => formatMoney(amount, quote.currency, 'en')
    expect(quote.periods).toBe(days)
    expect(quote.shortTermSurcharge).toBeGreaterThan(0)
    await waitFor(() => expect(totalIn(summary)).toBe(money(quote.total)), WAIT)

    expect(amountIn(summary, 'Service fee')).toBe(money(quote.serviceFee))
    expect(amountIn(summary, 'Short rental surcharge')).toBe(money(quote.shortTermSurcharge))
    expect(
      within(summary).getByText(`For rentals under ${settings.shortTermPeriodDays} days`),
    ).toBeVisible()
    expect(amountIn(summary, `VAT (${quote.vatPercentage}%)`)).toBe(money(quote.vat))
    expect(amountIn(summary, 'Refundable deposit')).toBe(money(quote.depositAmount))
    expect(quote.depositAmount).toBe(settings.minDepositAmount)
  })

  it('itemises a monthly quote: rent, VAT and a deposit counted in months', async () => {
    await db.citySettings.update(
      (q) => q.where({ cityCode: 'DXB', productType: (type) => type === 'MONTHLY' }),
      {
        data(settings) {
          settings.minDepositMonthsToCharge = 1
        },
      },
    )
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { from } = tripDates()
    await renderRoute(`/rental/summary?city=dubai&listingsId=dxb-004&from=${from}&product=MONTHLY`)
    const summary = await screen.findByRole('complementary', { name: 'Price summary' }, WAIT)
    await within(summary).findByText('Total to pay now', {}, WAIT)
    expect(within(summary).getByText(/× 1 month$/)).toBeVisible()
    expect(within(summary).getByText('VAT (5%)')).toBeVisible()
    expect(within(summary).getByText('Refundable deposit')).toBeVisible()
    expect(
      within(summary).getByText(/^Deposit of 1 month's rent · Held on your card/),
    ).toBeVisible()
  })

  it('opens with the dates the customer just chose, not an older draft for the same car', async () => {
    const first = await openSummary()
    await within(first.summary).findByText('Total to pay now', {}, WAIT)
    expect(first.router.state.location.search).toMatchObject(first.dates)
    first.unmount()

    // Later than the first visit, on open days again.
    const after = Temporal.PlainDate.from(first.dates.from).since(sandboxToday(ZONE)).days
    const later = tripDates(DUBAI, 3, after + 1)
    const again = await renderRoute(
      `/rental/summary?city=dubai&listingsId=dxb-004&from=${later.from}&to=${later.to}&product=DAILY`,
    )
    const summary = await screen.findByRole('complementary', { name: 'Price summary' }, WAIT)
    await within(summary).findByText('Total to pay now', {}, WAIT)
    expect(again.router.state.location.search).toMatchObject(later)
    await waitFor(async () => expect(totalIn(summary)).toBe(await platformTotal(later, null)), WAIT)
  })

  it('drops a draft it cannot restore, says so, and starts from the URL', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const dates = tripDates()
    // What an earlier version saved in development mode: no version, an aborted call as failure.
    const stale = {
      status: 'active',
      value: { checkout: 'failed' },
      context: { failure: { code: 'ABORTED', status: 0, fieldErrors: {} } },
    }
    sessionStorage.setItem('rental:private:booking:dxb-004:DAILY', JSON.stringify(stale))
    const { router } = await renderRoute(
      `/rental/summary?city=dubai&listingsId=dxb-004&from=${dates.from}&to=${dates.to}&product=DAILY`,
    )
    expect(
      await screen.findByText(/couldn't restore your booking in progress/, {}, WAIT),
    ).toBeVisible()
    const summary = await screen.findByRole('complementary', { name: 'Price summary' }, WAIT)
    await waitFor(async () => expect(totalIn(summary)).toBe(await platformTotal(dates, null)), WAIT)
    expect(router.state.location.search).toMatchObject(dates)
    expect(screen.queryByRole('alert')).toBeNull()
    const saved: unknown = JSON.parse(
      sessionStorage.getItem('rental:private:booking:dxb-004:DAILY') ?? '{}',
    )
    expect(saved).toMatchObject({ version: BOOKING_DRAFT_VERSION, snapshot: { status: 'active' } })
  })

  it.each(CITIES.map((city) => [city.slug, city] as const))(
    'books a daily car in %s at the platform’s price, in its currency',
    async (_slug, city) => {
      const car = { listingId: `${city.code.toLowerCase()}-005`, city }
      const { user, router, dates, summary } = await openSummary('customer@rental.test', car)
      const expected = await platformTotal(dates, null, car)
      expect(expected).toContain(formatMoney(0, city.currency, 'en').replace(/[\d.,\s]/g, ''))
      await waitFor(() => expect(totalIn(summary)).toBe(expected), WAIT)
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
      await user.click(await screen.findByRole('button', { name: /^Pay / }, WAIT))
      await waitFor(
        () => expect(router.state.location.pathname).toMatch(/^\/post-booking\/bkg-/),
        WAIT,
      )
    },
  )
})

describe('who is booking', { timeout: 20_000 }, () => {
  it('a banned customer is told at once, before filling in a trip they cannot pay for', async () => {
    const { summary } = await openSummary('banned@rental.test')
    const checkout = await screen.findByRole('region', { name: 'Payment' }, WAIT)
    // The price summary says why there is no price, never what the trip would need for one.
    expect(
      await within(checkout).findByText("Your account can't make bookings", {}, WAIT),
    ).toBeVisible()
    expect(
      await within(summary).findByText(
        'Prices are not shown because this account cannot make bookings.',
        {},
        WAIT,
      ),
    ).toBeVisible()
    expect(within(summary).queryByText(/Choose free pick-up and return times/)).toBeNull()
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull()
    expect(screen.queryByLabelText('Coupon code')).toBeNull()
  })

  it('a UAE visitor is told which documents tourists hand in, from the platform', async () => {
    await openSummary('tourist.uae@rental.test')
    const list = await screen.findByRole('list', { name: 'Documents for visitors' }, WAIT)
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    const { TOURIST } = await getRequiredDocuments('MAIN')
    const expected = TOURIST.filter((document) => document.isMandatory && !document.isHidden)
    expect(items).toHaveLength(expected.length)
    expect(items).toContain('Passport')
  })

  it('a Saudi visitor renting in Dubai is a resident here and sees no tourist note', async () => {
    const { summary } = await openSummary('tourist.ksa@rental.test')
    await within(summary).findByText('Total to pay now', {}, WAIT)
    expect(screen.queryByText('Visiting?')).toBeNull()
  })

  it('a VIP sees the free-delivery perk, and door-to-door costs them nothing extra', async () => {
    const { user, summary } = await openSummary('vip@rental.test')
    expect(await screen.findByText('VIP member', {}, WAIT)).toBeVisible()
    await within(summary).findByText('Total to pay now', {}, WAIT)
    await user.click(screen.getByRole('radio', { name: /Door-to-door delivery/ }))
    expect(screen.getByText(/Free for VIP members/)).toBeVisible()
  })
})

describe('a bank that never answers', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers())

  it.each([
    ['en', '', "Your bank hasn't confirmed your card yet", 'Booking reference:', 'Pay another way'],
    ['ar', '/ar-DXB', 'لم يؤكد البنك بطاقتك بعد', 'رقم الحجز:', 'الدفع بطريقة أخرى'],
  ])(
    'ends on a pending booking with its reference after the poll window (%s)',
    async (_, prefix, title, reference, anotherWay) => {
      const { userId } = await login({ email: 'customer@rental.test', password: PASSWORD })
      const dates = tripDates()
      // A card whose challenge nobody answers, and the booking made before the bank page.
      const { added, brand } = await addChallengedCard(userId, `route-never-${prefix || 'en'}`)
      const returnUrl = `/rental${prefix}/summary?city=dubai&listingsId=dxb-004&from=${dates.from}&to=${dates.to}&product=DAILY`
      const draft = startBooking(
        { customerId: userId, ...dates, returnUrl },
        {
          cards: [added],
          bookings: [{ bookingId: 'bkg-held-by-bank', reference: 'RNT-HELD42', total: 500 }],
          polls: ['pending'],
        },
      )
      await waitFor(() =>
        expect(draft.actor.getSnapshot().matches({ trip: { price: 'quoted' } })).toBe(true),
      )
      draft.actor.send({ type: 'checkout.start' })
      await waitFor(() =>
        expect(draft.actor.getSnapshot().matches({ checkout: 'choosing' })).toBe(true),
      )
      draft.actor.send({ type: 'payment.cardTokenized', cardToken: 't', cardNetwork: brand })
      await waitFor(() => expect(paymentStep(draft.actor)).toBe('toBank'))
      // The page leaves for the bank with its draft and the one return record.
      sessionStorage.setItem(
        'rental:private:booking:dxb-004:DAILY',
        writeBookingDraft(draft.actor.getPersistedSnapshot()),
      )
      savePaymentReturn({
        owner: { kind: 'booking', bookingId: 'bkg-held-by-bank' },
        back: { kind: 'card', paymentMethodId: added.paymentMethod.paymentMethodId },
        form: EMPTY_CARRY,
      })
      draft.actor.stop()

      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
      await renderRoute(`${returnUrl}&payment=returned`)
      const checking = prefix ? 'جارٍ التحقق مع البنك…' : 'Checking with your bank…'
      expect((await screen.findAllByText(checking, {}, WAIT))[0]).toBeVisible()
      // SPEC §9 polls every second; about two minutes later the page stops waiting.
      // Each second's poll is a real (mocked) request with its own small delays: time moves in
      // short steps so each lands before the next second.
      for (let step = 0; step < 3000 && !screen.queryByText(title); step += 1) {
        await vi.advanceTimersByTimeAsync(100)
        await new Promise((done) => setImmediate(done))
      }
      const alert = (await screen.findByText(title, {}, WAIT)).closest('[role="status"]')
      if (!(alert instanceof HTMLElement)) throw new Error('The pending notice is not a status')
      expect(within(alert).getByText(reference)).toBeVisible()
      // The reference the customer knows, never the platform's internal id.
      expect(within(alert).getByText('RNT-HELD42')).toBeVisible()
      expect(within(alert).queryByText(/bkg-held-by-bank/)).toBeNull()
      expect(within(alert).getByRole('button', { name: anotherWay })).toBeVisible()
    },
  )
})
