import { Temporal } from 'temporal-polyfill'
import { assign, setup } from 'xstate'
import { isApiError, toFailure } from '../../src/api/errors'
import { inLastHour } from '../../src/domain/rental-end'
import { zonedMoment } from '../../src/domain/time-slots'
import { paymentMachine } from '../payment'
import { commitChange, loadEndSlots, priceChange } from './end-date.actors'
import type {
  EndDateContext,
  EndDateEvent,
  EndDateFailure,
  EndDateInput,
  EndDateOutput,
} from './end-date.types'

// Types, actors, guards and actions of the end-date machine (end-date.machine.ts).

/** A refused change: the platform's field code for the new end first, else its reason. */
export function endFailure(error: unknown): EndDateFailure {
  const { code, status, fieldErrors } = toFailure(error)
  const fieldCode = fieldErrors.endDate?.[0]
  return fieldCode ? { code: fieldCode, status, field: 'endDate' } : { code, status, field: null }
}

export const refusedForLastHour = (error: unknown) =>
  isApiError(error) && error.code === 'LAST_HOUR_CHANGE_NOT_ALLOWED'

/** A failed call that got no verdict on the change (network, 5xx): nothing was decided. */
export const undecided = (error: unknown) =>
  !isApiError(error) || error.kind !== 'http' || error.status >= 500

/** What the confirmed change costs: `paying` is entered only from a committed change. */
export function paidFor(context: EndDateContext): number {
  if (!context.committed) throw new Error('end-date: paying for a change not committed')
  return context.committed.total
}

export function newEnd(context: EndDateContext): string {
  return zonedMoment(context.date ?? '', context.time ?? '00:00', context.input.city.timezone)
}

export const endDateSetup = setup({
  types: {
    input: {} as EndDateInput,
    context: {} as EndDateContext,
    events: {} as EndDateEvent,
    output: {} as EndDateOutput,
    children: {} as { pay: 'payment' },
  },
  actors: { loadEndSlots, priceChange, commitChange, payment: paymentMachine },
  actions: {
    failWith: assign({ failure: (_, params: EndDateFailure) => params }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    blockedByLastHour: ({ context }) =>
      !context.input.lastHourAllowed && inLastHour(context.input.booking.to, context.input.now),
    hasPreset: ({ context }) => context.input.preset !== null,
    hasTime: ({ context }) =>
      context.date !== null &&
      context.time !== null &&
      (context.slots ?? []).some((slot) => slot.time === context.time && slot.available),
    isCurrentEnd: ({ context }) =>
      Temporal.Instant.compare(
        Temporal.Instant.from(newEnd(context)),
        Temporal.Instant.from(context.input.booking.to),
      ) === 0,
  },
})
