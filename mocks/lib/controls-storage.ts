import { z } from 'zod/mini'
import { built } from '../../src/api/schemas/built'
import {
  DEFAULT_FLAGS,
  DOCUMENT_REVIEWS,
  ENDPOINT_FAMILIES,
  FAULT_STATUSES,
  onControlsChange,
  updateControls,
  type Controls,
} from './controls'

// In the browser the controls survive reloads, so a scenario, a fault "until cleared" or a moved
// clock stays in force while the tester moves around. What is stored is validated on load: an
// old or hand-edited value falls back to the defaults instead of breaking the sandbox.

export const CONTROLS_STORAGE_KEY = 'rental-sandbox/controls'

const faultSchema = built(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('status'),
      status: z.literal(FAULT_STATUSES),
      retryAfterSeconds: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(3600))),
    }),
    z.object({ kind: z.literal('delay'), ms: z.number().check(z.int(), z.minimum(0)) }),
    z.object({ kind: z.literal('network') }),
    z.object({ kind: z.literal('malformed') }),
  ]),
)

/** One fault rule, as the window API and the panel accept it. */
export const faultRuleSchema = built(() =>
  z.object({
    family: z.enum(ENDPOINT_FAMILIES),
    fault: faultSchema,
    remaining: z.optional(z.number().check(z.int(), z.minimum(1))),
  }),
)

export const flagsSchema = built(() =>
  z.object({
    challenge: z.enum(['ask', 'approve', 'decline', 'never']),
    documentReview: z.enum(DOCUMENT_REVIEWS),
    carsSoldOut: z.boolean(),
  }),
)

const controlsSchema = built(() =>
  z.object({
    latencyMs: z.number().check(z.int(), z.minimum(0), z.maximum(60_000)),
    faults: z.array(faultRuleSchema),
    clockOffsetMs: z.number().check(z.int()),
    flags: flagsSchema,
    scenario: z.nullable(z.string()),
  }),
)

export function defaultControls(): Controls {
  return { latencyMs: 0, faults: [], clockOffsetMs: 0, flags: { ...DEFAULT_FLAGS }, scenario: null }
}

/** Stored controls, or undefined when there are none or they are not valid. */
export function parseStoredControls(raw: string | null): Controls | undefined {
  if (raw === null) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return undefined
  }
  const parsed = controlsSchema.safeParse(json)
  return parsed.success ? parsed.data : undefined
}

function storage(): Storage | undefined {
  // Node tests have no localStorage; there the controls live in memory only.
  return typeof localStorage === 'undefined' ? undefined : localStorage
}

/** Loads the controls of the last visit (browser only); invalid ones become the defaults. */
export function restoreControls(): void {
  const store = storage()
  if (!store) return
  const raw = store.getItem(CONTROLS_STORAGE_KEY)
  const stored = parseStoredControls(raw)
  if (raw !== null && !stored) {
    console.warn('Sandbox: the stored controls were not valid and were reset to the defaults')
  }
  const next = stored ?? defaultControls()
  updateControls((draft) => {
    draft.latencyMs = next.latencyMs
    draft.faults = next.faults
    draft.clockOffsetMs = next.clockOffsetMs
    draft.flags = next.flags
    draft.scenario = next.scenario
  })
}

/** Saves the controls after every change (browser only). Returns the unsubscribe function. */
export function persistControls(): () => void {
  const store = storage()
  if (!store) return () => undefined
  return onControlsChange((current) => {
    try {
      store.setItem(CONTROLS_STORAGE_KEY, JSON.stringify(current))
    } catch (error) {
      // Storage full or blocked: the controls still work for this page.
      console.warn('Sandbox: the controls could not be saved', error)
    }
  })
}
