import { describe, expect, it } from 'vitest'
import { settleRenderedRouters, trackRenderedRouter } from './rendered-routers'

function router(status: 'pending' | 'idle') {
  return { state: { status } }
}

describe('settleRenderedRouters', () => {
  it('waits until a rendered router has finished its navigation', async () => {
    const navigating = router('pending')
    trackRenderedRouter(navigating)
    setTimeout(() => {
      navigating.state.status = 'idle'
    }, 60)
    const started = Date.now()
    await settleRenderedRouters()
    expect(navigating.state.status).toBe('idle')
    expect(Date.now() - started).toBeGreaterThanOrEqual(50)
  })

  it('gives up after its time limit, and forgets the routers it waited for', async () => {
    const stuck = router('pending')
    trackRenderedRouter(stuck)
    const started = Date.now()
    await settleRenderedRouters(100)
    expect(Date.now() - started).toBeLessThan(1000)
    const next = Date.now()
    await settleRenderedRouters(100)
    expect(Date.now() - next).toBeLessThan(50)
  })
})
