import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { startPlatformForTests } from '../../mocks/lib/test-platform'
import { PERSONA_PASSWORD } from '../../mocks/seed/personas'
import { getAllowedMethods } from '../api/payment'
import { createApp } from './app'

startPlatformForTests()

describe('the app', () => {
  it('re-reads the user when any call, not only a query, is refused with 403 (SPEC §4)', async () => {
    const { session } = createApp(createMemoryHistory({ initialEntries: ['/rental/dubai/cars'] }))
    const actor = await session.load()
    await waitFor(actor, (state) => state.matches('anonymous'))
    actor.send({
      type: 'login.submit',
      credentials: { email: 'customer@rental.test', password: PERSONA_PASSWORD },
    })
    await waitFor(actor, (state) => state.matches('authenticated'))
    const states: string[] = []
    const subscription = actor.subscribe((state) => states.push(JSON.stringify(state.value)))

    // A booking step's actor calls the API directly; another customer's methods are forbidden.
    await expect(getAllowedMethods('someone-else')).rejects.toMatchObject({ status: 403 })
    await waitFor(actor, (state) => states.length > 0 && state.matches('authenticated'))
    expect(states[0]).toContain('revalidating')
    expect(actor.getSnapshot().context.user?.email).toBe('customer@rental.test')
    subscription.unsubscribe()
    actor.stop()
  })
})
