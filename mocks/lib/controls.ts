// The sandbox's own controls: network latency, injected faults and the clock. Tests and the
// sandbox panel change them; handlers read them on every request.

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

export interface Controls {
  /** Extra latency on every call, to feel like a real network. */
  latencyMs: number
  faults: FaultRule[]
  /** Milliseconds the sandbox clock runs ahead of (or behind) the real one. */
  clockOffsetMs: number
}

export const controls: Controls = { latencyMs: 0, faults: [], clockOffsetMs: 0 }

export function sandboxNow(): number {
  return Date.now() + controls.clockOffsetMs
}

/** Takes the fault that applies to the next request of a family, counting it down. */
export function takeFault(family: EndpointFamily): Fault | undefined {
  const rule = controls.faults.find((candidate) => candidate.family === family)
  if (!rule) return undefined
  if (rule.remaining !== undefined) {
    rule.remaining -= 1
    if (rule.remaining <= 0) controls.faults = controls.faults.filter((other) => other !== rule)
  }
  return rule.fault
}

export function resetControls(): void {
  controls.latencyMs = 0
  controls.faults = []
  controls.clockOffsetMs = 0
}
