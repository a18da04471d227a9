import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { buildPrerenderedHtml, prerenderPaths, withStartShell } from './prerender/html'

// Renders the cars page of every city in both languages, and the car pages of each city's first
// page of cars, to static HTML in a finished build, and a page's frame into its index.html for
// every other page (README "Prerendered pages"). vite.config.ts
// runs it after every browser build: `tsx scripts/prerender.ts <outDir> <mode>`.
//
// The pages are drawn with the app's own components, loaders and strings by a server build of
// src/prerender/entry-server.tsx, for a phone (most visitors, and what Lighthouse mobile opens).
// Data comes from the fake platform (the fixed seed the sandbox and `npm run platform` serve) when
// the build has no platform of its own, else from the configured platform.

const [outDirArg = 'dist', mode = 'production'] = process.argv.slice(2)
const outDir = resolve(outDirArg)
const serverDir = resolve('node_modules/.rental-prerender')
const started = performance.now()

await build({
  mode,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/entry-server.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
  },
})

const platformBase = process.env.VITE_PLATFORM_API_BASE ?? ''
const fakePlatform = !/^https?:\/\//.test(platformBase)
let stopPlatform = () => {}
if (fakePlatform) {
  const [{ server }, { seedDatabase }] = await Promise.all([
    import('../mocks/node'),
    import('../mocks/seed'),
  ])
  server.listen({ onUnhandledRequest: 'bypass' })
  await seedDatabase()
  stopPlatform = () => server.close()
}

type ServerEntry = typeof import('../src/prerender/entry-server')
const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry
for (const language of ['en', 'ar'] as const) {
  const bundle: unknown = JSON.parse(
    await readFile(join('public', 'locales', language, 'common.json'), 'utf8'),
  )
  if (typeof bundle === 'object' && bundle !== null) {
    entry.addStrings(language, bundle as Record<string, unknown>)
  }
}

const template = await readFile(join(outDir, 'index.html'), 'utf8')
const written: string[] = []
const skipped: string[] = []
const queue = [...prerenderPaths()]
for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
  const page = await entry.prerenderPage(path, true)
  if (page.html === null) {
    skipped.push(path)
    continue
  }
  const html = buildPrerenderedHtml(template, page, (code) =>
    createHash('sha256').update(code).digest('base64'),
  )
  const file = join(outDir, path.replace(/^\/rental\/?/, ''), 'index.html')
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, html)
  written.push(path)
  // A city's cars page leads to its first page of cars.
  queue.push(...page.carPaths)
}
// Every other page (the index.html the server answers with) shows the frame of a page, without
// words, until the app draws it.
await writeFile(join(outDir, 'index.html'), withStartShell(template, entry.renderStartShell()))
stopPlatform()
await rm(serverDir, { recursive: true, force: true })
console.log(
  `Prerendered ${written.length} pages in ${Math.round(performance.now() - started)} ms` +
    (skipped.length ? `; not prerendered: ${skipped.join(', ')}` : ''),
)
process.exit(0)
