import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { db } from '../../mocks/db'
import { startPlatformForTests } from '../../mocks/lib/test-platform'
import { PERSONA_PASSWORD } from '../../mocks/seed/personas'
import { injectFault } from '../../mocks/testing'
import { authMachine } from '../../machines/auth/auth.machine'
import { createAuthActor, sessionMachine } from './auth-actor'

startPlatformForTests()

describe('the app session actor', () => {
  it('runs the auth machine as defined, built once (a provide() built it all again)', () => {
    expect(sessionMachine()).toBe(authMachine)
  })

  it('logs a failure to sync data right after a successful login (SPEC §8)', async () => {
    const actor = createAuthActor()
    await waitFor(actor, (state) => state.matches('anonymous'))
    // The login itself succeeds; the me/details read that follows it does not.
    injectFault('identity', { kind: 'status', status: 400 }, 1)
    actor.send({
      type: 'login.submit',
      credentials: { email: 'customer@rental.test', password: PERSONA_PASSWORD },
    })
    const after = await waitFor(actor, (state) => state.matches('anonymous'))
    expect(after.context).toMatchObject({ user: null, failure: { code: 'SYNC_FAILED' } })
    await vi.waitFor(() => expect(db.logs.count()).toBe(1))
    expect(db.logs.all()[0]).toMatchObject({
      msg: 'Failure to sync data at login',
      type: 'error',
      additional: { label: 'SANDBOX_FAULT' },
    })
    actor.stop()
  })

  it('logs nothing when the login and the read both succeed', async () => {
    const actor = createAuthActor()
    await waitFor(actor, (state) => state.matches('anonymous'))
    actor.send({
      type: 'login.submit',
      credentials: { email: 'customer@rental.test', password: PERSONA_PASSWORD },
    })
    const after = await waitFor(actor, (state) => state.matches('authenticated'))
    expect(after.context.user?.email).toBe('customer@rental.test')
    expect(db.logs.count()).toBe(0)
    actor.stop()
  })
})
