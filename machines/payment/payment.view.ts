import type { SnapshotFrom } from 'xstate'
import type { PaymentStep, PaymentView } from '../../src/domain/payment-flow'
import type { paymentMachine } from './payment.machine'

// What the one payment form shows of a payment under way (src/components/payments).

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>

function stepOf(snapshot: PaymentSnapshot): PaymentStep {
  if (snapshot.status === 'done') return 'done'
  const at = (state: Parameters<PaymentSnapshot['matches']>[0]) => snapshot.matches(state)
  if (at('loadingOptions')) return 'loading'
  if (at('loadFailed')) return 'loadFailed'
  if (at('choosing')) return 'choosing'
  if (at('addingCard'))
    return snapshot.context.newCard?.kind === 'verify' ? 'verifyingCard' : 'addingCard'
  if (at('awaitingChallenge')) return 'toBank'
  if (at('cardPending')) return 'cardPending'
  if (at('awaitingWallet')) return 'toWallet'
  if (at('verifyingWallet')) return 'verifyingWallet'
  if (at('walletPending')) return 'walletPending'
  return 'charging'
}

export function paymentView(snapshot: PaymentSnapshot): PaymentView {
  const { context } = snapshot
  return {
    step: stepOf(snapshot),
    options: context.options,
    choice: context.choice,
    failure: context.failure,
    amount: context.amount,
    currency: context.city.currency,
    reference: context.booking.reference,
  }
}
