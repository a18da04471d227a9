import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { readFile, stat } from 'node:fs/promises'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

// The production server for the built app (`npm run serve`, and the bench): hashed assets
// cached for a year as immutable, everything else revalidated (`no-cache` with an ETag, so a
// deploy shows at the next load), brotli or gzip, the SPA fallback for page URLs only (a missing
// chunk is a 404, which the app's chunk recovery understands), and optionally the platform
// proxied on the same origin, as a gateway would (the session cookie and the CSP's
// connect-src 'self' then work unchanged).

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt'])
const BASE = '/rental/'
const PROXIED = ['/api/', '/rental/api/']
/** Vite writes every hashed file here; nothing else may be cached for long. */
const HASHED_DIR = 'assets'
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The app is never framed (a framed checkout invites clickjacking).
  'X-Frame-Options': 'DENY',
}

export interface StaticServerOptions {
  /** The build's output folder (`dist`). */
  root: string
  /** Where /api/ and /rental/api/ are forwarded; without it they answer 404. */
  platformUrl?: string
  host?: string
  /** 0 picks a free port. */
  port?: number
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

interface Packed {
  body: Buffer
  etag: string
  gzip?: Buffer
  br?: Buffer
}

type Encoding = 'br' | 'gzip' | undefined

function chooseEncoding(incoming: IncomingMessage, extension: string): Encoding {
  if (!COMPRESSIBLE.has(extension)) return undefined
  const accepted = incoming.headers['accept-encoding'] ?? ''
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

/** The file a URL path names inside `root`, or an answer when it names none safely. */
export function resolveRequestPath(
  root: string,
  pathname: string,
): { file: string } | { status: 400 | 404 } {
  if (!pathname.startsWith(BASE)) return { status: 404 }
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname.slice(BASE.length))
  } catch {
    return { status: 400 }
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400 }
  const base = resolve(root)
  const file = resolve(base, decoded || 'index.html')
  if (file !== base && !file.startsWith(base + sep)) return { status: 400 }
  return { file }
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.root)
  const hashedDir = join(root, HASHED_DIR) + sep
  const platform = options.platformUrl ? new URL(options.platformUrl) : undefined
  const cache = new Map<string, Packed>()

  async function load(file: string): Promise<Packed> {
    let packed = cache.get(file)
    if (!packed) {
      const body = await readFile(file)
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
      packed = { body, etag }
      cache.set(file, packed)
    }
    return packed
  }

  function encoded(packed: Packed, encoding: Encoding): Buffer {
    if (encoding === 'br') return (packed.br ??= brotliCompressSync(packed.body))
    if (encoding === 'gzip') return (packed.gzip ??= gzipSync(packed.body))
    return packed.body
  }

  async function serveFile(file: string, incoming: IncomingMessage, outgoing: ServerResponse) {
    const packed = await load(file)
    const extension = extname(file)
    const encoding = chooseEncoding(incoming, extension)
    outgoing.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream')
    outgoing.setHeader('Cache-Control', file.startsWith(hashedDir) ? IMMUTABLE : REVALIDATE)
    outgoing.setHeader('ETag', packed.etag)
    if (COMPRESSIBLE.has(extension)) outgoing.setHeader('Vary', 'Accept-Encoding')
    if (incoming.headers['if-none-match'] === packed.etag) {
      outgoing.writeHead(304).end()
      return
    }
    const body = encoded(packed, encoding)
    if (encoding) outgoing.setHeader('Content-Encoding', encoding)
    outgoing.writeHead(200, { 'Content-Length': body.byteLength })
    outgoing.end(incoming.method === 'HEAD' ? undefined : body)
  }

  function proxy(target: URL, incoming: IncomingMessage, outgoing: ServerResponse) {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(upstream)
  }

  async function isFile(path: string): Promise<boolean> {
    try {
      return (await stat(path)).isFile()
    } catch {
      return false
    }
  }

  function plain(outgoing: ServerResponse, status: number, headers: Record<string, string> = {}) {
    outgoing.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': REVALIDATE,
      ...headers,
    })
    outgoing.end(String(status))
  }

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value)
    const pathname = new URL(incoming.url ?? '/', 'http://localhost').pathname
    if (PROXIED.some((prefix) => pathname.startsWith(prefix))) {
      if (platform) proxy(platform, incoming, outgoing)
      else plain(outgoing, 404)
      return
    }
    if (pathname === '/' || pathname === '/rental') {
      plain(outgoing, 308, { Location: BASE })
      return
    }
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
      plain(outgoing, 405, { Allow: 'GET, HEAD' })
      return
    }
    const target = resolveRequestPath(root, pathname)
    if ('status' in target) {
      plain(outgoing, target.status)
      return
    }
    if (await isFile(target.file)) {
      await serveFile(target.file, incoming, outgoing)
      return
    }
    // A page URL gets the app; a missing file (an old build's chunk) is a 404, never HTML.
    if (extname(target.file) !== '' || target.file.startsWith(hashedDir)) {
      plain(outgoing, 404)
      return
    }
    // A prerendered page (`dubai/cars/index.html`) where the build has one, else the app's shell.
    const prerendered = join(target.file, 'index.html')
    await serveFile(
      (await isFile(prerendered)) ? prerendered : join(root, 'index.html'),
      incoming,
      outgoing,
    )
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch(() => {
      if (!outgoing.headersSent) plain(outgoing, 500)
      else outgoing.end()
    })
  })
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1')
  await once(server, 'listening')
  const { address, port } = server.address() as AddressInfo
  const host = address.includes(':') ? `[${address}]` : address
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
