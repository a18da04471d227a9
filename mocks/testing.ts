import { resetControls, type EndpointFamily, type Fault, type SandboxFlags } from './lib/controls'
import {
  injectFault as injectFaultRule,
  moveClock as moveSandboxClock,
  setFlags as setSandboxFlags,
} from './lib/sandbox-controls'
import {
  applyScenarioControls as applyControlsOf,
  type Scenario,
  type ScenarioId,
} from './scenarios'

// Vitest helpers: drive the sandbox controls through the panel's own functions
// (lib/sandbox-controls.ts), without a browser. The dom project's setup resets the controls
// before each test; node tests call resetSandboxControls() themselves.

/**
 * Makes the next `remaining` calls of an endpoint family fail (or every call, until reset,
 * when `remaining` is left out). Faults of one family apply in the order they were added.
 */
export function injectFault(family: EndpointFamily, fault: Fault, remaining?: number): void {
  injectFaultRule({ family, fault, remaining })
}

/** Puts the controls in a scenario's state; log in as `scenario.persona` yourself if needed. */
export function applyScenarioControls(id: ScenarioId): Scenario {
  return applyControlsOf(id)
}

/** Moves the sandbox clock by `ms` (negative moves it back). */
export function moveClock(ms: number): void {
  moveSandboxClock(ms)
}

export function setFlags(flags: Partial<SandboxFlags>): void {
  setSandboxFlags(flags)
}

/** No faults, no latency, the real time, default flags. */
export function resetSandboxControls(): void {
  resetControls()
}
