import { useState } from 'react'
import { monthOf, sameDayIn, shiftMonth } from '../../domain/calendar'
import {
  addPeriods,
  cityToday,
  compareDates,
  earliestReturn,
  latestReturn,
  MAX_RENTAL_PERIODS,
  monthsBetween,
  startWindow,
  type RentalDates,
  type RentalRules,
} from '../../domain/rental-period'
import { nextBookedDay, spansBookedDay } from '../../domain/booked-days'
import { nowMs } from '../../lib/clock'
import type { DayState } from './month-grid'
import { useBookedDays, type CalendarListing } from '../../api/queries/use-booked-days'

export const MAX_MONTHS = MAX_RENTAL_PERIODS.MONTHLY

/**
 * The calendar's state: the days chosen so far, the month in view and the focused day, with the
 * rules for which days can be chosen. Daily: pick-up day, then return day. Monthly: pick-up day
 * plus a number of months. For one car (`listing`), a rental cannot take a day it is booked: such
 * days are unavailable, a pick-up day needs its shortest rental free, and the return days stop
 * before the next booked day. The city's holidays are closed: no rental starts or ends on one.
 */
export function useDateRangeSelection(
  initial: RentalDates,
  rules: RentalRules,
  listing?: CalendarListing,
) {
  const monthly = rules.product === 'MONTHLY'
  const today = cityToday(nowMs(), rules.timeZone)
  const window = startWindow(rules, nowMs())
  const [from, setFrom] = useState(initial.from)
  const [to, setTo] = useState(initial.to)
  const [focused, setFocused] = useState(initial.from ?? window.first)
  const [month, setMonth] = useState(monthOf(initial.from ?? window.first))
  const minMonths = Math.max(1, rules.minRentalPeriod)
  const [months, setMonths] = useState(() =>
    initial.from && initial.to
      ? Math.min(MAX_MONTHS, monthsBetween(initial.from, initial.to))
      : minMonths,
  )
  const booked = useBookedDays(listing, month)
  const holidays = rules.holidays ?? []
  const closed = (date: string) => holidays.includes(date)
  const firstMonth = monthOf(window.first)
  const lastMonth = shiftMonth(monthOf(window.last), MAX_MONTHS)

  const inWindow = (date: string) =>
    compareDates(date, window.first) >= 0 && compareDates(date, window.last) <= 0
  const choosingEnd = !monthly && from !== undefined && to === undefined
  /** Where the return days stop: the first booked day after the pick-up. */
  const bookedFrom = choosingEnd ? nextBookedDay(from, booked) : undefined

  // The shortest rental from a pick-up day (or, monthly, the months chosen) must be free.
  const shortestRentalEnd = (date: string) =>
    monthly ? addPeriods(date, months, 'MONTHLY') : earliestReturn(date, rules)
  // A subscription's end follows from its start, so a start whose end is a holiday is refused.
  const canStart = (date: string) => {
    if (!inWindow(date) || closed(date)) return false
    const end = shortestRentalEnd(date)
    return !(monthly && closed(end)) && !spansBookedDay(date, end, booked)
  }

  const dayState = (date: string): DayState => {
    const role = date === from ? 'start' : date === to ? 'end' : undefined
    const inRange =
      from !== undefined &&
      to !== undefined &&
      compareDates(date, from) > 0 &&
      compareDates(date, to) < 0
    const isBooked = booked.has(date)
    const isClosed = closed(date)
    if (!choosingEnd) {
      return { disabled: !canStart(date), booked: isBooked, closed: isClosed, role, inRange }
    }
    const returnOk =
      !isClosed &&
      compareDates(date, earliestReturn(from, rules)) >= 0 &&
      compareDates(date, latestReturn(from, rules.product)) <= 0 &&
      (bookedFrom === undefined || compareDates(date, bookedFrom) < 0)
    // An earlier day starts the choice again as the new pick-up day.
    const newStart = compareDates(date, from) < 0 && canStart(date)
    return { disabled: !returnOk && !newStart, booked: isBooked, closed: isClosed, role, inRange }
  }

  /**
   * A subscription length is offered when it takes no booked day from the pick-up chosen and
   * does not end on a holiday.
   */
  const monthsFree = (count: number) => {
    if (from === undefined) return true
    const end = addPeriods(from, count, 'MONTHLY')
    return !closed(end) && !spansBookedDay(from, end, booked)
  }

  const choose = (date: string) => {
    if (monthly) {
      setFrom(date)
      setTo(addPeriods(date, months, 'MONTHLY'))
    } else if (choosingEnd && compareDates(date, from) > 0) {
      setTo(date)
    } else {
      setFrom(date)
      setTo(undefined)
    }
  }

  const chooseMonths = (count: number) => {
    setMonths(count)
    if (from) setTo(addPeriods(from, count, 'MONTHLY'))
  }

  const showMonth = (next: string) => {
    if (next < firstMonth || next > lastMonth) return
    setMonth(next)
    setFocused(sameDayIn(focused, next))
  }

  const moveMonth = (by: number) => showMonth(shiftMonth(month, by))

  const focusDate = (date: string) => {
    const target = monthOf(date)
    if (target < firstMonth || target > lastMonth) return
    setFocused(date)
    if (target !== month) setMonth(target)
  }

  return {
    monthly,
    today,
    from,
    to,
    month,
    months,
    minMonths,
    bookedFrom,
    /** Whether the month in view has a day the car is booked. */
    bookedInView: [...booked].some((date) => monthOf(date) === month),
    /** Whether the month in view has one of the city's holidays. */
    closedInView: holidays.some((date) => monthOf(date) === month),
    monthsFree,
    /** The focused day, kept inside the month in view so the grid always has a tab stop. */
    focused: monthOf(focused) === month ? focused : `${month}-01`,
    canGoBack: month > firstMonth,
    canGoForward: month < lastMonth,
    dayState,
    choose,
    chooseMonths,
    moveMonth,
    focusDate,
  }
}
