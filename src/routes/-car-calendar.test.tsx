import { screen, within } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import ar from '../../public/locales/ar/common.json'
import en from '../../public/locales/en/common.json'
import { availabilityPaths } from '../api/paths'
import { monthOf, shiftDays, shiftMonth } from '../domain/calendar'
import { formatFullDate, formatMonth, formatPlainDay, joinLabel } from '../i18n/format'
import { renderRoute } from '../test/render'
import { sandboxToday } from '../../mocks/testing'

// A car's calendar against the fake platform: the days the seed's upcoming booking of dxb-001
// holds the car (14:00 five days from now to 14:00 four days later, Dubai time) are shown booked
// and cannot be chosen, and a return cannot cross them.

const DUBAI = 'Asia/Dubai'
const BOOKED_DAYS_PATH = availabilityPaths.bookedDays.replace(':listingId', 'dxb-001')

/** The calendar days, pick-up to hand-back, that the seeded booking holds dxb-001 (Dubai). */
function seededBookingDays(): string[] {
  const booking = db.bookings.findFirst((q) => q.where({ bookingId: 'bkg-customer-upcoming' }))
  if (!booking || booking.listingId !== 'dxb-001') throw new Error('The seed booking moved')
  const first = Temporal.Instant.from(booking.from).toZonedDateTimeISO(DUBAI).toPlainDate()
  const last = Temporal.Instant.from(booking.to).toZonedDateTimeISO(DUBAI).toPlainDate()
  const days: string[] = []
  for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    days.push(day.toString())
  }
  return days
}

/** The months of the booked-days calls the page made, in order. */
function bookedDaysCalls(): string[] {
  const months: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(BOOKED_DAYS_PATH)) months.push(url.searchParams.get('from') ?? '')
  })
  return months
}

async function openCalendar(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  locale: typeof en,
) {
  const panel = await screen.findByRole('complementary', { name: locale.carDetails.bookingTitle })
  await user.click(
    within(panel).getByRole('button', {
      name: `${locale.filters.dates.label} ${locale.filters.dates.add}`,
    }),
  )
  return screen.findByRole('dialog', { name: locale.calendar.title })
}

/** Pages forward until the month of `day` is in view. */
async function showMonthOf(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  dialog: HTMLElement,
  day: string,
  locale: typeof en,
  language: 'en' | 'ar',
) {
  const name = formatMonth(monthOf(day), language)
  for (let page = 0; page < 2 && !within(dialog).queryByRole('table', { name }); page++) {
    await user.click(within(dialog).getByRole('button', { name: locale.calendar.nextMonth }))
  }
  return within(dialog).findByRole('table', { name })
}

/** Dubai's public holidays, for both products (the seed has UAE National Day and others). */
async function setDubaiHolidays(holidays: string[]) {
  await db.citySettings.update((q) => q.where({ cityCode: 'DXB' }), {
    data(draft) {
      draft.holidays = holidays
    },
  })
}

describe('the car page calendar', () => {
  // The booked days are counted from today: a seeded holiday among them would change what the
  // tests below see, depending on the date they run.
  beforeEach(() => setDubaiHolidays([]))

  it('shows the days the car is booked as booked and keeps a return before them', async () => {
    const calls = bookedDaysCalls()
    const booked = seededBookingDays()
    const firstBooked = booked[0] ?? ''
    const { user } = await renderRoute('/rental/dubai/cars/dxb-001?product=DAILY')
    const dialog = await openCalendar(user, en)

    // The pick-up two days before the booking, then every booked day as booked.
    const pickup = shiftDays(firstBooked, -2)
    let month = await showMonthOf(user, dialog, pickup, en, 'en')
    await user.click(within(month).getByRole('button', { name: formatFullDate(pickup, 'en') }))
    await within(dialog).findByText(
      en.calendar.returnBeforeBooking.replace('{{date}}', formatPlainDay(firstBooked, 'en')),
    )
    const dayBefore = shiftDays(firstBooked, -1)
    month = await showMonthOf(user, dialog, dayBefore, en, 'en')
    expect(
      within(month).getByRole('button', { name: formatFullDate(dayBefore, 'en') }),
    ).toHaveAttribute('aria-disabled', 'false')

    for (const day of booked) {
      month = await showMonthOf(user, dialog, day, en, 'en')
      const button = await within(month).findByRole('button', {
        name: joinLabel([formatFullDate(day, 'en'), en.calendar.booked], 'en'),
      })
      expect(button).toHaveAttribute('aria-disabled', 'true')
    }
    // Past the booking the car is free again, but a return there would cross it.
    const afterBooking = shiftDays(booked.at(-1) ?? '', 1)
    month = await showMonthOf(user, dialog, afterBooking, en, 'en')
    expect(
      within(month).getByRole('button', {
        name: joinLabel([formatFullDate(afterBooking, 'en'), en.calendar.unavailable], 'en'),
      }),
    ).toHaveAttribute('aria-disabled', 'true')

    // Only the months shown were asked about, and the month after the last one in view.
    const tomorrow = sandboxToday(DUBAI).add({ days: 1 }).toString()
    const viewed = [monthOf(tomorrow)]
    while (viewed.at(-1) !== monthOf(afterBooking)) viewed.push(shiftMonth(viewed.at(-1) ?? '', 1))
    const expected = [...viewed, shiftMonth(monthOf(afterBooking), 1)]
    expect([...new Set(calls)].sort()).toEqual(expected.map((asked) => `${asked}-01`))
    server.events.removeAllListeners()
  })

  it('says a day is booked in Arabic', async () => {
    const booked = seededBookingDays()
    const { user } = await renderRoute('/rental/ar-DXB/dubai/cars/dxb-001?product=DAILY')
    const dialog = await openCalendar(user, ar)
    for (const day of booked) {
      const month = await showMonthOf(user, dialog, day, ar, 'ar')
      const button = await within(month).findByRole('button', {
        name: joinLabel([formatFullDate(day, 'ar'), ar.calendar.booked], 'ar'),
      })
      expect(button).toHaveAttribute('aria-disabled', 'true')
    }
    expect(within(dialog).getByText(ar.calendar.bookedNote)).toBeInTheDocument()
    expect(ar.calendar.booked).not.toBe(en.calendar.booked)
  })

  it("closes the city's holidays to pick-ups and returns, and says why", async () => {
    const tomorrow = sandboxToday(DUBAI).add({ days: 1 }).toString()
    const holiday = shiftDays(tomorrow, 1)
    await setDubaiHolidays([holiday])
    const { user } = await renderRoute('/rental/dubai/cars/dxb-001?product=DAILY')
    const dialog = await openCalendar(user, en)
    let month = await showMonthOf(user, dialog, holiday, en, 'en')
    const closedDay = () =>
      within(month).getByRole('button', {
        name: joinLabel([formatFullDate(holiday, 'en'), en.calendar.closed], 'en'),
      })
    expect(closedDay()).toHaveAttribute('aria-disabled', 'true')
    expect(within(dialog).getByText(en.calendar.closedNote)).toBeInTheDocument()
    await user.click(closedDay())
    expect(closedDay()).toHaveAttribute('aria-pressed', 'false')

    // Picked up the day before, the holiday cannot be the return; the day after it can.
    month = await showMonthOf(user, dialog, tomorrow, en, 'en')
    await user.click(within(month).getByRole('button', { name: formatFullDate(tomorrow, 'en') }))
    month = await showMonthOf(user, dialog, holiday, en, 'en')
    expect(closedDay()).toHaveAttribute('aria-disabled', 'true')
    const after = shiftDays(holiday, 1)
    month = await showMonthOf(user, dialog, after, en, 'en')
    expect(
      within(month).getByRole('button', { name: formatFullDate(after, 'en') }),
    ).toHaveAttribute('aria-disabled', 'false')
  })

  it('says a day is closed in Arabic', async () => {
    const holiday = sandboxToday(DUBAI).add({ days: 3 }).toString()
    await setDubaiHolidays([holiday])
    const { user } = await renderRoute('/rental/ar-DXB/dubai/cars/dxb-001?product=DAILY')
    const dialog = await openCalendar(user, ar)
    const month = await showMonthOf(user, dialog, holiday, ar, 'ar')
    expect(
      within(month).getByRole('button', {
        name: joinLabel([formatFullDate(holiday, 'ar'), ar.calendar.closed], 'ar'),
      }),
    ).toHaveAttribute('aria-disabled', 'true')
    expect(within(dialog).getByText(ar.calendar.closedNote)).toBeInTheDocument()
    expect(ar.calendar.closed).not.toBe(en.calendar.closed)
  })
})
