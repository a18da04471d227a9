/* eslint-disable no-restricted-syntax -- this file checks what the wall-clock calls answer under the pin */
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it, vi } from 'vitest'
import { sandboxNow } from '../../mocks/lib/controls'
import { pinnedTestInstant } from '../../mocks/lib/test-clock'
import { nowMs } from '../lib/clock'

// Every clock a test can read starts at the pinned instant (src/test/pin-clock.ts), whatever
// the machine's clock says, and keeps running at its real pace.

const pinned = pinnedTestInstant().epochMilliseconds
/** A file runs for seconds; the wall clock is more than a minute away from the pinned instant. */
const NEAR_MS = 60_000

const nearPinned = (ms: number) => Math.abs(ms - pinned) < NEAR_MS

describe('the pinned test clock', () => {
  it('gives Date, Temporal.Now, the sandbox clock and the app clock the pinned instant', () => {
    expect(Math.abs(vi.getRealSystemTime() - pinned)).toBeGreaterThan(NEAR_MS)
    expect(nearPinned(Date.now())).toBe(true)
    expect(nearPinned(new Date().getTime())).toBe(true)
    expect(nearPinned(Temporal.Now.instant().epochMilliseconds)).toBe(true)
    expect(nearPinned(sandboxNow())).toBe(true)
    expect(nearPinned(nowMs())).toBe(true)
  })

  it('keeps running, so a wait is measured', async () => {
    const before = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(Date.now() - before).toBeGreaterThanOrEqual(40)
  })

  it('starts fake timers a test installs at the pinned clock', () => {
    vi.useFakeTimers()
    expect(nearPinned(Date.now())).toBe(true)
    vi.advanceTimersByTime(3 * 86_400_000)
    expect(Date.now() - pinned).toBeGreaterThanOrEqual(3 * 86_400_000)
    // Going back to real timers leaves the rest of this test on the wall clock…
    vi.useRealTimers()
    expect(nearPinned(Date.now())).toBe(false)
  })

  it('…and pins the next test again', () => {
    expect(nearPinned(Date.now())).toBe(true)
  })
})
