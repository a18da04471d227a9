import { failureOf, type Failure } from '../../src/api/errors'

/** Why an auth step failed, in a form the UI can translate and show next to fields. */
export type AuthFailure = Failure

export const SYNC_FAILED: AuthFailure = failureOf('SYNC_FAILED')
