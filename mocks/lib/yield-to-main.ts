import { yieldToMain } from '../../src/domain/yield-to-main'

/**
 * The sandbox's yield between steps of long work such as seeding, so its start is many short
 * tasks rather than one long one. Where there is no `scheduler.yield` (Node, jsdom, older
 * browsers) it continues at once: tests, fake timers and the standalone server seed exactly as
 * they would without it.
 */
export function sandboxYield(): Promise<void> {
  return yieldToMain('continue')
}

/**
 * How long one step of the sandbox's start may hold the main thread. A lab phone is a desktop
 * CPU slowed 4×, where a task over 50 ms blocks, and Lighthouse's lab times each task on the
 * desktop's CPU and multiplies it by 4: a step overruns its budget by the record in hand and the
 * yield (8 ms steps made tasks of up to 13 ms there, over 50 once multiplied), so 5 ms keeps a
 * task under 12.5 ms.
 */
export const TASK_BUDGET_MS = 5

let lastYield = -Infinity

/**
 * Yields only once the current stretch of work has used its budget: called before each record
 * of a long loop, it cuts the loop into tasks of about TASK_BUDGET_MS however slow each record
 * is on this device (a fixed count per task is too many on a slow phone, too few on a fast one).
 */
export function yieldWhenDue(): Promise<void> {
  if (performance.now() - lastYield < TASK_BUDGET_MS) return Promise.resolve()
  return sandboxYield().then(() => {
    lastYield = performance.now()
  })
}
