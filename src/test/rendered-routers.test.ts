import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settleRenderedRouters, trackRenderedRouter } from './rendered-routers'

// On fake time: what the helper waits for is the router's state and its own limit, not how fast
// this machine is.

function router(status: 'pending' | 'idle') {
  return { state: { status } }
}

/** Starts `settle` and reports whether it has resolved yet. */
function watch(settle: Promise<void>) {
  const seen = { done: false }
  void settle.then(() => {
    seen.done = true
  })
  return seen
}

describe('settleRenderedRouters', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits until a rendered router has finished its navigation', async () => {
    const navigating = router('pending')
    trackRenderedRouter(navigating)
    const settled = watch(settleRenderedRouters())
    await vi.advanceTimersByTimeAsync(1000)
    expect(settled.done).toBe(false)
    navigating.state.status = 'idle'
    await vi.advanceTimersByTimeAsync(20)
    expect(settled.done).toBe(true)
  })

  it('gives up after its time limit, and forgets the routers it waited for', async () => {
    trackRenderedRouter(router('pending'))
    const settled = watch(settleRenderedRouters(100))
    await vi.advanceTimersByTimeAsync(80)
    expect(settled.done).toBe(false)
    await vi.advanceTimersByTimeAsync(40)
    expect(settled.done).toBe(true)
    // The stuck router is forgotten: the next test's wait does not wait for it.
    const next = watch(settleRenderedRouters(100))
    await vi.advanceTimersByTimeAsync(0)
    expect(next.done).toBe(true)
  })
})
