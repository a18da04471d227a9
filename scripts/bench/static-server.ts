import { once } from 'node:events'
import { readFile, stat } from 'node:fs/promises'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

// A small production-like server for the built app: hashed assets with immutable caching, gzip,
// the SPA fallback, and the platform proxied on the same origin (so the session cookie and the
// CSP's connect-src 'self' work as they would behind a real gateway).

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map'])
const BASE = '/rental/'
const PROXIED = ['/api/', '/rental/api/']

export interface StaticServer {
  url: string
  close(): Promise<void>
}

export async function startStaticServer(options: {
  root: string
  platformUrl: string
}): Promise<StaticServer> {
  const platform = new URL(options.platformUrl)
  const gzipCache = new Map<string, Buffer>()

  async function serveFile(path: string, incoming: IncomingMessage, outgoing: ServerResponse) {
    const body = await readFile(path)
    const extension = extname(path)
    const hashed = path.includes(join(options.root, 'assets'))
    outgoing.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream')
    outgoing.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    const gzip =
      COMPRESSIBLE.has(extension) && /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '')
    if (!gzip) {
      outgoing.writeHead(200, { 'Content-Length': body.byteLength }).end(body)
      return
    }
    let packed = gzipCache.get(path)
    if (!packed) {
      packed = gzipSync(body)
      gzipCache.set(path, packed)
    }
    outgoing.writeHead(200, {
      'Content-Encoding': 'gzip',
      'Content-Length': packed.byteLength,
      Vary: 'Accept-Encoding',
    })
    outgoing.end(packed)
  }

  function proxy(incoming: IncomingMessage, outgoing: ServerResponse) {
    const upstream = request(
      {
        host: platform.hostname,
        port: platform.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: platform.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(upstream)
  }

  async function isFile(path: string): Promise<boolean> {
    try {
      return (await stat(path)).isFile()
    } catch {
      return false
    }
  }

  const server = createServer((incoming, outgoing) => {
    const pathname = new URL(incoming.url ?? '/', 'http://localhost').pathname
    if (PROXIED.some((prefix) => pathname.startsWith(prefix))) {
      proxy(incoming, outgoing)
      return
    }
    if (!pathname.startsWith(BASE)) {
      outgoing.writeHead(404).end()
      return
    }
    const relative = normalize(decodeURIComponent(pathname.slice(BASE.length)))
    if (relative.startsWith('..')) {
      outgoing.writeHead(400).end()
      return
    }
    const candidate = join(options.root, relative)
    void isFile(candidate)
      .then((found) =>
        serveFile(found ? candidate : join(options.root, 'index.html'), incoming, outgoing),
      )
      .catch(() => outgoing.writeHead(500).end())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
