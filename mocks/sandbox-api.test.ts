// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { controls, resetControls } from './lib/controls'
import { CONTROLS_STORAGE_KEY, persistControls } from './lib/controls-storage'
import { server } from './node'
import { rentalSandbox } from './sandbox-api'
import { sessionEmail } from './sandbox-session'
import { seedDatabase } from './seed'

// `window.rentalSandbox` in a page: the session calls go through the control endpoints (run by
// the handlers in the page, as the worker would), the others change the controls directly. Both
// check their arguments. Reloading and navigating are turned off; the browser does those.

const NO_RELOAD = { reload: false }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  resetControls()
  await seedDatabase(60)
})
afterEach(() => {
  server.resetHandlers()
  resetControls()
  document.cookie = 'rental_session=; Path=/; Max-Age=0'
  localStorage.clear()
})
afterAll(() => server.close())

describe('window.rentalSandbox', () => {
  it('logs in and out with the session cookie, untouched by auth faults', async () => {
    const fault = { family: 'auth', fault: { kind: 'status', status: 500 } } as const
    rentalSandbox.injectFault(fault)
    await rentalSandbox.loginAs('new@rental.test', NO_RELOAD)
    expect(await sessionEmail()).toBe('new@rental.test')
    expect(rentalSandbox.getControls().faults).toEqual([fault])
    await rentalSandbox.logout(NO_RELOAD)
    expect(await sessionEmail()).toBeUndefined()
  })

  it('applies a scenario: persona, controls; an unknown one is refused', async () => {
    await rentalSandbox.applyScenario('kyc-rejected', { navigate: false })
    expect(await sessionEmail()).toBe('new@rental.test')
    expect(rentalSandbox.getControls()).toMatchObject({
      scenario: 'kyc-rejected',
      flags: { documentReview: 'decline' },
    })
    await expect(rentalSandbox.applyScenario('nope', { navigate: false })).rejects.toThrow(
      /Unknown scenario "nope"/,
    )
  })

  it('changes the controls and refuses what the HTTP controls refuse', () => {
    rentalSandbox.setLatency(250)
    rentalSandbox.moveClock(1000)
    rentalSandbox.moveClock(-400)
    rentalSandbox.setFlags({ carsSoldOut: true })
    rentalSandbox.setFlags({ documentReview: 'hold' })
    rentalSandbox.injectFault({ family: 'payment', fault: { kind: 'network' }, remaining: 2 })
    rentalSandbox.removeFault(0)
    expect(rentalSandbox.getControls()).toMatchObject({
      latencyMs: 250,
      clockOffsetMs: 600,
      faults: [],
      flags: { challenge: 'ask', documentReview: 'hold', carsSoldOut: true },
    })
    expect(() => rentalSandbox.setLatency(-1)).toThrow(TypeError)
    expect(() => rentalSandbox.moveClock(1.5)).toThrow(TypeError)
    // An unknown flag, as the console could pass one (the spread gets past the type check).
    const typo = { soldOut: true }
    expect(() => rentalSandbox.setFlags({ carsSoldOut: true, ...typo })).toThrow(TypeError)
    // A copy: changing it changes nothing.
    rentalSandbox.getControls().latencyMs = 1
    expect(controls.latencyMs).toBe(250)
  })

  it('resets data, controls, session and the stored controls', async () => {
    const stopPersisting = persistControls()
    await rentalSandbox.applyScenario('slow-network', { navigate: false })
    await rentalSandbox.loginAs('customer@rental.test', NO_RELOAD)
    expect(localStorage.getItem(CONTROLS_STORAGE_KEY)).toContain('slow-network')
    await rentalSandbox.reset(NO_RELOAD)
    stopPersisting()
    expect(await sessionEmail()).toBeUndefined()
    expect(rentalSandbox.getControls()).toMatchObject({ latencyMs: 0, scenario: null })
    expect(localStorage.getItem(CONTROLS_STORAGE_KEY)).toBeNull()
  })
})
