import { beforeEach, vi } from 'vitest'
import { pinnedTestInstant } from '../../mocks/lib/test-clock'

// Every test file starts at the pinned instant (mocks/lib/test-clock.ts) and time runs on from
// there at its real pace: Date, and so Temporal.Now, the sandbox clock, the app's clock and the
// seed, read the pinned day whatever the wall clock says. Only Date is faked; timers stay real.
// A test that fakes timers itself starts them at this clock (Vitest starts fake time at the
// current Date); once it goes back to real timers, the next test is pinned again.

const pinnedMs = pinnedTestInstant().epochMilliseconds
const startedMs = vi.getRealSystemTime()
const realSetTimeout = globalThis.setTimeout

/** The pinned instant plus the real time this file has run. */
function pinnedNow(): number {
  return pinnedMs + (vi.getRealSystemTime() - startedMs)
}

function pinClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: pinnedNow(), shouldAdvanceTime: true })
}

pinClock()

beforeEach(() => {
  // Timers a test faked (and left on) are its own; otherwise Date is pinned again, in case the
  // previous test went back to real time.
  if (globalThis.setTimeout === realSetTimeout) pinClock()
})
