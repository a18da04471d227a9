import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import type { PollStatus, PollTarget } from './three-ds.actors'
import { POLL_INTERVAL_MS, threeDsMachine } from './three-ds.machine'

const card: PollTarget = { kind: 'card', customerId: 'user-1', paymentMethodId: 'pm-1' }

function poll(answers: Array<PollStatus | Error>, maxAttempts?: number) {
  const inputs: PollTarget[] = []
  const machine = threeDsMachine.provide({
    actors: {
      checkStatus: fromPromise<PollStatus, PollTarget>(({ input }) => {
        inputs.push(input)
        const next = answers.length > 1 ? answers.shift() : answers[0]
        if (next instanceof Error) return Promise.reject(next)
        return Promise.resolve(next ?? 'pending')
      }),
    },
  })
  const actor = createActor(machine, { input: { target: card, maxAttempts } }).start()
  return { actor, inputs }
}

describe('threeDsMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('ends at once when the first answer is final', async () => {
    const { actor } = poll(['succeeded'])
    await expect(toPromise(actor)).resolves.toEqual({ status: 'succeeded', attempts: 1 })
  })

  it('asks again every second until the status settles', async () => {
    const { actor, inputs } = poll(['pending', 'pending', 'failed'])
    await vi.advanceTimersByTimeAsync(0)
    expect(inputs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1)
    expect(inputs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(inputs).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    await expect(toPromise(actor)).resolves.toEqual({ status: 'failed', attempts: 3 })
    expect(inputs.every((input) => input === card)).toBe(true)
  })

  it('times out after the attempt limit while still pending', async () => {
    const { actor, inputs } = poll(['pending'], 5)
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS)
    await expect(toPromise(actor)).resolves.toEqual({ status: 'timedOut', attempts: 5 })
    expect(inputs).toHaveLength(5)
    expect(actor.getSnapshot().matches('timedOut')).toBe(true)
  })

  it('treats a failed request as one more attempt, not as the end', async () => {
    const { actor } = poll([new Error('network'), 'succeeded'])
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    await expect(toPromise(actor)).resolves.toEqual({ status: 'succeeded', attempts: 2 })
  })

  it('stops asking once stopped', async () => {
    const { actor, inputs } = poll(['pending'])
    await vi.advanceTimersByTimeAsync(0)
    actor.stop()
    await vi.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS)
    expect(inputs).toHaveLength(1)
  })
})
