// Changing when a rental ends, longer or shorter: a day and one of its free return times (the
// platform's slots for the booking, in the city's time zone), the platform's dry run of what it
// costs, then confirm. A change that costs more waits for its payment on the platform and is
// paid through the payment machine; a shorter one is refunded at once. Inside the last hour
// before the handback only SPEC §6's flag allows a change (the platform refuses it too).

import { assign } from 'xstate'
import { cityDateTime } from '../../src/domain/extend'
import {
  endDateSetup,
  endFailure,
  newEnd,
  paidFor,
  refusedForLastHour,
  undecided,
} from './end-date.setup'

export type { EndDateInput, EndDateOutput } from './end-date.types'

export const endDateMachine = endDateSetup.createMachine({
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
        src: 'payment',
        input: ({ context }) => ({
          customerId: context.input.customerId,
          booking: {
            bookingId: context.input.booking.bookingId,
            reference: context.input.booking.reference,
          },
          city: context.input.city,
          amount: paidFor(context),
          preferred: context.input.preferred,
          returnUrl: context.input.returnUrl,
          start: { kind: 'choose' as const },
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
