import { Temporal } from 'temporal-polyfill'
import type { CountryCode } from './cities'
import { minorUnitDigits } from './currency'

// When money comes back, by the rules both the fake platform and the app read (docs/my-rentals.md,
// "Deposits and refunds"). The platform releases a deposit on the day this file says; the app
// counts down to the same day, so the copy can never contradict what happens.

/**
 * Days after the car is returned until its deposit is released, per country. Tolls (Salik in the
 * UAE) and traffic fines reach the operator weeks after the trip, so the UAE waits longest.
 */
export const DEPOSIT_RELEASE_DAYS: Readonly<Record<CountryCode, number>> = {
  ae: 21,
  sa: 14,
  hu: 14,
}

/**
 * An amount as the platform charges it, in the currency's minor unit: whole forints, cents
 * otherwise. Every sum of money is rounded by this, in the app and the fake platform alike, so a
 * total always equals the sum of its lines.
 */
export function roundMoney(amount: number, currency: string): number {
  const scale = 10 ** minorUnitDigits(currency)
  return Math.round(amount * scale) / scale
}

/** Days a card refund may take to appear on the customer's statement after it is made. */
export const REFUND_ARRIVAL_DAYS = 14

/**
 * The moment a deposit is released: the return date plus the country's days, at the same wall
 * time in the city (a DST change moves neither day nor hour).
 */
export function depositReleaseAt(
  returnedAt: string,
  countryCode: CountryCode,
  timeZone: string,
): Temporal.ZonedDateTime {
  return Temporal.Instant.from(returnedAt)
    .toZonedDateTimeISO(timeZone)
    .add({ days: DEPOSIT_RELEASE_DAYS[countryCode] })
}

/** The last day a refund made at `refundedAt` should take to reach the card, in the city. */
export function refundExpectedBy(refundedAt: string, timeZone: string): Temporal.PlainDate {
  return Temporal.Instant.from(refundedAt)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .add({ days: REFUND_ARRIVAL_DAYS })
}
