import { getResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../handlers'
import { resetControls } from '../lib/controls'
import { seedDatabase } from '../seed'
import { startPlatformServer, type PlatformServer } from './node-http'
import { PLATFORM_PROBES, SESSION_PROBES, type Probe } from './platform-probes'

// The standalone server must answer exactly what the handlers answer in-process (the worker and
// the Vitest server): same handlers, same seeded database, one request each way. No setupServer
// in this file, so fetch reaches the real socket; the server counts every call to prove it.

interface Snapshot {
  status: number
  contentType: string | null
  body: unknown
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const UPLOAD_PATH = '/api/identity/me/documents/MAIN/DRIVING_LICENSE/FRONT'

let platform: PlatformServer
let served = 0

beforeAll(async () => {
  resetControls()
  await seedDatabase()
  platform = await startPlatformServer({ handlers, port: 0 })
  platform.server.on('request', () => {
    served += 1
  })
})

afterAll(() => platform.close())

function requestInit(probe: Probe, cookie?: string): RequestInit {
  const headers = new Headers({ Accept: 'application/json' })
  if (cookie) headers.set('Cookie', cookie)
  const method = probe.method ?? 'GET'
  // fetch writes the multipart boundary itself.
  if (probe.body instanceof FormData) return { method, headers, body: probe.body }
  if (probe.body === undefined) return { method, headers }
  headers.set('Content-Type', 'application/json')
  const body = typeof probe.body === 'string' ? probe.body : JSON.stringify(probe.body)
  return { method, headers, body }
}

/** What the handlers answer in-process, or undefined when none matches. */
function inProcess(probe: Probe, cookie?: string): Promise<Response | undefined> {
  const request = new Request(`${platform.url}${probe.path}`, requestInit(probe, cookie))
  return getResponse(handlers, request, { baseUrl: platform.url })
}

async function overHttp(probe: Probe, cookie?: string): Promise<Response> {
  const before = served
  const response = await fetch(`${platform.url}${probe.path}`, requestInit(probe, cookie))
  expect(served, 'the request must reach the real server').toBe(before + 1)
  return response
}

async function snapshot(response: Response, volatileKeys: string[] = []): Promise<Snapshot> {
  const text = await response.text()
  const json = text === '' ? null : (JSON.parse(text) as unknown)
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: withoutKeys(json, volatileKeys),
  }
}

/** Drops values made per request (generated ids), wherever they sit. */
function withoutKeys(value: unknown, keys: string[]): unknown {
  if (keys.length === 0 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item: unknown) => withoutKeys(item, keys))
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !keys.includes(key))
      .map(([key, item]) => [key, withoutKeys(item, keys)]),
  )
}

/** What the server must answer when no handler matches. */
function notFound(probe: Probe): Snapshot {
  const pathname = probe.path.split('?')[0] ?? probe.path
  return {
    status: 404,
    contentType: 'application/json',
    body: {
      message: `No sandbox endpoint for ${probe.method ?? 'GET'} ${pathname}`,
      code: 'ENDPOINT_NOT_FOUND',
    },
  }
}

/** A probe's answer both ways; a probe that should match a handler fails when none does. */
async function expectSameAnswer(
  probe: Probe,
  cookies: { local?: string; remote?: string } = {},
): Promise<Snapshot> {
  const local = await inProcess(probe, cookies.local)
  const route = `${probe.method ?? 'GET'} ${probe.path}`
  if (probe.unmatched) expect(local, `no handler may answer ${route}`).toBeUndefined()
  else expect(local, `a handler must answer ${route}`).toBeDefined()
  const expected = local ? await snapshot(local, probe.volatileKeys) : notFound(probe)
  const remote = await snapshot(await overHttp(probe, cookies.remote), probe.volatileKeys)
  expect(remote).toEqual(expected)
  return remote
}

/** The session cookie's `name=value`, and its attributes without the signed value. */
function sessionOf(response: Response): { pair: string; attributes: string } {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('rental_session='))
  expect(cookie, 'login must set the session cookie').toBeDefined()
  const [pair = '', ...attributes] = (cookie ?? '').split(';').map((part) => part.trim())
  return { pair, attributes: attributes.join('; ') }
}

/** Logs the persona in both ways. */
async function loginBothWays(email: string) {
  const login: Probe = {
    name: 'login',
    method: 'POST',
    path: '/rental/api/auth/login',
    body: { email, password: 'Rental!2026' },
  }
  const local = await inProcess(login)
  if (!local) throw new Error('No login handler answered')
  const remote = await overHttp(login)
  const localSession = sessionOf(local)
  const remoteSession = sessionOf(remote)
  expect(remoteSession.attributes).toBe(localSession.attributes)
  expect(await snapshot(remote)).toEqual(await snapshot(local))
  return { local: localSession.pair, remote: remoteSession.pair }
}

function upload(bytes: Uint8Array<ArrayBuffer>, fileName: string): Probe {
  const form = new FormData()
  form.set('file', new Blob([bytes]), fileName)
  return { name: 'upload', method: 'POST', path: UPLOAD_PATH, body: form }
}

describe('standalone platform server vs in-process handlers', () => {
  it.each(PLATFORM_PROBES)('$name', async (probe) => {
    await expectSameAnswer(probe)
  })

  it('logs in, then answers for the session cookie', async () => {
    const sessions = await loginBothWays('customer@rental.test')
    const statuses: number[] = []
    for (const probe of SESSION_PROBES)
      statuses.push((await expectSameAnswer(probe, sessions)).status)
    expect(statuses).toEqual([200, 200, 403])
  })

  it('accepts a multipart document upload, and rejects a file that is not a document', async () => {
    const sessions = await loginBothWays('new@rental.test')
    const local = await inProcess(upload(PNG_BYTES, 'licence.png'), sessions.local)
    if (!local) throw new Error('No upload handler answered')
    // A second upload of the same side replaces the first, so both answers describe one state.
    const remote = await snapshot(
      await overHttp(upload(PNG_BYTES, 'licence.png'), sessions.remote),
      ['documentId'],
    )
    expect(remote.status).toBe(200)
    expect(remote).toEqual(await snapshot(local, ['documentId']))

    const text = new TextEncoder().encode('not an image')
    const localRejected = await inProcess(upload(text, 'notes.txt'), sessions.local)
    const remoteRejected = await overHttp(upload(text, 'notes.txt'), sessions.remote)
    expect(localRejected).toBeDefined()
    if (!localRejected) return
    const rejected = await snapshot(remoteRejected)
    expect(rejected.status).toBe(422)
    expect(rejected).toEqual(await snapshot(localRejected))
  })
})
