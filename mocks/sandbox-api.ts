import { z } from 'zod/mini'
import type { Controls, FaultRule, SandboxFlags } from './lib/controls'
import { featureBodySchema, setFeature } from './lib/features'
import * as sandboxControls from './lib/sandbox-controls'
import { findUserByEmail } from './lib/users'
import * as session from './sandbox-session'
import { SCENARIOS, type Scenario } from './scenarios'

// `window.rentalSandbox`: the sandbox's API for the browser console, Playwright and the panel.
// Like a payment provider's test mode, every call is documented and checks its arguments.

export { CONTROLS_EVENT } from './lib/controls-broadcast'
/** Dispatched on `window` after a feature flag changed; the app then reloads its flags. */
export const FEATURES_EVENT = 'rental-sandbox:features'
/** Every localStorage key the sandbox writes starts with this. */
export const SANDBOX_STORAGE_PREFIX = 'rental-sandbox/'

export interface ReloadOption {
  /** Reload the page afterwards so the app picks up the change (default true). */
  reload?: boolean
}

export interface RentalSandbox {
  /** The scenarios `applyScenario()` and `?scenario=<id>` accept. */
  readonly scenarios: readonly Scenario[]
  /**
   * Resets the controls, logs in the scenario's persona (or logs out), applies its controls,
   * then opens its path, or reloads the page. `{ navigate: false }` skips the navigation.
   */
  applyScenario(id: string, options?: { navigate?: boolean }): Promise<void>
  /**
   * Logs in as a persona (or `rideapp@rental.test`, or any account; no password needed) with
   * the session cookie a real login sets, then reloads.
   */
  loginAs(email: string, options?: ReloadOption): Promise<void>
  /** Ends the session, then reloads. */
  logout(options?: ReloadOption): Promise<void>
  /**
   * Adds a fault for an endpoint family, e.g. `{ family: 'configuration', fault: { kind:
   * 'status', status: 503 }, remaining: 1 }`. Without `remaining` it lasts until cleared. Faults
   * of one family apply in the order they were added.
   */
  injectFault(rule: FaultRule): void
  /** Removes one fault, by its position in `getControls().faults`. */
  removeFault(index: number): void
  /** Removes every injected fault. */
  clearFaults(): void
  /** Extra latency in milliseconds on every platform call (0 to 60000). */
  setLatency(ms: number): void
  /** Moves the sandbox clock by `ms` milliseconds (negative moves it back). */
  moveClock(ms: number): void
  /** Sets how far the sandbox clock runs ahead of real time; 0 is now. */
  setClockOffset(ms: number): void
  /**
   * Changes behaviour flags: `challenge` (`ask`, `approve`, `decline`, `never`), `documentReview`
   * (`approve`, `decline`, or `hold`: uploads stay under review until it is changed back) and
   * `carsSoldOut`.
   */
  setFlags(flags: Partial<SandboxFlags>): void
  /**
   * Switches a SPEC §6 feature flag (e.g. `change-handback-in-last-hour`) for everyone, or with
   * `{ email }` for that account only (an override that wins over the default); `null` with an
   * email removes that account's override. The app reloads its flags at once (FEATURES_EVENT).
   */
  setFeature(key: string, enabled: boolean | null, options?: { email?: string }): Promise<void>
  /** A copy of the current controls. */
  getControls(): Controls
  /**
   * Back to the seed: clears the sandbox's localStorage, reseeds the database, resets the
   * controls, logs out, then reloads.
   */
  reset(options?: ReloadOption): Promise<void>
}

declare global {
  interface Window {
    /** The sandbox API; present only when the app runs on the in-browser sandbox. */
    rentalSandbox?: RentalSandbox
  }
}

function check<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new TypeError(`rentalSandbox: invalid ${what}: ${JSON.stringify(value)}`)
  return parsed.data
}

/**
 * Puts the sandbox in a scenario's state without navigating (used for `?scenario=` at boot).
 * The control endpoint it calls is immune to injected faults and latency.
 */
export function prepareScenario(id: string): Promise<Scenario> {
  return session.applyScenarioSession(id)
}

function clearSandboxStorage(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(SANDBOX_STORAGE_PREFIX)) localStorage.removeItem(key)
  }
}

// The controls live in this page (the worker's handlers run here), so the synchronous calls change
// them directly; the ones that touch the session go through the control endpoints. Both use the
// one implementation in mocks/lib/sandbox-controls.ts.
export const rentalSandbox: RentalSandbox = {
  scenarios: SCENARIOS,

  async applyScenario(id, { navigate = true } = {}) {
    const scenario = await prepareScenario(id)
    if (!navigate) return
    if (scenario.path) location.assign(scenario.path)
    else location.reload()
  },

  async loginAs(email, { reload = true } = {}) {
    await session.loginAs(check(sandboxControls.emailSchema, email, 'email'))
    if (reload) location.reload()
  },

  async logout({ reload = true } = {}) {
    await session.logout()
    if (reload) location.reload()
  },

  injectFault(rule) {
    sandboxControls.injectFault(check(sandboxControls.faultBodySchema, rule, 'fault rule'))
  },

  removeFault(index) {
    sandboxControls.removeFault(index)
  },

  clearFaults: sandboxControls.clearFaults,

  setLatency(ms) {
    sandboxControls.setLatency(check(sandboxControls.latencyMsSchema, ms, 'latency'))
  },

  moveClock(ms) {
    sandboxControls.moveClock(check(sandboxControls.millisecondsSchema, ms, 'clock move'))
  },

  setClockOffset(ms) {
    sandboxControls.setClockOffset(check(sandboxControls.millisecondsSchema, ms, 'clock offset'))
  },

  setFlags(flags) {
    sandboxControls.setFlags(check(sandboxControls.flagsBodySchema, flags, 'flags'))
  },

  async setFeature(key, enabled, options = {}) {
    const change = check(featureBodySchema, { key, enabled, ...options }, 'feature')
    const user = change.email === undefined ? undefined : findUserByEmail(change.email)
    if (change.email !== undefined && !user)
      throw new TypeError(`rentalSandbox: no account uses ${change.email}`)
    await setFeature(change.key, change.enabled, user?.userId)
    window.dispatchEvent(new CustomEvent(FEATURES_EVENT, { detail: { key: change.key } }))
  },

  getControls: sandboxControls.snapshotControls,

  async reset({ reload = true } = {}) {
    await session.resetSession()
    // After resetting, so the default controls it just saved are removed as well.
    clearSandboxStorage()
    if (reload) location.reload()
  },
}

export function installSandboxApi(): void {
  window.rentalSandbox = rentalSandbox
}
