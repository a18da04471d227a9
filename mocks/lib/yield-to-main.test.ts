import { afterEach, describe, expect, it, vi } from 'vitest'

// The seed's loops call yieldWhenDue() before each record: the browser gets the thread back
// once a stretch of work has used its budget, not after every record, and Node never waits.

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.resetModules()
})

async function load(now: { value: number }) {
  vi.spyOn(performance, 'now').mockImplementation(() => now.value)
  const yields = vi.fn(() => Promise.resolve())
  vi.stubGlobal('scheduler', { yield: yields })
  const module = await import('./yield-to-main')
  return { ...module, yields }
}

describe('yieldWhenDue', () => {
  it('yields once the budget since the last yield is used, and not before', async () => {
    const now = { value: 1_000 }
    const { yieldWhenDue, TASK_BUDGET_MS, yields } = await load(now)
    await yieldWhenDue()
    expect(yields).toHaveBeenCalledTimes(1)
    now.value += TASK_BUDGET_MS - 1
    await yieldWhenDue()
    expect(yields).toHaveBeenCalledTimes(1)
    now.value += 1
    await yieldWhenDue()
    expect(yields).toHaveBeenCalledTimes(2)
  })

  it('continues at once where the browser has no scheduler.yield, before a task queued earlier', async () => {
    vi.stubGlobal('scheduler', undefined)
    const { yieldWhenDue } = await import('./yield-to-main')
    const task = new Promise<'task'>((resolve) => setTimeout(() => resolve('task'), 0))
    const yielded = yieldWhenDue().then(() => 'yield' as const)
    expect(await Promise.race([task, yielded])).toBe('yield')
  })
})
