import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { firstPageFiles, type BuildChunks } from './chunks'
import { buildPrerenderedHtml, prerenderPaths, withStartShell } from './html'

// The prerender step of a browser build (docs/performance.md, "Prerendered pages"): a server build
// of src/app/prerender/entry-server.tsx draws the pages with the app's own components, loaders and
// strings, for a phone (most visitors, and what Lighthouse mobile opens). Its data comes from the
// platform the bundle was built to call when that is an absolute URL, else from the fake platform
// (the fixed seed the sandbox and `npm run platform` serve), run in this process.

export type ServerEntry = typeof import('../../src/app/prerender/entry-server')

export interface SkippedPage {
  path: string
  reason: string
}

export interface PrerenderResult {
  /** Where the data came from: the configured platform base, or "the fake platform". */
  source: string
  written: string[]
  skipped: SkippedPage[]
}

/**
 * Builds the server bundle into `serverDir` with the VITE_* configuration of `mode` (.env files
 * and the environment, as the browser build reads them) and loads it with the app's strings.
 */
export async function loadServerEntry(mode: string, serverDir: string): Promise<ServerEntry> {
  await build({
    mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
    },
  })
  const entry = (await import(
    pathToFileURL(join(serverDir, 'entry-server.js')).href
  )) as ServerEntry
  for (const language of ['en', 'ar'] as const) {
    const bundle: unknown = JSON.parse(
      await readFile(join('public', 'locales', language, 'common.json'), 'utf8'),
    )
    if (typeof bundle === 'object' && bundle !== null) {
      entry.addStrings(language, bundle as Record<string, unknown>)
    }
  }
  return entry
}

/** Whether the bundle calls a platform of its own rather than its page's origin. */
export function callsConfiguredPlatform(entry: Pick<ServerEntry, 'apiBases'>): boolean {
  return /^https?:\/\//.test(entry.apiBases.platform)
}

export interface PrerenderPagesOptions {
  /** The finished browser build: its index.html is the template, the pages go beside it. */
  outDir: string
  /** Where to start; a city's cars page adds its first page of cars. Every city's by default. */
  paths?: readonly string[]
  /** Whether a cars page's car pages are drawn too (the build does). */
  followCarLinks?: boolean
  /** The browser build's chunks: each page's loader asks for its own code (chunks.ts). */
  chunks?: BuildChunks
}

/** Draws the pages into `outDir`, and the frame of a page into its index.html for every other. */
export async function prerenderPages(
  entry: ServerEntry,
  options: PrerenderPagesOptions,
): Promise<PrerenderResult> {
  const configured = callsConfiguredPlatform(entry)
  const stopFakePlatform = configured ? () => {} : await startFakePlatform()
  try {
    const template = await readFile(join(options.outDir, 'index.html'), 'utf8')
    const written: string[] = []
    const skipped: SkippedPage[] = []
    const queue = [...(options.paths ?? prerenderPaths())]
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const page = await entry.prerenderPage(path, true)
      if (page.html === null) {
        skipped.push({ path, reason: page.reason ?? 'no reason given' })
        continue
      }
      const html = buildPrerenderedHtml(
        template,
        page,
        (code) => createHash('sha256').update(code).digest('base64'),
        options.chunks ? firstPageFiles(options.chunks, page.routeIds) : [],
      )
      const file = join(options.outDir, path.replace(/^\/rental\/?/, ''), 'index.html')
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, html)
      written.push(path)
      if (options.followCarLinks ?? true) queue.push(...page.carPaths)
    }
    // Every other page (the index.html the server answers with) shows the frame of a page,
    // without words, until the app draws it.
    await writeFile(
      join(options.outDir, 'index.html'),
      withStartShell(template, entry.renderStartShell()),
    )
    return {
      source: configured ? entry.apiBases.platform : 'the fake platform',
      written,
      skipped,
    }
  } finally {
    stopFakePlatform()
  }
}

/** The fake platform in this process, answering the bundle's relative bases; returns its stop. */
async function startFakePlatform(): Promise<() => void> {
  const [{ server }, { seedDatabase }] = await Promise.all([
    import('../../mocks/node'),
    import('../../mocks/seed'),
  ])
  server.listen({ onUnhandledRequest: 'bypass' })
  await seedDatabase()
  return () => server.close()
}

/** The step as the build runs it: server bundle, pages, then the bundle is removed. */
export async function prerenderBuild(
  outDir: string,
  mode: string,
  chunks?: BuildChunks,
  serverDir = resolve('node_modules/.rental-prerender'),
): Promise<PrerenderResult> {
  try {
    return await prerenderPages(await loadServerEntry(mode, serverDir), {
      outDir,
      ...(chunks ? { chunks } : {}),
    })
  } finally {
    await rm(serverDir, { recursive: true, force: true })
  }
}

/** The build output's lines: what was drawn from where, and each page left out with its reason. */
export function reportLines(result: PrerenderResult, ms: number): string[] {
  const summary = `Prerendered ${String(result.written.length)} pages from ${result.source} in ${String(Math.round(ms))} ms`
  if (result.skipped.length === 0) return [summary]
  return [
    `${summary}; ${String(result.skipped.length)} not prerendered (they answer the frame of a page):`,
    ...result.skipped.map(({ path, reason }) => `  ${path}: ${reason}`),
  ]
}
