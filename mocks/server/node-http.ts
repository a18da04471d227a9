import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse, type RequestHandler } from 'msw'

// Serves MSW handlers over real HTTP, so clients that cannot run the in-page worker (another
// origin, curl, load tests) talk to the same fake platform. MSW's getResponse resolves one
// request against the handlers without installing any interceptor and without MSW's cookie jar,
// so sessions travel only in each client's own Cookie header.

export interface PlatformServerOptions {
  handlers: readonly RequestHandler[]
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** Called when a handler throws; the client gets a 500. */
  onError?: (error: unknown, request: Request) => void
}

export interface PlatformServer {
  server: Server
  /** Origin the server answers on, without a trailing slash. */
  url: string
  close(): Promise<void>
}

/** Uploads beyond this are refused before any handler sees them. */
const MAX_BODY_BYTES = 25 * 1024 * 1024
/** Keep-alive connections still busy after this are cut so shutdown never hangs. */
const CLOSE_GRACE_MS = 2000

const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
const CORS_HEADERS = 'Accept, Content-Type, Idempotency-Key, Authorization, X-Requested-With'
const CORS_EXPOSED = 'Retry-After, Content-Disposition, Location'

class PayloadTooLarge extends Error {}

export async function startPlatformServer(options: PlatformServerOptions): Promise<PlatformServer> {
  const host = options.host ?? '127.0.0.1'
  const onError =
    options.onError ??
    ((error: unknown, request: Request) => {
      console.error(`Sandbox handler failed for ${request.method} ${request.url}`, error)
    })
  const handlers = [...options.handlers]
  let origin = ''

  const server = createServer((incoming, outgoing) => {
    void handle(incoming, outgoing)
  })

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    allowCors(incoming, outgoing)
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, { 'Content-Length': '0' }).end()
      return
    }
    let request: Request
    try {
      request = await toFetchRequest(incoming, origin)
    } catch (error) {
      if (error instanceof PayloadTooLarge) {
        await sendJson(outgoing, 413, {
          message: 'The request body is too large',
          code: 'PAYLOAD_TOO_LARGE',
        })
      } else {
        // The client went away or sent something Node cannot read; nobody is left to answer.
        outgoing.destroy()
      }
      return
    }
    let response: Response | undefined
    try {
      response = await getResponse(handlers, request, { baseUrl: origin, quiet: true })
    } catch (error) {
      onError(error, request)
      await sendJson(outgoing, 500, {
        message: 'The sandbox failed to answer',
        code: 'SANDBOX_ERROR',
      })
      return
    }
    if (response?.type === 'error') {
      // HttpResponse.error(): a network failure, which over HTTP is a dropped connection.
      outgoing.destroy()
      return
    }
    if (!response || response.headers.get('x-msw-intention') === 'passthrough') {
      const { pathname } = new URL(request.url)
      await sendJson(outgoing, 404, {
        message: `No sandbox endpoint for ${request.method} ${pathname}`,
        code: 'ENDPOINT_NOT_FOUND',
      })
      return
    }
    await sendResponse(outgoing, response, incoming.method === 'HEAD')
  }

  server.listen(options.port ?? 0, host)
  await once(server, 'listening')
  const { port } = addressOf(server)
  // An IPv6 address needs brackets in a URL.
  origin = host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`

  return {
    server,
    url: origin,
    close: () => closeServer(server),
  }
}

function addressOf(server: Server): AddressInfo {
  const address = server.address()
  if (address === null || typeof address === 'string') {
    throw new Error('The platform server is not listening on a TCP port')
  }
  return address
}

/** Browsers on another origin (a dev server, a preview) need CORS with credentials. */
function allowCors(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const requestOrigin = incoming.headers.origin
  if (!requestOrigin) return
  outgoing.setHeader('Access-Control-Allow-Origin', requestOrigin)
  outgoing.setHeader('Access-Control-Allow-Credentials', 'true')
  outgoing.setHeader('Access-Control-Allow-Methods', CORS_METHODS)
  outgoing.setHeader('Access-Control-Allow-Headers', CORS_HEADERS)
  outgoing.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED)
  outgoing.setHeader('Access-Control-Max-Age', '600')
  outgoing.setHeader('Vary', 'Origin')
}

async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const method = incoming.method ?? 'GET'
  const url = new URL(incoming.url ?? '/', origin)
  const headers = new Headers()
  const raw = incoming.rawHeaders
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index]
    const value = raw[index + 1]
    if (name === undefined || value === undefined) continue
    try {
      headers.append(name, value)
    } catch {
      // A header the Fetch API refuses (invalid characters) is dropped, as a browser would.
    }
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readRequestBody(incoming) : undefined
  return new Request(url, {
    method,
    headers,
    body: body && body.byteLength > 0 ? body : null,
  })
}

/** Collects the whole body: handlers read it as JSON, FormData (multipart uploads) or bytes. */
async function readRequestBody(incoming: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.byteLength
    if (size > MAX_BODY_BYTES) throw new PayloadTooLarge()
    chunks.push(buffer)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

async function sendResponse(
  outgoing: ServerResponse,
  response: Response,
  headOnly: boolean,
): Promise<void> {
  response.headers.forEach((value, name) => {
    // Length and framing are Node's job; cookies go one header each below.
    if (name === 'set-cookie' || name === 'content-length' || name === 'transfer-encoding') return
    outgoing.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) outgoing.setHeader('Set-Cookie', cookies)
  const body = Buffer.from(await response.arrayBuffer())
  outgoing.setHeader('Content-Length', String(body.byteLength))
  outgoing.writeHead(response.status, response.statusText || undefined)
  outgoing.end(headOnly ? undefined : body)
}

async function sendJson(outgoing: ServerResponse, status: number, body: object): Promise<void> {
  await sendResponse(outgoing, Response.json(body, { status }), false)
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) {
      resolve()
      return
    }
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS)
    force.unref()
    server.close((error) => {
      clearTimeout(force)
      if (error) reject(error)
      else resolve()
    })
    server.closeIdleConnections()
  })
}
