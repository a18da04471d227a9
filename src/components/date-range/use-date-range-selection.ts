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
import { nowMs } from '../../lib/clock'
import type { DayState } from './month-grid'

export const MAX_MONTHS = MAX_RENTAL_PERIODS.MONTHLY

/**
 * The calendar's state: the days chosen so far, the month in view and the focused day, with the
 * rules for which days can be chosen. Daily: pick-up day, then return day. Monthly: pick-up day
 * plus a number of months.
 */
export function useDateRangeSelection(initial: RentalDates, rules: RentalRules) {
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
  const firstMonth = monthOf(window.first)
  const lastMonth = shiftMonth(monthOf(window.last), MAX_MONTHS)

  const inWindow = (date: string) =>
    compareDates(date, window.first) >= 0 && compareDates(date, window.last) <= 0
  const choosingEnd = !monthly && from !== undefined && to === undefined

  const dayState = (date: string): DayState => {
    const role = date === from ? 'start' : date === to ? 'end' : undefined
    const inRange =
      from !== undefined &&
      to !== undefined &&
      compareDates(date, from) > 0 &&
      compareDates(date, to) < 0
    if (!choosingEnd) return { disabled: !inWindow(date), role, inRange }
    const returnOk =
      compareDates(date, earliestReturn(from, rules)) >= 0 &&
      compareDates(date, latestReturn(from, rules.product)) <= 0
    // An earlier day starts the choice again as the new pick-up day.
    const newStart = compareDates(date, from) < 0 && inWindow(date)
    return { disabled: !returnOk && !newStart, role, inRange }
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
