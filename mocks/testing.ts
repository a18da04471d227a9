import type { Temporal } from 'temporal-polyfill'
import {
  resetControls,
  setSandboxNow,
  type EndpointFamily,
  type Fault,
  type SandboxFlags,
} from './lib/controls'
import { openTripFrom, seededCity } from './lib/open-trip'
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
import type { SeedCity } from './seed/cities'
import { nowInZone } from './lib/time'

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

/** Moves the sandbox clock (the platform's and the app's "now") to `instant`. */
export function setSandboxTime(instant: Temporal.Instant): void {
  setSandboxNow(instant.epochMilliseconds)
}

/** Today in a time zone by the sandbox clock: what a test means by "today". */
export function sandboxToday(timeZone: string): Temporal.PlainDate {
  return nowInZone(timeZone).toPlainDate()
}

/**
 * A trip `startDays` after the sandbox clock's today in the first of `cityCodes`, `length` long,
 * with neither end on a holiday of any of those cities (see openTripFrom).
 */
export function openTrip(
  cityCodes: readonly [SeedCity['code'], ...SeedCity['code'][]],
  length: { days?: number; months?: number },
  startDays = 2,
): { from: string; to: string } {
  const today = sandboxToday(seededCity(cityCodes[0]).timezone)
  return openTripFrom(today, cityCodes, length, startDays)
}
