// Giving the main thread back between the steps of long work: the app's start-up and the
// sandbox's start both cut their work into short tasks this way (docs/performance.md). It lives
// in src/domain, the one layer both the app and the fake platform may import, so both yield by
// the same code.

/**
 * Where the browser has no `scheduler.yield`: `newTask` waits for a new task (the app's
 * start-up must still give the browser its turn), `continue` goes on at once (the sandbox
 * seeds in Node, jsdom and under fake timers exactly as without yields).
 */
export type WithoutScheduler = 'newTask' | 'continue'

/**
 * Lets the browser handle input and paint before the next piece of work: `scheduler.yield()`
 * where the browser has it (the continuation first in line), else as `withoutScheduler` says.
 */
export function yieldToMain(withoutScheduler: WithoutScheduler = 'newTask'): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler')
  if (typeof scheduler === 'object' && scheduler !== null) {
    const next: unknown = Reflect.get(scheduler, 'yield')
    if (typeof next === 'function') {
      const pending: unknown = Reflect.apply(next, scheduler, [])
      if (pending instanceof Promise) return pending.then(() => undefined)
    }
  }
  if (withoutScheduler === 'continue') return Promise.resolve()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
