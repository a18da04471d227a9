// After a 3-D Secure (or ride-app wallet) redirect, asks for the status every pollInterval until it
// settles, at most maxAttempts times; a status still pending then ends in `timedOut`. A failed
// request counts as an attempt and is tried again, so a network blip does not end the wait.

import { assign, setup } from 'xstate'
import { checkStatus, type PollStatus, type PollTarget } from './three-ds.actors'

export interface ThreeDsInput {
  target: PollTarget
  /** Defaults to MAX_ATTEMPTS. */
  maxAttempts?: number
}

export type ThreeDsOutput = { status: 'succeeded' | 'failed' | 'timedOut'; attempts: number }

/** SPEC §9: the payment status is polled every second. */
export const POLL_INTERVAL_MS = 1000
/** About two minutes of waiting before the customer is told the payment is still processing. */
export const MAX_ATTEMPTS = 120

export const threeDsMachine = setup({
  types: {
    input: {} as ThreeDsInput,
    context: {} as {
      target: PollTarget
      attempts: number
      maxAttempts: number
      outcome: ThreeDsOutput['status']
    },
    output: {} as ThreeDsOutput,
  },
  actors: { checkStatus },
  guards: {
    isStatus: (_, params: { status: PollStatus; expected: PollStatus }) =>
      params.status === params.expected,
    hasAttemptsLeft: ({ context }) => context.attempts < context.maxAttempts,
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
}).createMachine({
  id: 'threeDs',
  context: ({ input }) => ({
    target: input.target,
    attempts: 0,
    maxAttempts: input.maxAttempts ?? MAX_ATTEMPTS,
    outcome: 'timedOut',
  }),
  initial: 'checking',
  states: {
    checking: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        src: 'checkStatus',
        input: ({ context }) => context.target,
        onDone: [
          {
            guard: {
              type: 'isStatus',
              params: ({ event }) => ({ status: event.output, expected: 'succeeded' }),
            },
            target: 'succeeded',
          },
          {
            guard: {
              type: 'isStatus',
              params: ({ event }) => ({ status: event.output, expected: 'failed' }),
            },
            target: 'failed',
          },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    waiting: {
      after: {
        pollInterval: [{ guard: 'hasAttemptsLeft', target: 'checking' }, { target: 'timedOut' }],
      },
    },
    succeeded: { type: 'final', entry: assign({ outcome: 'succeeded' }) },
    failed: { type: 'final', entry: assign({ outcome: 'failed' }) },
    timedOut: { type: 'final', entry: assign({ outcome: 'timedOut' }) },
  },
  output: ({ context }) => ({ status: context.outcome, attempts: context.attempts }),
})
