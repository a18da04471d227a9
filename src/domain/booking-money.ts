import { Temporal } from 'temporal-polyfill'
import type { Booking, Charge, ChargeType } from '../api/schemas/payment'
import type { CountryCode } from './cities'
import { depositReleaseAt, refundExpectedBy, roundMoney } from './money-rules'

// A booking's money as the customer reads it, from the platform's charge lines (signed flows:
// see the contract's chargeSchema): what each kind of charge cost and gave back, where the
// deposit stands, and what a cancellation kept and refunded. Every figure is a sum of the
// platform's own lines, so it adds up to what the platform says was paid.

const ORDER: readonly ChargeType[] = [
  'RENTAL_FEE',
  'EXTENSION',
  'SHORT_TERM_SURCHARGE',
  'DELIVERY_FEE',
  'SERVICE_FEE',
  'CDW',
  'DISCOUNT',
  'VAT',
  'CANCELLATION',
  'SHORT_NOTICE_PENALTY',
  'SALIK',
  'FUEL',
  'TRAFFIC_FINE',
  'OTHER',
]

/** Rounds in the lines' currency (all of a booking's lines share it). */
const roundAs = (lines: readonly Charge[], amount: number) => {
  const currency = lines[0]?.currency
  return currency === undefined ? amount : roundMoney(amount, currency)
}
const sum = (lines: readonly Charge[]) =>
  roundAs(
    lines,
    lines.reduce((total, line) => total + line.amount, 0),
  )

export interface ChargeGroup {
  type: ChargeType
  /** Taken (PAID). */
  charged: number
  /** Given back (REFUNDED lines, as a positive amount). */
  refunded: number
  /** Still to pay (a confirmed new end date). */
  pending: number
  net: number
  lines: Charge[]
}

export interface ChargeTotals {
  charged: number
  refunded: number
  pending: number
  /** Equals the payment details' `paid`. */
  net: number
}

/**
 * A booking's own charge: money taken for the booking or given back. The deposit is held, not
 * taken, and what it paid for (tolls, fines) is the deposit's story, so neither counts. What the
 * customer paid, in the app and on the platform alike, is a sum of these lines only.
 */
export function isOwnCharge(line: Pick<Charge, 'type' | 'fromDeposit'>): boolean {
  return line.type !== 'DEPOSIT' && !line.fromDeposit
}

/** The booking's own charges, by type. */
export function chargeGroups(charges: readonly Charge[]): {
  groups: ChargeGroup[]
  totals: ChargeTotals
} {
  const own = charges.filter(isOwnCharge)
  const groups: ChargeGroup[] = []
  for (const type of ORDER) {
    const lines = own.filter((line) => line.type === type && line.status !== 'FAILED')
    if (lines.length === 0) continue
    const charged = sum(lines.filter((line) => line.status === 'PAID'))
    const refunded = 0 - sum(lines.filter((line) => line.status === 'REFUNDED'))
    const pending = sum(lines.filter((line) => line.status === 'PENDING'))
    groups.push({
      type,
      charged,
      refunded,
      pending,
      net: roundAs(lines, charged - refunded),
      lines,
    })
  }
  const totals = groups.reduce<ChargeTotals>(
    (total, group) => ({
      charged: roundAs(own, total.charged + group.charged),
      refunded: roundAs(own, total.refunded + group.refunded),
      pending: roundAs(own, total.pending + group.pending),
      net: roundAs(own, total.net + group.net),
    }),
    { charged: 0, refunded: 0, pending: 0, net: 0 },
  )
  return { groups, totals }
}

export type DepositStatus =
  | { kind: 'none' }
  /** Not paid yet: nothing is held, and nothing may say so. */
  | { kind: 'notYetHeld'; amount: number }
  | {
      kind: 'held'
      amount: number
      releaseAt: Temporal.ZonedDateTime
      /** Whole days to the release in the city's calendar (0 on the day). */
      daysLeft: number
      /** Charges that will come out of it (tolls, fines), not taken yet. */
      pendingDeductions: Charge[]
    }
  | { kind: 'releaseOverdue'; amount: number; releaseAt: Temporal.ZonedDateTime }
  | { kind: 'released'; amount: number; releasedAt: string | null }
  | { kind: 'releasedOnCancel'; amount: number; releasedAt: string | null }
  | {
      kind: 'partlyDeducted' | 'fullyDeducted'
      amount: number
      deducted: number
      returned: number
      deductions: Charge[]
      releasedAt: string | null
    }

export function depositStatus(input: {
  booking: Pick<Booking, 'status' | 'to' | 'depositAmount'>
  charges: readonly Charge[]
  now: number
  countryCode: CountryCode
  timeZone: string
}): DepositStatus {
  const { booking, charges } = input
  const held = charges.find((line) => line.type === 'DEPOSIT' && line.amount > 0)
  if (!held) {
    return booking.depositAmount > 0 && booking.status === 'PENDING_PAYMENT'
      ? { kind: 'notYetHeld', amount: booking.depositAmount }
      : { kind: 'none' }
  }
  const amount = held.amount
  const deductions = charges.filter((line) => line.fromDeposit && line.status !== 'FAILED')
  if (held.status === 'REFUNDED') {
    return booking.status === 'CANCELLED'
      ? { kind: 'releasedOnCancel', amount, releasedAt: held.settledAt }
      : { kind: 'released', amount, releasedAt: held.settledAt }
  }
  if (held.status === 'PAID') {
    const returned =
      0 - sum(charges.filter((line) => line.type === 'DEPOSIT' && line.status === 'REFUNDED'))
    const deducted = roundAs(charges, amount - returned)
    return {
      kind: returned > 0 ? 'partlyDeducted' : 'fullyDeducted',
      amount,
      deducted,
      returned,
      deductions,
      releasedAt: held.settledAt,
    }
  }
  const releaseAt = depositReleaseAt(booking.to, input.countryCode, input.timeZone)
  const now = Temporal.Instant.fromEpochMilliseconds(input.now).toZonedDateTimeISO(input.timeZone)
  if (Temporal.ZonedDateTime.compare(now, releaseAt) >= 0) {
    return { kind: 'releaseOverdue', amount, releaseAt }
  }
  const daysLeft = now.toPlainDate().until(releaseAt.toPlainDate(), { largestUnit: 'days' }).days
  return { kind: 'held', amount, releaseAt, daysLeft, pendingDeductions: deductions }
}

/**
 * A cancelled booking's money, told once from the platform's lines: what was paid for the rental,
 * what came back to the card, the cancellation fee charged, and what the cancellation cost in all
 * (paid + fee − refunded, the payment details' `paid`). The platform refunds what was paid and
 * charges its fee as a line of its own, so the lines add up as the customer's card shows them.
 */
export interface CancellationOutcome {
  /** What the rental cost before it was cancelled. */
  paid: number
  /** Given back to the card (a positive amount). */
  refunded: number
  /** The cancellation fee and any short-notice penalty, charged. */
  fee: number
  /** What the cancellation cost in all. */
  cost: number
  refundedAt: string | null
  expectedBy: Temporal.PlainDate | null
}

export function cancellationOutcome(
  booking: Pick<Booking, 'status'>,
  charges: readonly Charge[],
  timeZone: string,
): CancellationOutcome | null {
  if (booking.status !== 'CANCELLED') return null
  const own = charges.filter(isOwnCharge)
  const isFee = (line: Charge) =>
    line.type === 'CANCELLATION' || line.type === 'SHORT_NOTICE_PENALTY'
  const paidLines = own.filter((line) => line.status === 'PAID')
  const refunds = own.filter((line) => line.status === 'REFUNDED')
  const paid = sum(paidLines.filter((line) => !isFee(line)))
  const fee = sum(paidLines.filter(isFee))
  const refunded = 0 - sum(refunds)
  const refundedAt =
    refunds
      .map((line) => line.settledAt)
      .filter((at): at is string => at !== null)
      .sort()
      .at(-1) ?? null
  return {
    paid,
    refunded,
    fee,
    cost: roundAs(own, paid + fee - refunded),
    refundedAt,
    expectedBy: refundedAt ? refundExpectedBy(refundedAt, timeZone) : null,
  }
}
