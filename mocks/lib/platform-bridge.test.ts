import { http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { login } from '../../src/api/auth'
import { getMe } from '../../src/api/identity'
import { handlers } from '../handlers'
import { seedDatabase } from '../seed'
import { PERSONA_PASSWORD } from '../seed/personas'
import { resetControls } from './controls'
import { platformBridge } from './platform-bridge'
import { endSession } from './test-platform'

// The browser's sandbox starts its worker with these bridge handlers only, and loads the
// platform beside it: calls must wait for the platform, then be answered exactly as the
// platform's own handlers answer them.

let release: (handlers: RequestHandler[]) => void = () => undefined
let platform: Promise<RequestHandler[]> = Promise.resolve(handlers)
const load = vi.fn(() => platform)

const LOCALES = 'http://localhost/rental/locales/en/common.json'
const NOT_A_PLATFORM_CALL = 'http://localhost/rental/api/no-such-endpoint'
/** The dev server serves the app's API modules from a path with `/api/` in it. */
const DEV_MODULE = 'http://localhost/rental/src/api/schemas/payment.ts'
const server = setupServer(
  ...platformBridge(load),
  http.get(LOCALES, () => HttpResponse.json({ served: 'by a later handler' })),
  http.get(DEV_MODULE, () => HttpResponse.text('export {}')),
  http.get(NOT_A_PLATFORM_CALL, () => HttpResponse.json({ fell: 'through' })),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  resetControls()
  await seedDatabase(60)
  platform = new Promise((resolve) => {
    release = resolve
  })
  load.mockClear()
})
afterEach(async () => {
  release(handlers)
  await endSession()
})
afterAll(() => server.close())

describe('platformBridge', () => {
  it('holds a call until the platform has loaded, then answers it as the platform does', async () => {
    let settled = false
    const session = login({ email: 'customer@rental.test', password: PERSONA_PASSWORD }).finally(
      () => {
        settled = true
      },
    )
    await vi.waitFor(() => expect(load).toHaveBeenCalled())
    expect(settled).toBe(false)
    release(handlers)
    await expect(session).resolves.toEqual({ userId: 'user-customer' })
    // The platform's Set-Cookie reached the cookie store: the next call carries the session.
    await expect(getMe()).resolves.toMatchObject({ userId: 'user-customer' })
  })

  it('never makes a request outside the platform wait for it', async () => {
    const response = await fetch(LOCALES)
    await expect(response.json()).resolves.toEqual({ served: 'by a later handler' })
    expect(load).not.toHaveBeenCalled()
  })

  it("never makes the dev server's modules wait, though their path has /api/ in it", async () => {
    // The platform's own code imports these modules: waiting for it would never end.
    const response = await fetch(DEV_MODULE)
    await expect(response.text()).resolves.toBe('export {}')
    expect(load).not.toHaveBeenCalled()
  })

  it('lets a call the platform does not serve fall through to later handlers', async () => {
    release(handlers)
    const response = await fetch(NOT_A_PLATFORM_CALL)
    await expect(response.json()).resolves.toEqual({ fell: 'through' })
    expect(load).toHaveBeenCalled()
  })
})
