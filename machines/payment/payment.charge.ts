import { assign } from 'xstate'
import { failureOf, toFailure } from '../../src/api/errors'
import { declineOf, paymentSetup, walletIntentOf } from './payment.setup'

// Charging (a saved card's pre-authorisation or a ride-app wallet intent) and waiting for the
// wallet's approval, polled every second by the three-ds machine.

const chooseAgain = (code: string) => ({
  target: '#payment.choosing' as const,
  actions: [
    'renewKey' as const,
    { type: 'failWith' as const, params: failureOf(code) },
    { type: 'declined' as const, params: { code } },
  ],
})

export const charging = paymentSetup.createStateConfig({
  invoke: {
    src: 'charge',
    input: ({ context }) => ({
      customerId: context.customerId,
      bookingId: context.booking.bookingId,
      choice: context.choice,
      returnUrl: context.returnUrl,
      key: context.key,
    }),
    onDone: [
      {
        guard: ({ event }) => event.output.status === 'SUCCEEDED',
        target: 'paid',
      },
      {
        guard: ({ event }) =>
          event.output.status === 'PENDING' && event.output.redirectUrl !== null,
        target: 'awaitingWallet',
        actions: [
          assign({ walletIntentId: ({ event }) => event.output.intentId }),
          {
            type: 'leave',
            params: ({ event }) => ({
              url: event.output.redirectUrl ?? '',
              back: { kind: 'wallet', intentId: event.output.intentId },
            }),
          },
        ],
      },
      {
        target: 'choosing',
        actions: [
          'renewKey',
          {
            type: 'failWith',
            params: ({ context, event }) => declineOf(context, event.output),
          },
          {
            type: 'declined',
            params: ({ context, event }) => ({ code: declineOf(context, event.output).code }),
          },
        ],
      },
    ],
    onError: [
      {
        guard: { type: 'isNotPayable', params: ({ event }) => ({ error: event.error }) },
        target: 'nothingOwed',
      },
      {
        // No answer, or a refusal: the key is kept, so trying again cannot charge twice.
        target: 'choosing',
        actions: [
          { type: 'failWithError', params: ({ event }) => ({ error: event.error }) },
          {
            type: 'declined',
            params: ({ event }) => ({ code: toFailure(event.error).code }),
          },
        ],
      },
    ],
  },
})

export const awaitingWallet = paymentSetup.createStateConfig({
  on: { 'challenge.returned': 'verifyingWallet' },
})

export const verifyingWallet = paymentSetup.createStateConfig({
  invoke: {
    src: 'verifyPayment',
    input: ({ context }) => ({
      target: {
        kind: 'wallet' as const,
        customerId: context.customerId,
        intentId: walletIntentOf(context),
      },
    }),
    onDone: [
      { guard: ({ event }) => event.output.status === 'succeeded', target: 'paid' },
      {
        guard: ({ event }) => event.output.status === 'failed',
        ...chooseAgain('WALLET_DECLINED'),
      },
      { target: 'walletPending' },
    ],
  },
})

/** The wallet has not answered within the polling window: the payment may still land. */
export const walletPending = paymentSetup.createStateConfig({
  on: { 'payment.checkAgain': 'verifyingWallet', 'payment.abandon': 'abandoned' },
})
