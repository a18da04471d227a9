import { sandboxYield } from './yield-to-main'

/** One step of a staged load: a dynamic import, so its modules are evaluated when it runs. */
export type Stage = () => Promise<unknown>

/**
 * Runs `stages` one after another with a yield to the browser between them. A module graph is
 * evaluated in one task, so importing the whole platform at once was a single long task on a
 * slow phone; importing its parts in dependency order (each stage's own modules only, as what
 * it imports is already evaluated) spreads that work over one task per stage.
 */
export async function loadInStages(
  stages: readonly Stage[],
  yieldBetween: () => Promise<void> = sandboxYield,
): Promise<void> {
  for (const stage of stages) {
    await stage()
    await yieldBetween()
  }
}
