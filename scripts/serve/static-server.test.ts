import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  IMMUTABLE,
  REVALIDATE,
  resolveRequestPath,
  startStaticServer,
  type StaticServer,
} from './static-server'

// The production server: what a browser and a CDN in front of it get for each kind of URL.

const HTML = '<!doctype html><title>Rental</title><div id="root"></div>'
const PRERENDERED =
  '<!doctype html><html lang="ar" dir="rtl"><div id="root"><h1>سيارات في دبي</h1></div>'
const CHUNK = `export const answer = ${'42;'.repeat(200)}`
let root: string
let server: StaticServer

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw request: the path goes out exactly as written (fetch would normalise `..`). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(server.url)
  return new Promise((done, fail) => {
    const outgoing = request({ host: hostname, port, path, method, headers }, (incoming) => {
      const parts: Buffer[] = []
      incoming.on('data', (part: Buffer) => parts.push(part))
      incoming.on('end', () =>
        done({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(parts),
        }),
      )
    })
    outgoing.on('error', fail)
    outgoing.end()
  })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rental-serve-'))
  await mkdir(join(root, 'assets'))
  await mkdir(join(root, 'locales', 'ar'), { recursive: true })
  await writeFile(join(root, 'index.html'), HTML)
  await writeFile(join(root, 'assets', 'index-AbC123.js'), CHUNK)
  await writeFile(join(root, 'locales', 'ar', 'common.json'), '{"hello":"مرحبا"}')
  await mkdir(join(root, 'ar-DXB', 'dubai', 'cars'), { recursive: true })
  await writeFile(join(root, 'ar-DXB', 'dubai', 'cars', 'index.html'), PRERENDERED)
  await writeFile(join(tmpdir(), 'rental-serve-secret.txt'), 'secret')
  server = await startStaticServer({ root })
})

afterAll(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
  await rm(join(tmpdir(), 'rental-serve-secret.txt'), { force: true })
})

describe('the production static server', () => {
  it('caches hashed assets for a year as immutable, compressed', async () => {
    const answer = await get('/rental/assets/index-AbC123.js', { 'accept-encoding': 'gzip, br' })
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe(IMMUTABLE)
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toBe(CHUNK)
    const gzip = await get('/rental/assets/index-AbC123.js', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(gzip.body).toString()).toBe(CHUNK)
  })

  it('revalidates the HTML on every load, and answers 304 when it has not changed', async () => {
    const first = await get('/rental/')
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe(REVALIDATE)
    expect(first.body.toString()).toBe(HTML)
    const etag = String(first.headers.etag)
    const again = await get('/rental/', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
  })

  it('serves the app for page URLs in both languages, and files that are not hashed revalidated', async () => {
    for (const page of ['/rental/dubai/cars', '/rental/ar-DXB/dubai/cars/dxb-001?from=x']) {
      const answer = await get(page)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.body.toString()).toBe(HTML)
    }
    const strings = await get('/rental/locales/ar/common.json')
    expect(strings.headers['cache-control']).toBe(REVALIDATE)
    expect(JSON.parse(strings.body.toString())).toEqual({ hello: 'مرحبا' })
  })

  it('serves a prerendered page where the build has one, with or without a query string', async () => {
    for (const page of ['/rental/ar-DXB/dubai/cars', '/rental/ar-DXB/dubai/cars?product=DAILY']) {
      const answer = await get(page)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.headers['cache-control']).toBe(REVALIDATE)
      expect(answer.body.toString()).toBe(PRERENDERED)
    }
    // Another city, or a car the build did not draw, gets the app's shell.
    expect((await get('/rental/ar-DXB/riyadh/cars')).body.toString()).toBe(HTML)
    expect((await get('/rental/ar-DXB/dubai/cars/dxb-999')).body.toString()).toBe(HTML)
  })

  it('answers 404 for a missing chunk, never the HTML (chunk recovery depends on it)', async () => {
    const chunk = await get('/rental/assets/cars-OLD999.js')
    expect(chunk.status).toBe(404)
    expect(chunk.body.toString()).not.toContain('<!doctype')
    expect((await get('/rental/missing.png')).status).toBe(404)
    expect((await get('/elsewhere/')).status).toBe(404)
  })

  it('never serves a file outside the build, whatever the path says', async () => {
    for (const path of [
      '/rental/../rental-serve-secret.txt',
      '/rental/%2e%2e/rental-serve-secret.txt',
      '/rental/..%2frental-serve-secret.txt',
      '/rental/%2e%2e%5crental-serve-secret.txt',
      '/rental/assets/%00.js',
      '/rental/%E0%A4%A',
    ]) {
      const answer = await get(path)
      expect(answer.body.toString(), path).not.toContain('secret')
      expect([400, 404, 200], path).toContain(answer.status)
    }
    expect((await get('/rental/%E0%A4%A')).status).toBe(400)
    expect(resolveRequestPath(root, '/rental/..%2f..%2fetc%2fpasswd')).toEqual({ status: 400 })
  })

  it('sends security headers, redirects the bare origin and refuses writes', async () => {
    const page = await get('/rental/')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['x-frame-options']).toBe('DENY')
    const bare = await get('/')
    expect(bare.status).toBe(308)
    expect(bare.headers.location).toBe('/rental/')
    const post = await get('/rental/', {}, 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
    const head = await get('/rental/', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.byteLength).toBe(0)
  })

  it('answers a bounded burst of parallel requests without an error', async () => {
    const paths = ['/rental/', '/rental/assets/index-AbC123.js', '/rental/dubai/cars']
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        get(paths[index % paths.length] ?? '/rental/', { 'accept-encoding': 'gzip' }),
      ),
    )
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([])
  })

  it('forwards nothing when no platform is configured', async () => {
    expect((await get('/rental/api/identity/me/details')).status).toBe(404)
  })
})
