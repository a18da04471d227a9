interface Scheduler {
  yield?: () => Promise<void>
}

/**
 * Lets the browser paint and answer input between steps of long work such as seeding, so the
 * sandbox's start is many short tasks rather than one long one. Where there is no
 * `scheduler.yield` (Node, jsdom, older browsers) it continues at once: tests, fake timers and
 * the standalone server seed exactly as before.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve()
}
