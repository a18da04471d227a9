/**
 * Lets the browser handle input and paint before the next piece of work: start-up is cut into
 * tasks short enough not to block a tap (docs/performance.md). `scheduler.yield()` where the
 * browser has it (continuation first in line), a new task otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler')
  if (typeof scheduler === 'object' && scheduler !== null) {
    const next: unknown = Reflect.get(scheduler, 'yield')
    if (typeof next === 'function') {
      const pending: unknown = Reflect.apply(next, scheduler, [])
      if (pending instanceof Promise) return pending.then(() => undefined)
    }
  }
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves once the browser has painted the current frame: a tap's handler shows its immediate
 * answer (a switch flipped) and leaves heavier work (redrawing a list) to run after that paint,
 * so the tap's next paint (INP) does not wait for it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}
