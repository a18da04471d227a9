import { ApiError } from './errors'

// What the app sets up for every platform call before any is made (src/app/main.tsx, src/app/app.ts).
// The calls themselves (http.ts, and the zod schemas they parse with) load with the first one,
// so the app's first script carries none of it (docs/performance.md).

let gate: Promise<unknown> = Promise.resolve()
let held = false

/** Holds every request until `ready` settles (the sandbox worker starting). */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  gate = ready
  held = true
  const release = () => {
    if (gate === ready) held = false
  }
  ready.then(release, release)
}

/** Settles when requests may go. */
export function requestsReady(): Promise<unknown> {
  return gate
}

/** Whether requests are being held: one made now waits for `requestsReady`. */
export function requestsHeld(): boolean {
  return held
}

type AuthFailureHandler = (status: 401 | 403) => void
let onAuthFailure: AuthFailureHandler = () => {}

/**
 * Every call answered 401 or 403 (after retries), whoever made it (a query, a machine's actor, a
 * form), is reported here, so the session can react: SPEC §4, a 403 while a user is held re-reads
 * the user. One app runs per page, so the latest handler replaces the previous one.
 */
export function setAuthFailureHandler(handler: AuthFailureHandler): void {
  onAuthFailure = handler
}

export function reportAuthFailure(error: unknown): void {
  if (error instanceof ApiError && error.kind === 'http') {
    if (error.status === 401 || error.status === 403) onAuthFailure(error.status)
  }
}
