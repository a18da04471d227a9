// Changing when a rental ends, longer or shorter: a day and one of its free return times (the
// platform's slots for the booking, in the city's time zone), the platform's dry run of what it
// costs, then confirm. A change that costs more waits for its payment on the platform and is
// paid through the pay-booking machine; a shorter one is refunded at once. Inside the last hour
// before the handback only SPEC §6's flag allows a change (the platform refuses it too).

import { Temporal } from 'temporal-polyfill'
import { assign, setup } from 'xstate'
import { isApiError } from '../../src/api/errors'
import type { ProductType } from '../../src/api/schemas/common'
import type { BookingStatus, ChargeSummary } from '../../src/api/schemas/payment'
import { cityDateTime } from '../../src/domain/extend'
import { zonedMoment, type Slot } from '../../src/domain/time-slots'
import type { BookingCity } from '../booking/booking.types'
import { payBookingMachine } from '../pay-booking/pay-booking.machine'
import { commitChange, loadEndSlots, priceChange } from './end-date.actors'

/** SPEC §6: the last hour before the handback. */
export const LAST_HOUR_MS = 60 * 60 * 1000

export interface EndDateInput {
  customerId: string
  booking: {
    bookingId: string
    productType: ProductType
    from: string
    to: string
    status: BookingStatus
  }
  city: BookingCity
  /** The app clock when the change was opened (epoch ms; the sandbox clock in the sandbox). */
  now: number
  /** SPEC §6 "changing the handback date in the last hour", as resolved for this customer. */
  lastHourAllowed: boolean
  /** One-tap extend: this end is priced at once. */
  preset: { endDate: string } | null
  returnUrl: string
  preferredMethodId: string | null
}

export interface EndDateFailure {
  code: string
  status: number
  /** The platform named the new end as the problem. */
  field: 'endDate' | null
}

export interface EndDateContext {
  input: EndDateInput
  date: string | null
  time: string | null
  /** The picked day's return slots; null until loaded. */
  slots: Slot[] | null
  slotsClosed: boolean
  summary: ChargeSummary | null
  committed: ChargeSummary | null
  failure: EndDateFailure | null
  outcome: EndDateOutput
}

export type EndDateOutput =
  | { status: 'changed'; summary: ChargeSummary | null }
  | { status: 'unpaid' }
  | { status: 'blocked' }
  | { status: 'cancelled' }

export type EndDateEvent =
  | { type: 'date.pick'; date: string }
  | { type: 'time.pick'; time: string }
  | { type: 'change.review' }
  | { type: 'change.back' }
  | { type: 'change.confirm' }
  | { type: 'slots.retry' }
  | { type: 'change.cancel' }

function endFailure(error: unknown): EndDateFailure {
  if (!isApiError(error)) return { code: 'UNKNOWN', status: 0, field: null }
  const fieldCode = error.fieldErrors.endDate?.[0]
  if (fieldCode) return { code: fieldCode, status: error.status, field: 'endDate' }
  const code =
    error.code ??
    (error.kind === 'http' ? `HTTP_${String(error.status)}` : error.kind.toUpperCase())
  return { code, status: error.status, field: null }
}

const refusedForLastHour = (error: unknown) =>
  isApiError(error) && error.code === 'LAST_HOUR_CHANGE_NOT_ALLOWED'

/** A failed call that got no verdict on the change (network, 5xx): nothing was decided. */
const undecided = (error: unknown) =>
  !isApiError(error) || error.kind !== 'http' || error.status >= 500

function inLastHour(to: string, now: number): boolean {
  const left = Temporal.Instant.from(to).epochMilliseconds - now
  return left > 0 && left <= LAST_HOUR_MS
}

function newEnd(context: EndDateContext): string {
  return zonedMoment(context.date ?? '', context.time ?? '00:00', context.input.city.timezone)
}

export const endDateMachine = setup({
  types: {
    input: {} as EndDateInput,
    context: {} as EndDateContext,
    events: {} as EndDateEvent,
    output: {} as EndDateOutput,
    children: {} as { pay: 'payBooking' },
  },
  actors: { loadEndSlots, priceChange, commitChange, payBooking: payBookingMachine },
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
}).createMachine({
  id: 'endDate',
  context: ({ input }) => {
    const current = cityDateTime(input.booking.to, input.city.timezone)
    const preset = input.preset ? cityDateTime(input.preset.endDate, input.city.timezone) : null
    return {
      input,
      date: preset?.date ?? current.date,
      time: preset?.time ?? current.time,
      slots: null,
      slotsClosed: false,
      summary: null,
      committed: null,
      failure: null,
      outcome: { status: 'cancelled' },
    }
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'blockedByLastHour', target: 'blocked' },
        { guard: 'hasPreset', target: 'pricing' },
        { target: 'picking' },
      ],
    },
    picking: {
      initial: 'loadingSlots',
      on: {
        'date.pick': {
          target: '.loadingSlots',
          actions: [
            'clearFailure',
            assign({ date: ({ event }) => event.date, slots: null, slotsClosed: false }),
          ],
        },
        'time.pick': { actions: ['clearFailure', assign({ time: ({ event }) => event.time })] },
        'change.review': [
          {
            guard: ({ context }) => !context.slots?.some((slot) => slot.time === context.time),
            actions: {
              type: 'failWith',
              params: { code: 'CHOOSE_TIME', status: 0, field: null },
            },
          },
          {
            guard: 'isCurrentEnd',
            actions: {
              type: 'failWith',
              params: { code: 'SAME_END', status: 0, field: 'endDate' },
            },
          },
          {
            guard: 'hasTime',
            target: 'pricing',
            actions: 'clearFailure',
          },
          {
            actions: {
              type: 'failWith',
              params: { code: 'CHOOSE_TIME', status: 0, field: null },
            },
          },
        ],
        'change.cancel': 'cancelled',
      },
      states: {
        idle: {},
        loadingSlots: {
          invoke: {
            src: 'loadEndSlots',
            input: ({ context }) => ({
              bookingId: context.input.booking.bookingId,
              cityCode: context.input.city.code,
              date: context.date ?? '',
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const slots = event.output.closed ? [] : event.output.slots
                const free = slots.filter((slot) => slot.available)
                // Keep the chosen time when that day offers it, else the first free one.
                const keeps = free.some((slot) => slot.time === context.time)
                return {
                  slots,
                  slotsClosed: event.output.closed,
                  time: keeps ? context.time : (free[0]?.time ?? null),
                }
              }),
            },
            onError: 'slotsFailed',
          },
        },
        slotsFailed: {
          on: { 'slots.retry': 'loadingSlots' },
        },
      },
    },
    pricing: {
      invoke: {
        src: 'priceChange',
        input: ({ context }) => ({
          customerId: context.input.customerId,
          bookingId: context.input.booking.bookingId,
          endDate: newEnd(context),
        }),
        onDone: {
          target: 'reviewing',
          actions: assign({ summary: ({ event }) => event.output, failure: null }),
        },
        onError: [
          { guard: ({ event }) => refusedForLastHour(event.error), target: 'blocked' },
          {
            target: 'picking',
            actions: { type: 'failWith', params: ({ event }) => endFailure(event.error) },
          },
        ],
      },
      on: { 'change.cancel': 'cancelled' },
    },
    reviewing: {
      on: {
        'change.confirm': { target: 'committing', actions: 'clearFailure' },
        'change.back': { target: 'picking', actions: 'clearFailure' },
        'change.cancel': 'cancelled',
      },
    },
    committing: {
      invoke: {
        src: 'commitChange',
        input: ({ context }) => ({
          customerId: context.input.customerId,
          bookingId: context.input.booking.bookingId,
          endDate: newEnd(context),
        }),
        onDone: [
          {
            // A longer end waits for its payment; a shorter one was refunded at once.
            guard: ({ event }) => event.output.total > 0,
            target: 'paying',
            actions: assign({ committed: ({ event }) => event.output }),
          },
          { target: 'changed', actions: assign({ committed: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: ({ event }) => refusedForLastHour(event.error), target: 'blocked' },
          {
            // No verdict: nothing was committed; the customer may confirm again.
            guard: ({ event }) => undecided(event.error),
            target: 'reviewing',
            actions: { type: 'failWith', params: ({ event }) => endFailure(event.error) },
          },
          {
            target: 'picking',
            actions: { type: 'failWith', params: ({ event }) => endFailure(event.error) },
          },
        ],
      },
    },
    paying: {
      invoke: {
        id: 'pay',
        src: 'payBooking',
        input: ({ context }) => ({
          customerId: context.input.customerId,
          bookingId: context.input.booking.bookingId,
          city: context.input.city,
          amount: context.committed?.total ?? 0,
          preferredMethodId: context.input.preferredMethodId,
          returnUrl: context.input.returnUrl,
          resume: null,
        }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'abandoned', target: 'unpaid' },
          { target: 'changed' },
        ],
      },
    },
    blocked: {
      type: 'final',
      entry: assign({ outcome: { status: 'blocked' as const } }),
    },
    changed: {
      type: 'final',
      entry: assign({
        outcome: ({ context }) => ({ status: 'changed' as const, summary: context.committed }),
      }),
    },
    unpaid: { type: 'final', entry: assign({ outcome: { status: 'unpaid' as const } }) },
    cancelled: { type: 'final', entry: assign({ outcome: { status: 'cancelled' as const } }) },
  },
  output: ({ context }) => context.outcome,
})
