import type { PaymentCity } from '../../../../machines/payment/payment.machine'
import type { Booking } from '../../../api/schemas/payment'
import { cityByCode, DEFAULT_CITY } from '../../../domain/cities'
import { bookingTimeZone } from '../components/booking-labels'

/** The booking's city as the payment and end-date machines read it. */
export function bookingCity(booking: Pick<Booking, 'cityCode' | 'currency'>): PaymentCity {
  const city = cityByCode(booking.cityCode) ?? DEFAULT_CITY
  return { code: city.code, timezone: bookingTimeZone(booking), currency: booking.currency }
}
