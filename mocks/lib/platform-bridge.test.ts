import { getResponse, http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { login } from '../../src/api/auth'
import { getMe } from '../../src/api/identity'
import {
  apiBases,
  availabilityPaths,
  configurationPaths,
  identityPaths,
  paymentPaths,
  rentalPaths,
  sandboxPaths,
} from '../../src/api/paths'
import { handlers } from '../handlers'
import { seedDatabase } from '../seed'
import { PERSONA_PASSWORD } from '../seed/personas'
import { resetControls } from './controls'
import { candidateHandlers, platformBridge } from './platform-bridge'
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

describe("platformBridge's turns", () => {
  it("gives the browser its turn before the platform's handler runs and before MSW takes the answer", async () => {
    const steps: string[] = []
    const yieldBetween = vi.fn(() => {
      steps.push('yield')
      return Promise.resolve()
    })
    const platformHandlers = [
      http.get(`*${apiBases.platform}/turns`, () => {
        steps.push('handler')
        return HttpResponse.json({ answered: true })
      }),
    ]
    const bridge = platformBridge(() => Promise.resolve(platformHandlers), yieldBetween)

    const response = await getResponse(
      bridge,
      new Request(`http://localhost${apiBases.platform}/turns`),
    )

    await expect(response?.json()).resolves.toEqual({ answered: true })
    expect(steps).toEqual(['yield', 'handler', 'yield'])
    // A request outside the platform neither waits nor yields.
    await getResponse(bridge, new Request(LOCALES))
    expect(yieldBetween).toHaveBeenCalledTimes(2)
  })
})

describe('candidateHandlers', () => {
  // Every endpoint the app knows, with its parameters filled, by every method.
  const paths = [
    ...Object.values(rentalPaths).map((path) => `${apiBases.rental}${path}`),
    ...[identityPaths, configurationPaths, availabilityPaths, paymentPaths, sandboxPaths]
      .flatMap((group) => Object.values(group))
      .map((path) => `${apiBases.platform}${path}`),
  ].map((path) => `http://localhost${path.replace(/:[A-Za-z]+/g, 'DXB-1')}?page=1`)
  const calls = paths.flatMap((url) =>
    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method): [string, string] => [method, url]),
  )

  it(
    'keeps every handler that matches a call, in order, and narrows the rest',
    { timeout: 60_000 },
    async () => {
      let matched = 0
      for (const [method, url] of calls) {
        const request = () => new Request(url, { method })
        const matching: RequestHandler[] = []
        for (const handler of handlers) {
          if (await handler.test({ request: request() })) matching.push(handler)
        }
        matched += matching.length
        const candidates = candidateHandlers(handlers, request())
        expect(matching.filter((handler) => !candidates.includes(handler))).toEqual([])
        expect(candidates).toEqual(handlers.filter((handler) => candidates.includes(handler)))
        // MSW no longer parses every endpoint's pattern and the cookies for each call.
        expect(candidates.length).toBeLessThan(handlers.length / 4)
      }
      expect(matched).toBeGreaterThan(paths.length)
    },
  )
})
