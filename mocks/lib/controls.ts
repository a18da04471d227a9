// The sandbox's own controls: network latency, injected faults, behaviour flags and the clock.
// The sandbox panel, the `?scenario=` parameter and tests change them; handlers read them on
// every request. In the browser they persist (see mocks/panel) so a reload keeps the scenario.

export const ENDPOINT_FAMILIES = [
  'auth',
  'logger',
  'features',
  'analytics',
  'identity',
  'configuration',
  'availability',
  'payment',
] as const
export type EndpointFamily = (typeof ENDPOINT_FAMILIES)[number]

export const FAULT_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504] as const
export type FaultStatus = (typeof FAULT_STATUSES)[number]

export type Fault =
  | { kind: 'status'; status: FaultStatus; retryAfterSeconds?: number }
  | { kind: 'delay'; ms: number }
  | { kind: 'network' }
  | { kind: 'malformed' }

export interface FaultRule {
  family: EndpointFamily
  fault: Fault
  /** How many requests the fault applies to; undefined means until cleared. */
  remaining?: number | undefined
}

export const DOCUMENT_REVIEWS = ['approve', 'decline', 'hold'] as const
export type DocumentReview = (typeof DOCUMENT_REVIEWS)[number]

/** Behaviour switches scenarios use. */
export interface SandboxFlags {
  /** What 3-D Secure and wallet challenges do: wait for the tester, or decide by themselves. */
  challenge: 'ask' | 'approve' | 'decline' | 'never'
  /**
   * How uploaded identity documents are reviewed: approved or declined 5 s (sandbox clock) after
   * upload, or held: nothing is decided and every upload stays PENDING until the flag changes.
   */
  documentReview: DocumentReview
  /** Every booking attempt finds the car already taken (409). */
  carsSoldOut: boolean
}

export interface Controls {
  /** Extra latency on every call, to feel like a real network. */
  latencyMs: number
  faults: FaultRule[]
  /** Milliseconds the sandbox clock runs ahead of (or behind) the real one. */
  clockOffsetMs: number
  flags: SandboxFlags
  /** The scenario last applied, for display. */
  scenario: string | null
}

export const DEFAULT_FLAGS: SandboxFlags = {
  challenge: 'ask',
  documentReview: 'approve',
  carsSoldOut: false,
}

export const controls: Controls = {
  latencyMs: 0,
  faults: [],
  clockOffsetMs: 0,
  flags: { ...DEFAULT_FLAGS },
  scenario: null,
}

type Listener = (controls: Controls) => void
const listeners = new Set<Listener>()

/** Called after every change made through updateControls(). */
export function onControlsChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function updateControls(change: (draft: Controls) => void): void {
  change(controls)
  for (const listener of listeners) listener(controls)
}

// The one place the fake platform reads the machine's clock; everything else asks sandboxNow().
export function sandboxNow(): number {
  return Date.now() + controls.clockOffsetMs
}

/** Moves the sandbox clock so that it reads `epochMs` now. */
export function setSandboxNow(epochMs: number): void {
  updateControls((draft) => {
    draft.clockOffsetMs = epochMs - Date.now()
  })
}

/** Takes the fault that applies to the next request of a family, counting it down. */
export function takeFault(family: EndpointFamily): Fault | undefined {
  const rule = controls.faults.find((candidate) => candidate.family === family)
  if (!rule) return undefined
  if (rule.remaining !== undefined) {
    const left = rule.remaining - 1
    // Every countdown is a change: the panel shows what is left and the browser persists it.
    updateControls((draft) => {
      if (left > 0) rule.remaining = left
      else draft.faults = draft.faults.filter((other) => other !== rule)
    })
  }
  return rule.fault
}

export function resetControls(): void {
  updateControls((draft) => {
    draft.latencyMs = 0
    draft.faults = []
    draft.clockOffsetMs = 0
    draft.flags = { ...DEFAULT_FLAGS }
    draft.scenario = null
  })
}
