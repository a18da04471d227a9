import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { configurationQueries } from '../../../api/queries/configuration-queries'
import type { ProductType } from '../../../api/schemas/common'
import type { CityInfo } from '../../../domain/cities'
import type { RentalDates, RentalRules } from '../../../domain/rental-period'
import { nowMs } from '../../../lib/clock'
import { useRentalPeriod } from '../../../components/date-range/use-rental-period'

/**
 * The city's settings for a product, the rental rules they make, and the URL's dates checked
 * against them (SPEC §5: a from-date counts only from tomorrow in the city). Shared by the cars
 * list and the car page, which apply the same rules.
 */
export function useRentalDates(product: ProductType, city: CityInfo, asked: RentalDates) {
  const settings = useSuspenseQuery(configurationQueries.citySettings(product, city.code)).data
  const timeZone = settings.timezone || city.timezone
  const rules: RentalRules = useMemo(
    () => ({
      product,
      timeZone,
      maxStartDateOffset: settings.maxStartDateOffset,
      minRentalPeriod: settings.minRentalPeriod,
      holidays: settings.holidays,
    }),
    [product, timeZone, settings.maxStartDateOffset, settings.minRentalPeriod, settings.holidays],
  )
  const period = useRentalPeriod(asked.from !== undefined || asked.to !== undefined)
  const dates: RentalDates = useMemo(
    () =>
      period ? period.normaliseRentalDates({ from: asked.from, to: asked.to }, rules, nowMs()) : {},
    [period, asked.from, asked.to, rules],
  )
  return { settings, timeZone, rules, period, dates }
}
