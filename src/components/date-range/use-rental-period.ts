import { use } from 'react'

// The rental-period rules need Temporal (~19 KB gz). The usual first visit has no dates, so the
// cars list loads them only once dates are in play; the calendar loads with them.

type RentalPeriodModule = typeof import('../../domain/rental-period')

let loading: Promise<RentalPeriodModule> | undefined

export function loadRentalPeriod(): Promise<RentalPeriodModule> {
  loading ??= import('../../domain/rental-period')
  return loading
}

/** The rules module when `needed` (suspending until it has loaded), otherwise undefined. */
export function useRentalPeriod(needed: boolean): RentalPeriodModule | undefined {
  return needed ? use(loadRentalPeriod()) : undefined
}
