import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { cardOptions, challenged } from '../payment/payment.test-kit'
import { BOOKING_DRAFT_VERSION, readBookingDraft, writeBookingDraft } from './booking.draft'
import { startBooking } from './booking.test-kit'

// The persisted draft is read back only when it is of this version, in shape, and in a state the
// machine has; anything else is dropped with its reason, never thrown.

async function savedDraft() {
  const { actor } = startBooking()
  await new Promise((resolve) => setTimeout(resolve, 0))
  const draft = writeBookingDraft(actor.getPersistedSnapshot())
  actor.stop()
  return JSON.parse(draft) as { version: number; snapshot: Record<string, unknown> }
}

function edit(
  draft: { version: number; snapshot: Record<string, unknown> },
  change: (context: Record<string, unknown>) => void,
) {
  const copy = structuredClone(draft)
  change(copy.snapshot.context as Record<string, unknown>)
  return JSON.stringify(copy)
}

describe('booking draft', () => {
  it('restores what it wrote, children and all', async () => {
    const draft = await savedDraft()
    const reading = readBookingDraft(JSON.stringify(draft))
    expect(reading.kind).toBe('draft')
    if (reading.kind !== 'draft') return
    expect(reading.context.trip.from).toBe('2026-12-02')
    expect(reading.snapshot).toEqual(draft.snapshot)
    const { actor } = startBooking({}, {}, reading.snapshot)
    expect(actor.getSnapshot().context.trip.to).toBe('2026-12-05')
    actor.stop()
  })

  it('has nothing to restore when nothing was stored', () => {
    expect(readBookingDraft(null)).toEqual({ kind: 'none' })
    expect(readBookingDraft('')).toEqual({ kind: 'none' })
  })

  it.each([
    ['not JSON', '{"version":', 'unreadable'],
    ['a bare value', '42', 'unreadable'],
    ['a snapshot from before drafts had versions', '{"status":"active","value":"trip"}', 'version'],
    ['an older version', JSON.stringify({ version: BOOKING_DRAFT_VERSION - 1 }), 'version'],
  ])('drops %s', (_, raw, reason) => {
    expect(readBookingDraft(raw)).toEqual({ kind: 'dropped', reason })
  })

  it('drops a corrupted value and a failure that was only an aborted call', async () => {
    const draft = await savedDraft()
    const corrupt = [
      edit(draft, (context) => ((context.trip as Record<string, unknown>).from = '2026-02-30')),
      edit(draft, (context) => ((context.trip as Record<string, unknown>).fromTime = '25:00')),
      edit(draft, (context) => (context.product = 'WEEKLY')),
      edit(draft, (context) => delete context.bookingKey),
      edit(draft, (context) => (context.failure = { code: 'ABORTED', status: 0, fieldErrors: {} })),
    ]
    for (const raw of corrupt)
      expect(readBookingDraft(raw)).toEqual({ kind: 'dropped', reason: 'shape' })
  })

  it('drops a state this machine no longer has, and a finished flow', async () => {
    const draft = await savedDraft()
    const renamed = { ...draft, snapshot: { ...draft.snapshot, value: { paying: 'card' } } }
    expect(readBookingDraft(JSON.stringify(renamed))).toEqual({ kind: 'dropped', reason: 'state' })
    const done = { ...draft, snapshot: { ...draft.snapshot, status: 'done' } }
    expect(readBookingDraft(JSON.stringify(done))).toEqual({ kind: 'dropped', reason: 'shape' })
  })

  it('keeps the booking it made but neither its payment nor a card token', async () => {
    vi.useFakeTimers()
    const { actor } = startBooking(
      { customerId: 'user-1' },
      { cards: [challenged()], options: [cardOptions([])] },
    )
    await vi.advanceTimersByTimeAsync(400)
    actor.send({ type: 'checkout.start' })
    await waitFor(actor, (s) => s.matches({ checkout: 'choosing' }))
    actor.send({ type: 'payment.cardTokenized', cardToken: 'tok_once', cardNetwork: 'VISA' })
    await waitFor(actor, (s) => s.matches({ checkout: 'paying' }))
    const written = writeBookingDraft(actor.getPersistedSnapshot())
    actor.stop()
    vi.useRealTimers()
    expect(written).not.toContain('tok_once')
    const reading = readBookingDraft(written)
    expect(reading.kind).toBe('draft')
    if (reading.kind !== 'draft') return
    expect(reading.context.booked?.bookingId).toBe('bkg-1')
    expect(reading.context.start).toEqual({ kind: 'choose' })
    expect(Object.keys((reading.snapshot as { children: object }).children)).not.toContain(
      'payment',
    )
  })
})
