import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCity } from '../../src/api/configuration'
import { ApiError } from '../../src/api/errors'
import { injectFault } from '../testing'
import { FAULT_STATUSES, type Fault } from './controls'
import { startPlatformForTests } from './test-platform'

// Every fault the sandbox panel can inject reaches the client as the failure it stands for.

startPlatformForTests()

afterEach(() => {
  vi.useRealTimers()
})

/** Calls a GET until the client gives up (its retries wait on timers) and returns the failure. */
async function failureOf(fault: Fault): Promise<unknown> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  injectFault('configuration', fault)
  const failure = getCity('DXB').then(
    () => new Error('The call was expected to fail'),
    (error: unknown) => error,
  )
  await vi.advanceTimersByTimeAsync(20_000)
  return failure
}

describe('injected faults', () => {
  it.each(FAULT_STATUSES)('status %i reaches the client as an ApiError with it', async (status) => {
    const error = await failureOf({ kind: 'status', status })
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status, code: 'SANDBOX_FAULT' })
  })

  it('a network fault reaches the client as a network error', async () => {
    const error = await failureOf({ kind: 'network' })
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'network', status: 0 })
  })

  it('a malformed body fails the client parse', async () => {
    const error = await failureOf({ kind: 'malformed' })
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'parse', status: 200 })
  })

  it('a delay holds the answer back, then lets it through', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    injectFault('configuration', { kind: 'delay', ms: 2_000 }, 1)
    let settled = false
    const call = getCity('DXB').finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(1_900)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(settled).toBe(true)
    await expect(call).resolves.toMatchObject({ code: 'DXB' })
  })
})
