import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain, type WithoutScheduler } from './yield-to-main'

// Which comes first: the yield, or a task queued just before it.
async function firstOf(withoutScheduler?: WithoutScheduler): Promise<'task' | 'yield'> {
  const task = new Promise<'task'>((resolve) => setTimeout(() => resolve('task'), 0))
  const yielded = yieldToMain(withoutScheduler).then(() => 'yield' as const)
  return Promise.race([task, yielded])
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('yieldToMain', () => {
  it('asks scheduler.yield where the browser has it, whatever the fallback', async () => {
    const yields = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yields })
    expect(await firstOf()).toBe('yield')
    expect(await firstOf('continue')).toBe('yield')
    expect(yields).toHaveBeenCalledTimes(2)
  })

  it('waits for a new task without scheduler.yield, by default', async () => {
    vi.stubGlobal('scheduler', undefined)
    expect(await firstOf()).toBe('task')
    expect(await firstOf('newTask')).toBe('task')
  })

  it('goes on at once without scheduler.yield when asked to continue', async () => {
    vi.stubGlobal('scheduler', {})
    expect(await firstOf('continue')).toBe('yield')
  })
})
