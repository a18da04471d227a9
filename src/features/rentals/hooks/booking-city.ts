import type { BookingCity } from '../../../../machines/booking/booking.types'
import type { Booking } from '../../../api/schemas/payment'
import { cityByCode, DEFAULT_CITY } from '../../../domain/cities'
import { bookingTimeZone } from '../components/booking-labels'

/** The booking's city as the payment and end-date machines read it (no delivery zone needed). */
export function bookingCity(booking: Pick<Booking, 'cityCode' | 'currency'>): BookingCity {
  const city = cityByCode(booking.cityCode) ?? DEFAULT_CITY
  return {
    code: city.code,
    slug: city.slug,
    timezone: bookingTimeZone(booking),
    currency: booking.currency,
    businessZone: [],
  }
}
