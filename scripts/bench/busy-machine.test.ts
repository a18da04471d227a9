import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { startBusyMachine } from './busy-machine'

describe('the bench’s busy machine', () => {
  it('keeps its hogs spinning until it is stopped, and then not at all', async () => {
    const busy = startBusyMachine(1)
    await expect.poll(() => busy.turns(), { timeout: 20_000 }).toBeGreaterThan(2)
    await busy.stop()
    const afterStop = busy.turns()
    await sleep(100)
    expect(busy.turns()).toBe(afterStop)
  })

  it('starts nothing for no hogs', async () => {
    const busy = startBusyMachine(0)
    await sleep(50)
    expect(busy.turns()).toBe(0)
    await busy.stop()
  })
})
