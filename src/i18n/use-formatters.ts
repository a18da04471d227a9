import { useMemo } from 'react'
import { formatDay, formatMoney, formatNumber, formatTime } from './format'
import { useLocale } from './use-locale'

/** The display formats bound to the current language. */
export function useFormatters() {
  const { language } = useLocale()
  return useMemo(
    () => ({
      money: (amount: number, currency: string) => formatMoney(amount, currency, language),
      number: (value: number) => formatNumber(value, language),
      day: (isoInstant: string, timeZone: string) => formatDay(isoInstant, timeZone, language),
      time: (isoInstant: string, timeZone: string) => formatTime(isoInstant, timeZone, language),
    }),
    [language],
  )
}
