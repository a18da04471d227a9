import type { Booking } from '../../../api/schemas/payment'
import { cityByCode } from '../../../domain/cities'
import { timezoneFor } from '../../../lib/city-time'

/** "Toyota Camry": the booking's car as the customer knows it. */
export function carName(booking: Pick<Booking, 'car'>): string {
  return `${booking.car.make} ${booking.car.model}`
}

/** The booking's dates are shown in its city's time zone, wherever the customer is. */
export function bookingTimeZone(booking: Pick<Booking, 'cityCode'>): string {
  return timezoneFor(cityByCode(booking.cityCode))
}
