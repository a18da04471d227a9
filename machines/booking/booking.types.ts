import type { Address, DeliveryType, GeoPoint, ProductType } from '../../src/api/schemas/common'
import type { CardBrand, PriceQuote } from '../../src/api/schemas/payment'
import type { Currency } from '../../src/api/schemas/common'
import type { CityCode } from '../../src/domain/cities'
import type { Slot } from '../../src/domain/time-slots'
import type { PaymentMethodType, PaymentOptions } from '../../src/domain/payment-options'

export type AddressModal = 'delivery' | 'return' | 'deliveryrefine' | 'returnrefine' | 'none'
export type { MadaStatus } from '../../src/domain/cards'
export type { PaymentMethodType, PaymentOptions } from '../../src/domain/payment-options'

export interface BookingCity {
  code: CityCode
  slug: string
  timezone: string
  currency: Currency
  businessZone: GeoPoint[]
}

/** What the customer has chosen so far; all of it survives a reload and a login round trip. */
export interface TripDraft {
  /** Calendar dates in the city, YYYY-MM-DD. */
  from: string
  to: string
  /** Wall-clock times in the city, HH:mm; null until slots are known. */
  fromTime: string | null
  toTime: string | null
  deliveryType: DeliveryType
  handoverAddress: Address | null
  handbackAddress: Address | null
  /** SPEC §3: the car comes back to where it was delivered, by default. */
  returnSame: boolean
  couponCode: string | null
}

export interface BookingFailure {
  /** The platform's code (CAR_UNAVAILABLE, CARD_DECLINED…) or one of the flow's own. */
  code: string
  status: number
  fieldErrors: Readonly<Record<string, readonly string[]>>
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
  payment: PaymentOptions | null
  methodType: PaymentMethodType
  selectedMethodId: string | null
  /** A card waiting for its 3-D Secure result. */
  pendingCardId: string | null
  /** Its bank page, while the booking is made before going there. */
  challengeUrl: string | null
  walletIntentId: string | null
  bookingId: string | null
  /** Idempotency keys: one booking per draft, one charge per payment attempt. */
  bookingKey: string | null
  paymentKey: string | null
  /** The customer pressed Pay with a new card: pay as soon as the card is verified. */
  payWhenReady: boolean
  /** The customer came back from logging in: the quote predates them, so ask again. */
  requote: boolean
  failure: BookingFailure | null
}

export type BookingEvent =
  | { type: 'trip.dates'; from: string; to: string }
  | { type: 'trip.times'; fromTime?: string; toTime?: string }
  | { type: 'trip.delivery'; deliveryType: DeliveryType }
  | { type: 'trip.address'; which: 'handover' | 'handback'; address: Address }
  | { type: 'trip.returnSame'; value: boolean }
  | { type: 'trip.coupon'; code: string | null }
  | { type: 'address.open'; modal: Exclude<AddressModal, 'none'> }
  | { type: 'address.close' }
  | { type: 'checkout.start' }
  | { type: 'checkout.back' }
  /** The route learnt who is logged in (after a login round trip, or at once). */
  | { type: 'session.ready'; customerId: string; isBanned: boolean }
  | { type: 'payment.choose'; methodType: PaymentMethodType; paymentMethodId?: string }
  /** A new card, tokenized by the payment provider; the number never reaches the machine. */
  | { type: 'payment.cardTokenized'; cardToken: string; cardNetwork: CardBrand; payNow: boolean }
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }
  /** Back from the 3-D Secure or wallet page. */
  | { type: 'challenge.returned' }
  /** The draft was restored after a reload: check prices and availability again. */
  | { type: 'draft.resumed' }
  | { type: 'failure.dismiss' }

/** How a payment was made, for analytics: a card added in checkout, a saved card, the wallet. */
export type PaymentMethodKind = 'card' | 'saved_card' | 'wallet'

export type BookingEmitted =
  | { type: 'loginRequired' }
  | { type: 'redirect'; url: string }
  | { type: 'confirmed'; bookingId: string }
  /** Analytics: the customer paid (a booking and a charge are about to be asked for). */
  | { type: 'paymentSubmitted'; method: PaymentMethodKind }
  /** Analytics: a submitted payment ended without a booking, and the reason's code. */
  | { type: 'failed'; code: string }

export interface BookingOutput {
  bookingId: string
}
