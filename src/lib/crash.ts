import { track } from './analytics'
import { logToPlatform } from './logger'
import { reportException } from './monitoring'

export const CRASH_MESSAGE = 'Application crashed'

const reported = new WeakSet<object>()
let reportedPrimitive = false

/**
 * SPEC §8: a crash is logged once each to the platform logger, the analytics layer and the
 * error reporter, however many boundaries see the same error.
 */
export function reportCrash(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return
    reported.add(error)
  } else {
    if (reportedPrimitive) return
    reportedPrimitive = true
  }
  const label = crashLabel(error)
  void logToPlatform(CRASH_MESSAGE, 'error', label)
  track(CRASH_MESSAGE, { label })
  reportException(error, CRASH_MESSAGE)
}

function crashLabel(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 200)
  return 'Unknown error'
}
