import type { ProductType } from '../../src/api/schemas/common'
import type { BookingStatus, ChargeSummary } from '../../src/api/schemas/payment'
import type { PaymentChoice } from '../../src/domain/payment-options'
import type { Slot } from '../../src/domain/time-slots'
import type { PaymentCity } from '../payment'

export interface EndDateInput {
  customerId: string
  booking: {
    bookingId: string
    /** What the customer reads (RNT-…). */
    reference: string
    productType: ProductType
    from: string
    to: string
    status: BookingStatus
  }
  city: PaymentCity
  /** The app clock when the change was opened (epoch ms; the sandbox clock in the sandbox). */
  now: number
  /** SPEC §6 "changing the handback date in the last hour", as resolved for this customer. */
  lastHourAllowed: boolean
  /** One-tap extend: this end is priced at once. */
  preset: { endDate: string } | null
  returnUrl: string
  /** The booking's own way of paying, offered first. */
  preferred: PaymentChoice
}

export interface EndDateFailure {
  code: string
  status: number
  /** The platform named the new end as the problem. */
  field: 'endDate' | null
}

export interface EndDateContext {
  input: EndDateInput
  date: string | null
  time: string | null
  /** The picked day's return slots; null until loaded. */
  slots: Slot[] | null
  slotsClosed: boolean
  summary: ChargeSummary | null
  committed: ChargeSummary | null
  failure: EndDateFailure | null
  outcome: EndDateOutput
}

export type EndDateOutput =
  | { status: 'changed'; summary: ChargeSummary | null }
  | { status: 'unpaid' }
  | { status: 'blocked' }
  | { status: 'cancelled' }

export type EndDateEvent =
  | { type: 'date.pick'; date: string }
  | { type: 'time.pick'; time: string }
  | { type: 'change.review' }
  | { type: 'change.back' }
  | { type: 'change.confirm' }
  | { type: 'slots.retry' }
  | { type: 'change.cancel' }
