import type { SnapshotFrom } from 'xstate'
import type { PaymentView } from '../../src/domain/payment-flow'
import { withinLongestRental } from '../../src/domain/rental-period'
import { atLeast24Hours, zonedMoment } from '../../src/domain/time-slots'
import type { bookingMachine } from './booking.machine'
import type { BookingContext } from './booking.types'

// What the one payment form shows of the checkout before its booking exists (after, it shows the
// booking's payment: machines/payment/payment.view.ts).

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>

/** The form's view before the booking exists: the checkout's own ways to pay and choice. */
export function checkoutView(snapshot: BookingSnapshot): PaymentView {
  const { context } = snapshot
  const at = (state: Parameters<BookingSnapshot['matches']>[0]) => snapshot.matches(state)
  return {
    step: at({ checkout: 'optionsFailed' })
      ? 'loadFailed'
      : at({ checkout: 'placing' })
        ? 'charging'
        : at({ checkout: 'choosing' })
          ? 'choosing'
          : 'loading',
    options: context.payment,
    choice: context.choice,
    failure: context.failure,
    amount: context.quote?.total ?? 0,
    currency: context.city.currency,
    reference: null,
  }
}

type TripContext = Pick<BookingContext, 'trip' | 'city' | 'product'>

/** The trip's pick-up and return as moments in the city, once both times are chosen. */
export function tripMoments(context: TripContext): { from: string; to: string } | undefined {
  const { trip, city } = context
  if (!trip.fromTime || !trip.toTime) return undefined
  return {
    from: zonedMoment(trip.from, trip.fromTime, city.timezone),
    to: zonedMoment(trip.to, trip.toTime, city.timezone),
  }
}

/**
 * Why the chosen return cannot be priced, as its field says and the machine holds the price back:
 * a daily rental under 24 hours, or a rental longer than the platform books (counted as it
 * charges, so it never refuses the trip).
 */
export function returnProblem(context: TripContext): 'tooShort' | 'tooLong' | undefined {
  const moments = tripMoments(context)
  if (!moments) return undefined
  if (context.product === 'DAILY' && !atLeast24Hours(moments.from, moments.to)) return 'tooShort'
  if (!withinLongestRental(context.product, moments.from, moments.to, context.city.timezone)) {
    return 'tooLong'
  }
  return undefined
}
