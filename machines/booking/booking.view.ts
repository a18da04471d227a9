import type { SnapshotFrom } from 'xstate'
import type { PaymentView } from '../../src/domain/payment-flow'
import type { bookingMachine } from './booking.machine'

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
