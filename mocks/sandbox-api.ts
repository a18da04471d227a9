import { z } from 'zod/mini'
import {
  controls,
  onControlsChange,
  resetControls,
  updateControls,
  type Controls,
  type FaultRule,
  type SandboxFlags,
} from './lib/controls'
import { faultRuleSchema, flagsSchema } from './lib/controls-storage'
import { loginAs, logout } from './sandbox-session'
import {
  applyScenarioControls,
  findScenario,
  isScenarioId,
  SCENARIOS,
  type Scenario,
} from './scenarios'
import { resetDatabase } from './seed'

// `window.rentalSandbox`: the sandbox's API for the browser console, Playwright and the panel.
// Like a payment provider's test mode, every call is documented and checks its arguments.

/** Dispatched on `window` after every change of the controls, with a copy as `detail`. */
export const CONTROLS_EVENT = 'rental-sandbox:controls'
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
  /** Logs in as a persona (`rideapp@rental.test` uses the ride-app login), then reloads. */
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
  /** Changes behaviour flags: `challenge`, `documentReview`, `carsSoldOut`. */
  setFlags(flags: Partial<SandboxFlags>): void
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

const millisecondsSchema = z.number().check(z.int())
const latencySchema = z.number().check(z.int(), z.minimum(0), z.maximum(60_000))
const partialFlagsSchema = z.partial(flagsSchema)

export function snapshotControls(): Controls {
  return structuredClone(controls)
}

/**
 * Puts the sandbox in a scenario's state without navigating. The login runs with default
 * controls, so the scenario's own faults and latency never hit it.
 */
export async function prepareScenario(id: string): Promise<Scenario> {
  if (!isScenarioId(id)) {
    const known = SCENARIOS.map((scenario) => scenario.id).join(', ')
    throw new Error(`rentalSandbox: unknown scenario "${id}" (known: ${known})`)
  }
  resetControls()
  const persona = findScenario(id)?.persona
  if (persona) await loginAs(persona)
  else await logout()
  return applyScenarioControls(id)
}

function clearSandboxStorage(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(SANDBOX_STORAGE_PREFIX)) localStorage.removeItem(key)
  }
}

export const rentalSandbox: RentalSandbox = {
  scenarios: SCENARIOS,

  async applyScenario(id, { navigate = true } = {}) {
    const scenario = await prepareScenario(id)
    if (!navigate) return
    if (scenario.path) location.assign(scenario.path)
    else location.reload()
  },

  async loginAs(email, { reload = true } = {}) {
    await loginAs(check(z.email(), email, 'email'))
    if (reload) location.reload()
  },

  async logout({ reload = true } = {}) {
    await logout()
    if (reload) location.reload()
  },

  injectFault(rule) {
    const checked = check(faultRuleSchema, rule, 'fault rule')
    updateControls((draft) => {
      draft.faults = [...draft.faults, checked]
    })
  },

  removeFault(index) {
    updateControls((draft) => {
      draft.faults = draft.faults.filter((_, position) => position !== index)
    })
  },

  clearFaults() {
    updateControls((draft) => {
      draft.faults = []
    })
  },

  setLatency(ms) {
    const checked = check(latencySchema, ms, 'latency')
    updateControls((draft) => {
      draft.latencyMs = checked
    })
  },

  moveClock(ms) {
    const checked = check(millisecondsSchema, ms, 'clock move')
    updateControls((draft) => {
      draft.clockOffsetMs += checked
    })
  },

  setClockOffset(ms) {
    const checked = check(millisecondsSchema, ms, 'clock offset')
    updateControls((draft) => {
      draft.clockOffsetMs = checked
    })
  },

  setFlags(flags) {
    const checked = check(partialFlagsSchema, flags, 'flags')
    updateControls((draft) => {
      draft.flags = { ...draft.flags, ...checked }
    })
  },

  getControls: snapshotControls,

  async reset({ reload = true } = {}) {
    resetControls()
    // After resetting, so the defaults just saved are removed as well.
    clearSandboxStorage()
    await logout()
    await resetDatabase()
    if (reload) location.reload()
  },
}

/** Tells the app about every change of the controls (it follows the sandbox clock). */
export function broadcastControls(): () => void {
  const announce = () =>
    window.dispatchEvent(new CustomEvent(CONTROLS_EVENT, { detail: snapshotControls() }))
  announce()
  return onControlsChange(announce)
}

export function installSandboxApi(): void {
  window.rentalSandbox = rentalSandbox
}
