import { afterAll, afterEach, beforeAll } from 'vitest'
import { handlers } from '../handlers'
import { resetControls } from '../lib/controls'
import { seedDatabase } from '../seed'
import { startPlatformServer, type PlatformServer } from './node-http'

// For tests that drive the sandbox controls over real HTTP, as curl or a load test would: a
// standalone server on a free port, and requests that carry only the cookie they are given.
// No setupServer in these files, so fetch reaches the real socket.

export interface CallOptions {
  /** A JSON value, or a raw string sent as is (for malformed JSON). */
  body?: unknown
  cookie?: string
}

export interface ControlClient {
  call(method: string, path: string, options?: CallOptions): Promise<Response>
  /** The answer's JSON, failing the test when the status is not the expected one. */
  json(method: string, path: string, options?: CallOptions & { status?: number }): Promise<unknown>
}

/** Starts the platform for the file's tests; the controls are reset after each test. */
export function startControlledPlatform(): ControlClient {
  let platform: PlatformServer | undefined

  beforeAll(async () => {
    resetControls()
    await seedDatabase()
    platform = await startPlatformServer({ handlers, port: 0 })
  })
  afterEach(() => resetControls())
  afterAll(() => platform?.close())

  async function call(method: string, path: string, options: CallOptions = {}) {
    if (!platform) throw new Error('The platform server has not started')
    const headers = new Headers({ Accept: 'application/json' })
    if (options.cookie) headers.set('Cookie', options.cookie)
    let body: string | undefined
    if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
    }
    return fetch(`${platform.url}${path}`, { method, headers, body })
  }

  return {
    call,
    async json(method, path, options = {}) {
      const response = await call(method, path, options)
      const text = await response.text()
      const expected = options.status ?? 200
      if (response.status !== expected) {
        throw new Error(`${method} ${path}: expected ${expected}, got ${response.status}: ${text}`)
      }
      return text === '' ? null : (JSON.parse(text) as unknown)
    },
  }
}

/** The `rental_session=<value>` pair a response sets, or undefined. */
export function sessionCookieOf(response: Response): string | undefined {
  const line = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('rental_session='))
  return line?.split(';')[0]
}
