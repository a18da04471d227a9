import { z } from 'zod/mini'
import { built } from '../../src/api/schemas/built'
import { resetDatabase } from '../seed'
import {
  controls,
  resetControls,
  updateControls,
  type Controls,
  type FaultRule,
  type SandboxFlags,
} from './controls'
import { faultRuleSchema, flagsSchema } from './controls-storage'
import { clearStoredFiles } from './files'

// The one implementation of the sandbox controls. `window.rentalSandbox` (and with it the panel)
// and the /sandbox/* control endpoints both validate with these schemas and change the controls
// through these functions, so the browser and the standalone server cannot drift apart. The
// session is not handled here: it is a cookie, which only the endpoints can set.

/** A clock move or offset, in milliseconds (negative is the past). */
export const millisecondsSchema = built(() => z.number().check(z.int()))
/** Extra latency on every platform call, in milliseconds. */
export const latencyMsSchema = built(() =>
  z.number().check(z.int(), z.minimum(0), z.maximum(60_000)),
)

/** `POST /sandbox/faults`, `rentalSandbox.injectFault()`. */
export const faultBodySchema = faultRuleSchema

/** `PUT /sandbox/latency`. */
export const latencyBodySchema = built(() => z.strictObject({ ms: latencyMsSchema }))

/** `POST /sandbox/clock`: move the clock by `moveMs`, or set its offset to `offsetMs`. */
export const clockBodySchema = built(() =>
  z.union([
    z.strictObject({ moveMs: millisecondsSchema }),
    z.strictObject({ offsetMs: millisecondsSchema }),
  ]),
)

/** `PUT /sandbox/flags`: any of the flags; an unknown name is refused rather than ignored. */
export const flagsBodySchema = built(() => z.partial(z.strictObject(flagsSchema.shape)))

/** `POST /sandbox/login`, `rentalSandbox.loginAs()`. */
export const emailSchema = built(() => z.email())
export const loginBodySchema = built(() => z.strictObject({ email: emailSchema }))

/** `POST /sandbox/scenario`. */
export const scenarioBodySchema = built(() => z.strictObject({ id: z.string() }))

/** `DELETE /sandbox/faults/:index`. */
export const faultIndexSchema = built(() =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/)),
    z.transform((digits) => Number(digits)),
  ),
)

/** A copy, so callers never hold the live object the handlers read. */
export function snapshotControls(): Controls {
  return structuredClone(controls)
}

/** Faults of one family apply in the order they were added. */
export function injectFault(rule: FaultRule): void {
  updateControls((draft) => {
    draft.faults = [...draft.faults, { ...rule, fault: { ...rule.fault } }]
  })
}

/** Removes the fault at `index` of `controls.faults`; false when there is none there. */
export function removeFault(index: number): boolean {
  if (index < 0 || index >= controls.faults.length) return false
  updateControls((draft) => {
    draft.faults = draft.faults.filter((_, position) => position !== index)
  })
  return true
}

export function clearFaults(): void {
  updateControls((draft) => {
    draft.faults = []
  })
}

export function setLatency(ms: number): void {
  updateControls((draft) => {
    draft.latencyMs = ms
  })
}

/** Moves the sandbox clock by `ms` (negative moves it back). */
export function moveClock(ms: number): void {
  updateControls((draft) => {
    draft.clockOffsetMs += ms
  })
}

/** How far the sandbox clock runs ahead of real time; 0 is now. */
export function setClockOffset(ms: number): void {
  updateControls((draft) => {
    draft.clockOffsetMs = ms
  })
}

export function changeClock(change: z.infer<typeof clockBodySchema>): void {
  if ('moveMs' in change) moveClock(change.moveMs)
  else setClockOffset(change.offsetMs)
}

export function setFlags(flags: Partial<SandboxFlags>): void {
  // Flag by flag, so one given as undefined (possible from the console) keeps its value, and a
  // new flag cannot be forgotten here.
  updateControls((draft) => {
    draft.flags = {
      challenge: flags.challenge ?? draft.flags.challenge,
      documentReview: flags.documentReview ?? draft.flags.documentReview,
      carsSoldOut: flags.carsSoldOut ?? draft.flags.carsSoldOut,
    }
  })
}

/** Back to the seed: default controls, seeded data, no uploaded files. The session is the caller's. */
export async function resetSandbox(): Promise<void> {
  resetControls()
  clearStoredFiles()
  await resetDatabase()
}
