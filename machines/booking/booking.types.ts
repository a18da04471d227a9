import type { Address, DeliveryType, GeoPoint, ProductType } from '../../src/api/schemas/common'
import type { Failure } from '../../src/api/errors'
import type { PriceQuote } from '../../src/api/schemas/payment'
import type { Currency } from '../../src/api/schemas/common'
import type { CityCode } from '../../src/domain/cities'
import type { PaymentFormEvent } from '../../src/domain/payment-flow'
import type {
  PaymentBack,
  PaymentChoice,
  PaymentMethodKind,
  PaymentOptions,
} from '../../src/domain/payment-options'
import type { Slot } from '../../src/domain/time-slots'
import type { PaymentStart } from '../payment'

export type AddressModal = 'delivery' | 'return' | 'deliveryrefine' | 'returnrefine' | 'none'

export interface BookingCity {
  code: CityCode
  slug: string
  timezone: string
  currency: Currency
  businessZone: GeoPoint[]
}

/**
 * An address as the customer confirmed it: the platform's Address (label, the pin's coordinates,
 * details) and the places provider's ID for it. The platform's address has no field for the
 * place ID, so it stays in the app's draft and is left out of platform calls.
 */
export type TripAddress = Address & { placeId?: string }

/** What the customer has chosen so far; all of it survives a reload and a login round trip. */
export interface TripDraft {
  /** Calendar dates in the city, YYYY-MM-DD. */
  from: string
  to: string
  /** Wall-clock times in the city, HH:mm; null until slots are known. */
  fromTime: string | null
  toTime: string | null
  deliveryType: DeliveryType
  handoverAddress: TripAddress | null
  handbackAddress: TripAddress | null
  /** SPEC §3: the car comes back to where it was delivered, by default. */
  returnSame: boolean
  couponCode: string | null
}

export interface BookingInput {
  listingId: string
  city: BookingCity
  product: ProductType
  from: string
  to: string
  deliveryType: DeliveryType
  customerId: string | null
  /** SPEC §6: a banned customer may not book. */
  banned: boolean
  /** The app path a 3-D Secure or wallet approval returns to. */
  returnUrl: string
}

export interface BookingContext {
  listingId: string
  city: BookingCity
  product: ProductType
  returnUrl: string
  trip: TripDraft
  slots: { from: Slot[]; to: Slot[] }
  /** SPEC §4: the chosen pick-up or return time is no longer free. */
  blocked: { from: boolean; to: boolean }
  /** SPEC §4: an address outside the city's business zone. */
  outsideGeofence: boolean
  addressModal: AddressModal
  quote: PriceQuote | null
  customerId: string | null
  banned: boolean
  /** The ways to pay, loaded once the customer is known. */
  payment: PaymentOptions | null
  choice: PaymentChoice
  /** What the payment starts with: what the customer paid with, or what was left at the bank. */
  start: PaymentStart
  /** The booking, once made: its trip is fixed from then on, and only paying it remains. */
  booked: BookedTrip | null
  /** Idempotency key of the booking: one draft makes at most one booking. */
  bookingKey: string
  /** The customer came back from logging in: the quote predates them, so ask again. */
  requote: boolean
  failure: Failure | null
}

export interface BookedTrip {
  bookingId: string
  /** What the customer reads (RNT-…), never the internal id. */
  reference: string
  total: number
}

export type BookingEvent =
  | { type: 'trip.dates'; from: string; to: string }
  | { type: 'trip.times'; fromTime?: string; toTime?: string }
  | { type: 'trip.delivery'; deliveryType: DeliveryType }
  | { type: 'trip.address'; which: 'handover' | 'handback'; address: TripAddress }
  | { type: 'trip.returnSame'; value: boolean }
  | { type: 'trip.coupon'; code: string | null }
  | { type: 'address.open'; modal: Exclude<AddressModal, 'none'> }
  | { type: 'address.close' }
  | { type: 'checkout.start' }
  | { type: 'checkout.back' }
  /** The route learnt who is logged in (after a login round trip, or at once). */
  | { type: 'session.ready'; customerId: string; isBanned: boolean }
  /** The payment form, before the booking exists (after, it talks to the payment itself). */
  | PaymentFormEvent
  /**
   * The draft was restored after a reload: check prices and availability again; `back` is what
   * a payment left at the bank's or the wallet's page, when the customer is back from it.
   */
  | { type: 'draft.resumed'; back?: PaymentBack | undefined }

export type BookingEmitted =
  | { type: 'loginRequired' }
  | { type: 'confirmed'; bookingId: string }
  /** Analytics: the customer paid (a booking and a charge are about to be asked for). */
  | { type: 'paymentSubmitted'; method: PaymentMethodKind }
  /** Analytics: a submitted payment ended without paying, and the reason's code. */
  | { type: 'failed'; code: string }

export interface BookingOutput {
  bookingId: string
}
