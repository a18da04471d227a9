import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { apiBases, rentalPaths } from '../../src/api/paths'
import { server } from '../node'
import { seedDatabase } from '../seed'
import { resetControls } from './controls'
import { clearStoredFiles } from './files'

// Lifecycle for Node tests that call the client functions against the fake platform.
//
// Sessions: in Node the platform answers with Set-Cookie and MSW keeps the cookie in its own jar
// (one per test file: Vitest isolates modules per file), which sends it with every later
// request, whatever test made it. Seeded users keep their ids across reseeds, so a session from
// one test would still be valid in the next. Logging out after each test clears the jar.

const SEED_LISTINGS = 60

export async function endSession(): Promise<void> {
  await fetch(new URL(apiBases.rental + rentalPaths.logout, 'http://localhost'), {
    method: 'POST',
  })
}

export function startPlatformForTests(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(async () => {
    resetControls()
    clearStoredFiles()
    await seedDatabase(SEED_LISTINGS)
  })
  afterEach(async () => {
    server.resetHandlers()
    resetControls()
    await endSession()
  })
  afterAll(() => server.close())
}

export interface Failure {
  status: unknown
  code: unknown
  /** The fields a 4xx answer named in fieldErrors, sorted. */
  fields: string[]
}

/** What a client call that should fail failed with (its ApiError, read by shape). */
export async function failureOf(call: Promise<unknown>): Promise<Failure> {
  const error: unknown = await call.then(
    () => {
      throw new Error('The call was expected to fail but succeeded')
    },
    (reason: unknown) => reason,
  )
  if (typeof error !== 'object' || error === null) throw new Error('Not an API error')
  const fieldErrors = 'fieldErrors' in error ? error.fieldErrors : undefined
  return {
    status: 'status' in error ? error.status : undefined,
    code: 'code' in error ? error.code : undefined,
    fields:
      typeof fieldErrors === 'object' && fieldErrors !== null
        ? Object.keys(fieldErrors).sort()
        : [],
  }
}
