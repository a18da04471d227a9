import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '../../mocks/db'
import { handlers } from '../../mocks/handlers'
import { resetControls } from '../../mocks/lib/controls'
import { seedDatabase } from '../../mocks/seed'
import { startPlatformServer, type PlatformServer } from '../../mocks/server/node-http'
import { loadServerEntry, prerenderPages, reportLines, type ServerEntry } from './run'

// A build pointed at a platform by absolute URLs prerenders from that platform (README "Pointing
// at a real platform"): the server bundle is built once with the standalone platform's address,
// as `npm run build` builds it, and the pages are drawn from it; then the platform goes away and
// each page says why it was left out. No setupServer here: fetch reaches the real socket.

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'">
    <title>Rental</title>
    <script type="module" crossorigin src="/rental/assets/index-AbC.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const DUBAI = '/rental/dubai/cars'
const DUBAI_AR = '/rental/ar-DXB/dubai/cars'
/** A model only this platform's database has: the fake platform's seed would never draw it. */
const MODEL = 'Prerender Roadster'

let platform: PlatformServer
let served = 0
let entry: ServerEntry
let outDir: string
// Inside the project, so the bundle's bare imports (react, …) resolve from its node_modules.
const serverDir = resolve(`node_modules/.rental-prerender-test-${String(process.pid)}`)

beforeAll(async () => {
  resetControls()
  await seedDatabase()
  await db.listings.update((q) => q.where({ id: 'dxb-001' }), {
    data(listing) {
      listing.model = MODEL
    },
  })
  platform = await startPlatformServer({ handlers, port: 0 })
  platform.server.on('request', () => {
    served += 1
  })
  vi.stubEnv('VITE_SANDBOX', 'false')
  vi.stubEnv('VITE_PLATFORM_API_BASE', `${platform.url}/api`)
  vi.stubEnv('VITE_RENTAL_API_BASE', `${platform.url}/rental/api`)
  entry = await loadServerEntry('production', serverDir)
  outDir = await mkdtemp(join(tmpdir(), 'rental-prerender-'))
}, 180_000)

afterAll(async () => {
  vi.unstubAllEnvs()
  await platform.close()
  await rm(serverDir, { recursive: true, force: true })
  await rm(outDir, { recursive: true, force: true })
})

async function freshTemplate(): Promise<void> {
  await writeFile(join(outDir, 'index.html'), TEMPLATE)
}

describe('a build pointed at a platform by absolute URLs', () => {
  it('calls the platform at the configured address', () => {
    expect(entry.apiBases).toEqual({
      platform: `${platform.url}/api`,
      rental: `${platform.url}/rental/api`,
    })
  })

  it('prerenders its pages from that platform, with the cars it serves', async () => {
    await freshTemplate()
    const result = await prerenderPages(entry, {
      outDir,
      paths: [DUBAI, DUBAI_AR],
      followCarLinks: false,
    })

    expect(result.skipped).toEqual([])
    expect(result.written).toEqual([DUBAI, DUBAI_AR])
    expect(result.source).toBe(`${platform.url}/api`)
    expect(served).toBeGreaterThan(0)
    for (const path of [DUBAI, DUBAI_AR]) {
      const file = join(outDir, path.replace('/rental/', ''), 'index.html')
      const html = await readFile(file, 'utf8')
      expect(html).toContain(`Kia ${MODEL}`)
      expect(html).toContain('Toyota Corolla')
    }
    expect(reportLines(result, 1234)).toEqual([
      `Prerendered 2 pages from ${platform.url}/api in 1234 ms`,
    ])
  })

  it('leaves out a page it cannot draw from there and says why', async () => {
    await platform.close()
    await freshTemplate()
    const result = await prerenderPages(entry, { outDir, paths: [DUBAI], followCarLinks: false })

    expect(result.written).toEqual([])
    expect(result.skipped).toHaveLength(1)
    const [skipped] = result.skipped
    expect(skipped?.path).toBe(DUBAI)
    expect(skipped?.reason).toMatch(
      /^platform unreachable: GET \/api\/\S+ failed \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)/,
    )
    const [summary, line] = reportLines(result, 10)
    expect(summary).toBe(
      `Prerendered 0 pages from ${platform.url}/api in 10 ms; 1 not prerendered (they answer the frame of a page):`,
    )
    expect(line).toBe(`  ${DUBAI}: ${skipped?.reason ?? ''}`)
    // The page falls back to the frame every other page answers with.
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).not.toContain(
      '<div id="root"></div>',
    )
  }, 30_000)
})
