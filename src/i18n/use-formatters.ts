import { useMemo } from 'react'
import {
  formatDay,
  formatFullDate,
  formatMoney,
  formatMoneyFlow,
  formatMonth,
  formatNumber,
  formatPlainDay,
  formatTime,
  formatWeekday,
  formatWeekdayColumn,
  joinLabel,
  type MoneyFlow,
} from './format'
import { useLocale } from './use-locale'

/** The display formats bound to the current language. */
export function useFormatters() {
  const { language } = useLocale()
  return useMemo(
    () => ({
      money: (amount: number, currency: string) => formatMoney(amount, currency, language),
      /** Money taken from, or returned to, the customer: "255.20 AED" / "+255.20 AED". */
      moneyFlow: (amount: number, currency: string, flow: MoneyFlow) =>
        formatMoneyFlow(amount, currency, language, flow),
      /** A bound typed as a whole number (the price filter's range). */
      wholeMoney: (amount: number, currency: string) =>
        formatMoney(amount, currency, language, { whole: true }),
      number: (value: number) => formatNumber(value, language),
      day: (isoInstant: string, timeZone: string) => formatDay(isoInstant, timeZone, language),
      time: (isoInstant: string, timeZone: string) => formatTime(isoInstant, timeZone, language),
      /** Calendar dates (`YYYY-MM-DD`) as 'EEE, MMM d'. */
      plainDay: (date: string) => formatPlainDay(date, language),
      fullDate: (date: string) => formatFullDate(date, language),
      month: (yearMonth: string) => formatMonth(yearMonth, language),
      weekday: (index: number, width: 'narrow' | 'short' | 'long') =>
        formatWeekday(index, width, language),
      weekdayColumn: (index: number) => formatWeekdayColumn(index, language),
      /** Parts of one spoken label, joined with the language's comma. */
      label: (parts: readonly string[]) => joinLabel(parts, language),
    }),
    [language],
  )
}
