import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { afterEach, describe, expect, it } from 'vitest'
import { controls } from '../../mocks/lib/controls'
import { setSandboxTime } from '../../mocks/testing'
import en from '../../public/locales/en/common.json'
import { login } from '../api/auth'
import { formatFullDate, formatPlainDay } from '../i18n/format'
import { setClockOffset } from '../lib/clock'
import { PAGE_LANGUAGES } from '../test/languages'
import { renderRoute } from '../test/render'

// A booking link's dates on the summary page (SPEC §5), on a pinned clock: what the link named is
// kept where it can be, the notice names the dates the trip now has and why, and a link with
// dates never takes up a draft an earlier link left in the tab.

const PASSWORD = 'Rental!2026'
const WAIT = { timeout: 8000 }
const DRAFT_KEY = 'rental:private:booking:dxb-004:DAILY'

/**
 * Tuesday 12 January 2027, 12:00 in Dubai, weeks away from the seed's holidays: bookings open
 * from Wednesday 13 January to 11 July 2027 (SPEC §9: 180 days ahead).
 */
const NOW = Temporal.Instant.from('2027-01-12T08:00:00Z')

/** Moves the platform's and the app's clock together to NOW. */
function pinClock() {
  setSandboxTime(NOW)
  setClockOffset(controls.clockOffsetMs)
}

afterEach(() => setClockOffset(0))

type Strings = (typeof PAGE_LANGUAGES)[number][2]

/** The notice's line for a change, with the day as the page writes it in that language. */
function line(
  strings: Strings,
  lng: 'en' | 'ar',
  change: keyof Strings['booking']['linkDates'],
  dates: { from?: string; to?: string },
) {
  return strings.booking.linkDates[change]
    .replace('{{from}}', dates.from ? formatPlainDay(dates.from, lng) : '')
    .replace('{{to}}', dates.to ? formatPlainDay(dates.to, lng) : '')
}

/** The trip's dates as its date field shows them. */
const tripShown = (lng: 'en' | 'ar', from: string, to: string) =>
  `${formatPlainDay(from, lng)} – ${formatPlainDay(to, lng)}`

const summaryUrl = (prefix: string, query: string) =>
  `/rental${prefix}/summary?city=dubai&listingsId=dxb-004&product=DAILY&${query}`

describe('dates in a booking link', { timeout: 30_000 }, () => {
  it.each(PAGE_LANGUAGES)(
    'an impossible pick-up day is named as such, and no earlier draft is taken up (%s)',
    async (lng, prefix, strings) => {
      pinClock()
      await login({ email: 'customer@rental.test', password: PASSWORD })
      // An earlier link in the same tab leaves its draft: other days, door-to-door.
      const earlier = await renderRoute(
        summaryUrl(prefix, 'from=2027-01-20&to=2027-01-23&delivery=DOOR_TO_DOOR'),
      )
      await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('2027-01-20'), WAIT)
      await waitFor(() =>
        expect(earlier.router.state.location.search).toMatchObject({ from: '2027-01-20' }),
      )
      cleanup()

      const { router } = await renderRoute(summaryUrl(prefix, 'from=2026-02-30&to=2026-03-02'))
      const dates = { from: '2027-01-13', to: '2027-01-14' }
      expect(await screen.findByText(strings.booking.linkDates.title, {}, WAIT)).toBeVisible()
      expect(screen.getByText(line(strings, lng, 'fromNotADate', dates))).toBeVisible()
      expect(screen.getByText(line(strings, lng, 'toBeforeMinimum', dates))).toBeVisible()
      // The trip has the dates the notice names, and nothing of the earlier link.
      expect(screen.getByText(tripShown(lng, dates.from, dates.to))).toBeVisible()
      await waitFor(() =>
        expect(router.state.location.search).toMatchObject({ ...dates, delivery: 'SELF_PICKUP' }),
      )
    },
  )

  it('takes nothing from an earlier link, even one that had the dates the bad link now gets', async () => {
    pinClock()
    await login({ email: 'customer@rental.test', password: PASSWORD })
    await renderRoute(summaryUrl('', 'from=2027-01-13&to=2027-01-14&delivery=DOOR_TO_DOOR'))
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('DOOR_TO_DOOR'), WAIT)
    cleanup()

    const { router } = await renderRoute(summaryUrl('', 'from=2026-02-30&to=2026-03-02'))
    expect(await screen.findByText(en.booking.linkDates.title, {}, WAIT)).toBeVisible()
    expect(screen.getByRole('radio', { name: /Self pickup/ })).toBeChecked()
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        from: '2027-01-13',
        to: '2027-01-14',
        delivery: 'SELF_PICKUP',
      }),
    )
  })

  it.each(PAGE_LANGUAGES)(
    'a trip beyond the booking window moves to tomorrow and keeps its length (%s)',
    async (lng, prefix, strings) => {
      pinClock()
      await login({ email: 'customer@rental.test', password: PASSWORD })
      const { router } = await renderRoute(summaryUrl(prefix, 'from=2027-09-01&to=2027-09-03'))
      const dates = { from: '2027-01-13', to: '2027-01-15' }
      expect(await screen.findByText(strings.booking.linkDates.title, {}, WAIT)).toBeVisible()
      expect(screen.getByText(line(strings, lng, 'fromTooFar', dates))).toBeVisible()
      expect(screen.getByText(line(strings, lng, 'toKeptLength', dates))).toBeVisible()
      expect(screen.getByText(tripShown(lng, dates.from, dates.to))).toBeVisible()
      await waitFor(() => expect(router.state.location.search).toMatchObject(dates))
    },
  )

  it('says nothing more once the customer picks other days', async () => {
    pinClock()
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { router, user } = await renderRoute(summaryUrl('', 'from=2027-09-01&to=2027-09-03'))
    const notice = await screen.findByText(en.booking.linkDates.title, {}, WAIT)
    await user.click(
      screen.getByRole('button', {
        name: `${en.filters.dates.label} ${tripShown('en', '2027-01-13', '2027-01-15')}`,
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: en.calendar.title })
    for (const day of ['2027-01-20', '2027-01-22']) {
      await user.click(within(dialog).getByRole('button', { name: formatFullDate(day, 'en') }))
    }
    await user.click(within(dialog).getByRole('button', { name: en.calendar.apply }))
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ from: '2027-01-20', to: '2027-01-22' }),
    )
    // The notice named days the trip no longer has.
    expect(notice).not.toBeInTheDocument()
  })

  it.each(PAGE_LANGUAGES)(
    'a past pick-up moves to tomorrow, keeping a return that still fits (%s)',
    async (lng, prefix, strings) => {
      pinClock()
      await login({ email: 'customer@rental.test', password: PASSWORD })
      const { router } = await renderRoute(summaryUrl(prefix, 'from=2020-01-01&to=2027-01-16'))
      const dates = { from: '2027-01-13', to: '2027-01-16' }
      expect(await screen.findByText(strings.booking.linkDates.title, {}, WAIT)).toBeVisible()
      const past = screen.getByText(line(strings, lng, 'fromPast', dates))
      expect(past).toBeVisible()
      // The return is the link's own: only the pick-up is explained.
      expect(past.closest('ul')?.children).toHaveLength(1)
      expect(screen.getByText(tripShown(lng, dates.from, dates.to))).toBeVisible()
      await waitFor(() => expect(router.state.location.search).toMatchObject(dates))
    },
  )

  it('moves a reversed return to the shortest rental and says so', async () => {
    pinClock()
    await login({ email: 'customer@rental.test', password: PASSWORD })
    const { router } = await renderRoute(summaryUrl('', 'from=2027-01-17&to=2027-01-15'))
    const dates = { from: '2027-01-17', to: '2027-01-18' }
    expect(
      await screen.findByText(line(en, 'en', 'toBeforeMinimum', dates), {}, WAIT),
    ).toBeVisible()
    expect(screen.queryByText(line(en, 'en', 'fromPast', dates))).toBeNull()
    await waitFor(() => expect(router.state.location.search).toMatchObject(dates))
  })

  it.each(PAGE_LANGUAGES)(
    'never moves a return onto a holiday: past one, to the next open day (%s)',
    async (lng, prefix, strings) => {
      pinClock()
      await login({ email: 'customer@rental.test', password: PASSWORD })
      // The shortest return after 19 March would be the 20th; the 20th and 21st are holidays.
      const { router } = await renderRoute(summaryUrl(prefix, 'from=2027-03-19&to=2027-03-18'))
      const dates = { from: '2027-03-19', to: '2027-03-22' }
      expect(
        await screen.findByText(line(strings, lng, 'toBeforeMinimum', dates), {}, WAIT),
      ).toBeVisible()
      expect(screen.getByText(tripShown(lng, dates.from, dates.to))).toBeVisible()
      await waitFor(() => expect(router.state.location.search).toMatchObject(dates))
    },
  )

  it('a link without dates takes up the tab’s draft, with nothing to explain', async () => {
    pinClock()
    await login({ email: 'customer@rental.test', password: PASSWORD })
    await renderRoute(summaryUrl('', 'from=2027-01-20&to=2027-01-23'))
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('2027-01-20'), WAIT)
    cleanup()

    const { router } = await renderRoute(summaryUrl('', 'delivery=SELF_PICKUP'))
    await waitFor(
      () =>
        expect(router.state.location.search).toMatchObject({
          from: '2027-01-20',
          to: '2027-01-23',
        }),
      WAIT,
    )
    expect(screen.queryByText(en.booking.linkDates.title)).toBeNull()
    const summary = await screen.findByRole('complementary', { name: 'Price summary' }, WAIT)
    expect(await within(summary).findByText('Total to pay now', {}, WAIT)).toBeVisible()
  })
})
