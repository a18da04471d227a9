import { bookingHandlers } from './payment-bookings'
import { intentHandlers } from './payment-intents'
import { methodHandlers } from './payment-methods'
import { quoteHandlers } from './payment-quotes'

export const paymentHandlers = [
  ...quoteHandlers,
  ...bookingHandlers,
  ...methodHandlers,
  ...intentHandlers,
]
