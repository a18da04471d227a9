import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type { TimeSlotAvailability } from '../../src/api/schemas/availability'
import type { ChargeSummary } from '../../src/api/schemas/payment'
import { fake, type Answer } from '../shared/fake-actor'
import { card, cardOptions, intent, scriptedPayment } from '../payment/payment.test-kit'
import type { ChangeInput, EndSlotsInput } from './end-date.actors'
import { endDateMachine, type EndDateInput } from './end-date.machine'

// Changing a rental's end: every branch, with the platform scripted and the payment replaced
// by a stand-in that ends the way a test says.

const TO = '2026-12-04T14:00:00+04:00'
const ms = (iso: string) => Date.parse(iso)

const day = (date: string, times: string[], closed = false): TimeSlotAvailability => ({
  date,
  closed,
  slots: times.map((time) => ({ time, available: time !== '13:00' })),
})

const summary = (total: number): ChargeSummary => ({
  bookingId: 'bkg-1',
  currency: 'AED',
  charges:
    total > 0 ? [{ type: 'EXTENSION', amount: total }] : [{ type: 'RENTAL_FEE', amount: total }],
  total,
})

const refused = (status: number, code: string, fieldErrors: Record<string, string[]> = {}) =>
  new ApiError({ kind: 'http', status, code, fieldErrors, message: code, url: '/end-date' })

/** The real payment machine, on a scripted platform: the booking's card, which pays. */
function payment() {
  return scriptedPayment({
    options: [cardOptions([card('pm-booking', { isPreferred: true })])],
    payments: [intent('SUCCEEDED')],
  })
}

function start(
  script: {
    slots?: Array<Answer<TimeSlotAvailability, EndSlotsInput>>
    prices?: Array<ChargeSummary | Error>
    commits?: Array<ChargeSummary | Error>
    now?: string
    lastHourAllowed?: boolean
    preset?: string
  } = {},
) {
  const slots = fake<TimeSlotAvailability, EndSlotsInput>(
    script.slots ?? [
      (input: EndSlotsInput) => day(input.date, ['10:00', '13:00', '14:00', '18:00']),
    ],
  )
  const prices = fake<ChargeSummary, ChangeInput>(script.prices ?? [summary(196.56)])
  const commits = fake<ChargeSummary, ChangeInput>(script.commits ?? [summary(196.56)])
  const pay = payment()
  const machine = endDateMachine.provide({
    actors: {
      loadEndSlots: slots.logic,
      priceChange: prices.logic,
      commitChange: commits.logic,
      payment: pay.machine,
    },
  })
  const input: EndDateInput = {
    customerId: 'user-1',
    booking: {
      bookingId: 'bkg-1',
      reference: 'RNT-BKG001',
      productType: 'DAILY',
      from: '2026-11-30T14:00:00+04:00',
      to: TO,
      status: 'ACTIVE',
    },
    city: { code: 'DXB', timezone: 'Asia/Dubai', currency: 'AED' },
    now: ms(script.now ?? '2026-12-01T10:00:00+04:00'),
    lastHourAllowed: script.lastHourAllowed ?? false,
    preset: script.preset ? { endDate: script.preset } : null,
    returnUrl: '/rental/post-booking/bkg-1?payment=returned',
    preferred: { kind: 'card', paymentMethodId: 'pm-booking' },
  }
  const actor = createActor(machine, { input })
  actor.start()
  const settle = () => vi.advanceTimersByTimeAsync(0)
  return { actor, slots, prices, commits, pay, settle }
}

const value = (actor: { getSnapshot(): { value: unknown } }) => actor.getSnapshot().value
const context = (actor: { getSnapshot(): { context: unknown } }) => actor.getSnapshot().context

describe('endDateMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts on the current end and loads that day’s return times', async () => {
    const run = start()
    expect(value(run.actor)).toEqual({ picking: 'loadingSlots' })
    await run.settle()
    expect(value(run.actor)).toEqual({ picking: 'idle' })
    expect(run.slots.calls[0]).toEqual({ bookingId: 'bkg-1', cityCode: 'DXB', date: '2026-12-04' })
    expect(context(run.actor)).toMatchObject({ date: '2026-12-04', time: '14:00' })
  })

  it('loads the times of each day picked and keeps the time when that day offers it', async () => {
    const run = start({
      slots: [
        (input: EndSlotsInput) => day(input.date, ['14:00']),
        (input: EndSlotsInput) => day(input.date, ['09:00', '10:00']),
      ],
    })
    await run.settle()
    run.actor.send({ type: 'date.pick', date: '2026-12-06' })
    await run.settle()
    expect(run.slots.calls[1]?.date).toBe('2026-12-06')
    expect(context(run.actor)).toMatchObject({ date: '2026-12-06', time: '09:00' })
  })

  it('says a day is closed, and offers to load the times again after a failure', async () => {
    const run = start({
      slots: [
        (input: EndSlotsInput) => day(input.date, ['14:00']),
        day('2026-12-02', [], true),
        new Error('offline'),
        (input: EndSlotsInput) => day(input.date, ['14:00']),
      ],
    })
    await run.settle()
    run.actor.send({ type: 'date.pick', date: '2026-12-02' })
    await run.settle()
    expect(context(run.actor)).toMatchObject({ slotsClosed: true, slots: [], time: null })
    run.actor.send({ type: 'date.pick', date: '2026-12-05' })
    await run.settle()
    expect(value(run.actor)).toEqual({ picking: 'slotsFailed' })
    run.actor.send({ type: 'slots.retry' })
    await run.settle()
    expect(value(run.actor)).toEqual({ picking: 'idle' })
  })

  it('asks for a time, refuses the current end, then prices the new end in the city', async () => {
    const run = start()
    await run.settle()
    run.actor.send({ type: 'change.review' })
    expect(context(run.actor)).toMatchObject({ failure: { code: 'SAME_END', field: 'endDate' } })
    run.actor.send({ type: 'time.pick', time: '13:00' })
    run.actor.send({ type: 'change.review' })
    expect(context(run.actor)).toMatchObject({ failure: { code: 'CHOOSE_TIME' } })
    run.actor.send({ type: 'date.pick', date: '2026-12-06' })
    await run.settle()
    run.actor.send({ type: 'time.pick', time: '18:00' })
    run.actor.send({ type: 'change.review' })
    expect(value(run.actor)).toBe('pricing')
    await run.settle()
    expect(run.prices.calls[0]).toEqual({
      customerId: 'user-1',
      bookingId: 'bkg-1',
      endDate: '2026-12-06T18:00:00+04:00',
    })
    expect(value(run.actor)).toBe('reviewing')
    expect(context(run.actor)).toMatchObject({ summary: summary(196.56) })
  })

  it('brings the platform’s refusal back to the picker, next to the date', async () => {
    const run = start({
      prices: [
        refused(422, 'VALIDATION_FAILED', { endDate: ['OUTSIDE_BUSINESS_HOURS'] }),
        refused(409, 'CAR_UNAVAILABLE'),
      ],
    })
    await run.settle()
    run.actor.send({ type: 'date.pick', date: '2026-12-06' })
    await run.settle()
    run.actor.send({ type: 'change.review' })
    await run.settle()
    expect(run.actor.getSnapshot().matches('picking')).toBe(true)
    expect(context(run.actor)).toMatchObject({
      failure: { code: 'OUTSIDE_BUSINESS_HOURS', status: 422, field: 'endDate' },
    })
    run.actor.send({ type: 'change.review' })
    await run.settle()
    expect(context(run.actor)).toMatchObject({ failure: { code: 'CAR_UNAVAILABLE', field: null } })
  })

  /** Picks the day after next, reviews its price and confirms. */
  async function confirmOn(run: ReturnType<typeof start>) {
    await run.settle()
    run.actor.send({ type: 'date.pick', date: '2026-12-06' })
    await run.settle()
    run.actor.send({ type: 'change.review' })
    await run.settle()
    run.actor.send({ type: 'change.confirm' })
    await run.settle()
  }

  /** Picks the day after next and confirms the price, up to the payment. */
  async function confirmLonger(run: ReturnType<typeof start>) {
    await confirmOn(run)
    const pay = run.actor.getSnapshot().children.pay
    if (!pay) throw new Error('The payment did not start')
    return pay
  }

  it('confirms a longer end, pays for it through the payment machine, and ends changed', async () => {
    const run = start()
    const pay = await confirmLonger(run)
    expect(run.commits.calls[0]?.endDate).toBe('2026-12-06T14:00:00+04:00')
    expect(value(run.actor)).toBe('paying')
    expect(pay.getSnapshot().context).toMatchObject({
      booking: { bookingId: 'bkg-1', reference: 'RNT-BKG001' },
      amount: 196.56,
      choice: { kind: 'card', paymentMethodId: 'pm-booking' },
    })
    pay.send({ type: 'payment.submit' })
    await run.settle()
    expect(run.pay.payments.calls).toHaveLength(1)
    expect(run.actor.getSnapshot().output).toEqual({ status: 'changed', summary: summary(196.56) })
  })

  it('leaves the change waiting for payment when the customer pays later', async () => {
    const run = start()
    const pay = await confirmLonger(run)
    pay.send({ type: 'payment.abandon' })
    await run.settle()
    expect(run.actor.getSnapshot().output).toEqual({ status: 'unpaid' })
  })

  it('applies a shorter end without paying (the platform refunds)', async () => {
    const run = start({ prices: [summary(-180)], commits: [summary(-180)] })
    await run.settle()
    run.actor.send({ type: 'date.pick', date: '2026-12-02' })
    await run.settle()
    run.actor.send({ type: 'change.review' })
    await run.settle()
    run.actor.send({ type: 'change.confirm' })
    await run.settle()
    expect(run.actor.getSnapshot().children.pay).toBeUndefined()
    expect(run.pay.payments.calls).toHaveLength(0)
    expect(run.actor.getSnapshot().output).toEqual({ status: 'changed', summary: summary(-180) })
  })

  it('stays on the review after a commit that got no answer, and can go back to pick', async () => {
    const offline = new ApiError({ kind: 'network', message: 'offline', url: '/end-date' })
    const run = start({ commits: [offline, summary(196.56)] })
    await run.settle()
    run.actor.send({ type: 'date.pick', date: '2026-12-06' })
    await run.settle()
    run.actor.send({ type: 'change.review' })
    await run.settle()
    run.actor.send({ type: 'change.confirm' })
    await run.settle()
    expect(value(run.actor)).toBe('reviewing')
    expect(context(run.actor)).toMatchObject({ failure: { code: 'NETWORK' } })
    run.actor.send({ type: 'change.back' })
    expect(value(run.actor)).toEqual({ picking: 'loadingSlots' })
  })

  it('blocks a change in the last hour unless the flag allows it', () => {
    const lastHour = '2026-12-04T13:30:00+04:00'
    const blocked = start({ now: lastHour })
    expect(blocked.actor.getSnapshot().output).toEqual({ status: 'blocked' })
    expect(blocked.slots.calls).toHaveLength(0)

    const allowed = start({ now: lastHour, lastHourAllowed: true })
    expect(value(allowed.actor)).toEqual({ picking: 'loadingSlots' })

    const earlier = start({ now: '2026-12-04T12:59:00+04:00' })
    expect(value(earlier.actor)).toEqual({ picking: 'loadingSlots' })
    const after = start({ now: '2026-12-04T14:01:00+04:00' })
    expect(value(after.actor)).toEqual({ picking: 'loadingSlots' })
  })

  it('ends blocked when the platform refuses for the last hour (the clock moved on)', async () => {
    const run = start({ prices: [refused(409, 'LAST_HOUR_CHANGE_NOT_ALLOWED')] })
    await run.settle()
    run.actor.send({ type: 'date.pick', date: '2026-12-06' })
    await run.settle()
    run.actor.send({ type: 'change.review' })
    await run.settle()
    expect(run.actor.getSnapshot().output).toEqual({ status: 'blocked' })
  })

  it('prices a one-tap extension at once, and falls back to the picker when it is refused', async () => {
    const run = start({ preset: '2026-12-05T14:00:00+04:00' })
    expect(value(run.actor)).toBe('pricing')
    await run.settle()
    expect(run.prices.calls[0]?.endDate).toBe('2026-12-05T14:00:00+04:00')
    expect(value(run.actor)).toBe('reviewing')

    const closed = start({
      preset: '2026-12-05T14:00:00+04:00',
      prices: [refused(422, 'VALIDATION_FAILED', { endDate: ['OUTSIDE_BUSINESS_HOURS'] })],
    })
    await closed.settle()
    expect(value(closed.actor)).toEqual({ picking: 'idle' })
    expect(context(closed.actor)).toMatchObject({ date: '2026-12-05' })
  })

  it('can be cancelled from the picker and the review', async () => {
    const run = start()
    await run.settle()
    run.actor.send({ type: 'change.cancel' })
    expect(run.actor.getSnapshot().output).toEqual({ status: 'cancelled' })

    const reviewing = start()
    await reviewing.settle()
    reviewing.actor.send({ type: 'date.pick', date: '2026-12-06' })
    await reviewing.settle()
    reviewing.actor.send({ type: 'change.review' })
    await reviewing.settle()
    expect(value(reviewing.actor)).toBe('reviewing')
    reviewing.actor.send({ type: 'change.cancel' })
    expect(reviewing.actor.getSnapshot().output).toEqual({ status: 'cancelled' })
    expect(reviewing.commits.calls).toHaveLength(0)
  })

  it('brings a commit the platform refused back to the picker, with its reason', async () => {
    const run = start({ commits: [refused(409, 'CAR_UNAVAILABLE')] })
    await confirmOn(run)
    expect(run.actor.getSnapshot().matches('picking')).toBe(true)
    expect(context(run.actor)).toMatchObject({ failure: { code: 'CAR_UNAVAILABLE', status: 409 } })
    expect(run.actor.getSnapshot().children.pay).toBeUndefined()
  })

  it('ends blocked when the commit is refused for the last hour', async () => {
    const run = start({ commits: [refused(409, 'LAST_HOUR_CHANGE_NOT_ALLOWED')] })
    await confirmOn(run)
    expect(run.actor.getSnapshot().output).toEqual({ status: 'blocked' })
    expect(run.pay.payments.calls).toHaveLength(0)
  })
})
