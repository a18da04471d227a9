import { fromAbortablePromise } from '../shared/abortable-promise'
import { getCareemIntent, getAllowedMethods } from '../../src/api/payment'

// What the polling machine asks: the status of a card being verified (SPEC §4: the saved method's
// status after a 3-D Secure redirect) or of a ride-app wallet payment.

export type PollTarget =
  | { kind: 'card'; customerId: string; paymentMethodId: string }
  | { kind: 'wallet'; customerId: string; intentId: string }

export type PollStatus = 'pending' | 'succeeded' | 'failed'

export const checkStatus = fromAbortablePromise<PollStatus, PollTarget>(
  async ({ input, signal }) => {
    if (input.kind === 'card') {
      const allowed = await getAllowedMethods(input.customerId, signal)
      const method = allowed.paymentMethods.find(
        (candidate) => candidate.paymentMethodId === input.paymentMethodId,
      )
      if (!method) return 'failed'
      return method.status === 'SUCCESS'
        ? 'succeeded'
        : method.status === 'FAILED'
          ? 'failed'
          : 'pending'
    }
    const intent = await getCareemIntent(input.customerId, input.intentId, signal)
    return intent.status === 'SUCCEEDED'
      ? 'succeeded'
      : intent.status === 'FAILED'
        ? 'failed'
        : 'pending'
  },
)
