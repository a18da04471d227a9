import { execFileSync, execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { build, defineConfig, loadEnv, type Plugin } from 'vite'
import { escapeAttribute } from './scripts/lib/html-escape'
import {
  resolveSandbox,
  sandboxBuild,
  sandboxDefine,
  type SandboxChoice,
} from './scripts/vite/sandbox-build'
import { checkoutSources } from './scripts/vite/checkout-csp'
import { mapsSources } from './scripts/vite/maps-csp'
import { socialSources } from './scripts/vite/social-csp'
import { chunkCycles } from './scripts/vite/chunk-cycles'
import { sandboxImportsWithoutPreloads } from './scripts/vite/sandbox-preloads'
import { sonnerStylesheet } from './scripts/vite/sonner-stylesheet'
import { compileHints } from './scripts/vite/compile-hints'
import { offlineRouteChunks } from './scripts/vite/offline-route-chunks'
import { staticCss } from './scripts/vite/static-css'
import { buildChunks, type BuildChunks } from './scripts/prerender/chunks'

const BASE = '/rental/'

function buildId(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'dev'
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * A Content-Security-Policy for built pages: scripts only from this origin, connections only to
 * the configured platform, the error reporter, and the sign-in providers, card fields (Frames) and
 * Google Maps when configured. (The dev server needs inline scripts for hot reload, so the policy applies to
 * builds.)
 */
function contentSecurityPolicy(env: Record<string, string>, inlineScripts: () => string[]): Plugin {
  const social = socialSources(env)
  const checkout = checkoutSources(env)
  const maps = mapsSources(env)
  const frames = [...social.frame, ...checkout.frame, ...maps.frame]
  const connect = [
    "'self'",
    originOf(env.VITE_RENTAL_API_BASE),
    originOf(env.VITE_PLATFORM_API_BASE),
    originOf(env.VITE_SENTRY_DSN),
    ...social.connect,
    ...checkout.connect,
    ...maps.connect,
  ].filter((value): value is string => Boolean(value))
  const scripts = [
    "'self'",
    originOf(env.VITE_ANALYTICS_SCRIPT_URL),
    ...social.script,
    ...checkout.script,
    ...maps.script,
  ].filter((value): value is string => Boolean(value))
  const policy = () =>
    [
      "default-src 'self'",
      // Inline scripts only by the hash of their exact text (the first requests' starter).
      `script-src ${[...scripts, ...inlineScripts().map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`)].join(' ')}`,
      ["style-src 'self' 'unsafe-inline'", ...social.style, ...maps.style].join(' '),
      ["img-src 'self' data: blob:", ...maps.img].join(' '),
      ["font-src 'self'", ...maps.font].join(' '),
      `connect-src ${[...new Set(connect)].join(' ')}`,
      ...(frames.length > 0 ? [`frame-src 'self' ${frames.join(' ')}`] : []),
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; ')
  return {
    name: 'rental-csp',
    apply: 'build',
    // The policy and the inline scripts it allows come right after the viewport meta: the first
    // script asks whether the screen is a phone, which a mobile browser answers with a 980 px
    // desktop width until it has read that meta. They precede the stylesheet, which would hold
    // the scripts until it has loaded.
    transformIndexHtml: (html) => {
      const viewport = /<meta name="viewport"[^>]*>/
      if (!viewport.test(html)) throw new Error('index.html has no viewport meta')
      const tags = [
        `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy())}">`,
        ...inlineScripts().map((code) => `<script>${code}</script>`),
      ]
      return html.replace(viewport, (meta) => [meta, ...tags].join('\n    '))
    },
  }
}

/**
 * The first load's requests start from the HTML, beside the entry script instead of after it
 * ran: the page language's strings and, with a real platform, the session check and a cars
 * page's settings and first cars (src/app/early/start.ts, built on its own; the CSP plugin inlines it
 * after its policy, which allows it by hash). The app takes each answer for its first call of the
 * same URL.
 */
function earlyRequests(mode: string, id: string, sandbox: SandboxChoice) {
  let code = ''
  const plugin: Plugin = {
    name: 'rental-early-requests',
    apply: 'build',
    async buildStart() {
      code = await earlyScript(mode, id, sandbox)
    },
  }
  return { plugin, inlineScripts: () => (code ? [code] : []) }
}

/** src/app/early/start.ts and what it imports as one classic script. */
async function earlyScript(mode: string, id: string, sandbox: SandboxChoice): Promise<string> {
  const output = await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: BASE,
    mode,
    logLevel: 'warn',
    define: { __BUILD_ID__: JSON.stringify(id), ...sandboxDefine(sandbox) },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('src/app/early/start.ts', import.meta.url)),
        formats: ['iife'],
        name: 'rentalEarlyRequests',
      },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  for (const result of results) {
    if (!('output' in result)) continue
    const chunk = result.output.find((file) => file.type === 'chunk')
    if (chunk) return chunk.code.trim()
  }
  throw new Error('The early requests script did not build')
}

/**
 * In a sandbox build, the first page's platform calls wait for two lazy chunks: the sandbox's
 * critical chunk (`mocks/browser.ts`: the worker and its bridge) and the platform
 * (`mocks/browser-platform.ts`: database, seed, handlers). Both are dynamic imports that start
 * only once the entry has run; preloading them from the HTML fetches them beside the entry.
 * A build without the sandbox has neither chunk, so nothing is added.
 */
interface BundleEntry {
  type: 'chunk' | 'asset'
  fileName: string
  imports?: string[]
  isEntry?: boolean
  facadeModuleId?: string | null
}

const SANDBOX_START = /\/mocks\/browser(-platform)?\.ts$/

/** The files to preload for the sandbox's start: its two chunks and what they import. */
export function sandboxPreloads(bundle: Record<string, BundleEntry>): string[] {
  const files = new Set<string>()
  const add = (fileName: string) => {
    const entry = bundle[fileName]
    if (files.has(fileName) || entry?.type !== 'chunk' || entry.isEntry) return
    files.add(fileName)
    entry.imports?.forEach(add)
  }
  for (const entry of Object.values(bundle)) {
    if (entry.type === 'chunk' && SANDBOX_START.test(entry.facadeModuleId ?? '')) {
      add(entry.fileName)
    }
  }
  return [...files]
}

function preloadSandbox(): Plugin {
  return {
    name: 'rental-preload-sandbox',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        sandboxPreloads(context.bundle ?? {}).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE}${file}` },
          injectTo: 'head' as const,
        })),
    },
  }
}

// Browser builds (and the dev server) get the sandbox's fleet as plain data generated at build
// time, with the same faker seed Node uses (scripts/print-fleet.ts, in a child process so loading
// this config does not load the seed): faker (~140 KB gz) never reaches the browser, and the
// page's first platform call does not wait for thousands of random draws.

const FLEET_SOURCE = fileURLToPath(new URL('mocks/seed/fleet-source.ts', import.meta.url))

/** The module that stands in for `mocks/seed/fleet-source.ts` in the browser. */
export function prebuiltFleetModule(raw: string | undefined): string {
  // A JSON string parses faster than the same object literal (one pass, no JS grammar).
  const fleet = execFileSync(
    'npx',
    ['tsx', fileURLToPath(new URL('scripts/print-fleet.ts', import.meta.url)), raw ?? ''],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const data = JSON.stringify(fleet)
  return [
    '// Generated at build time by vite.config.ts from mocks/seed/listings.ts.',
    `const FLEET = JSON.parse(${data})`,
    'export function fleetOf(count) {',
    '  if (count > FLEET.length) throw new Error(`The prebuilt fleet has ${FLEET.length} cars, not ${count}`)',
    '  return FLEET.slice(0, count)',
    '}',
    '',
  ].join('\n')
}

/**
 * After a browser build, the cars pages and car pages are rendered to HTML in it
 * (scripts/prerender.ts, in a child process: it builds the server bundle and runs the fake
 * platform). `RENTAL_PRERENDER=false` skips it where only the JavaScript matters (the size check).
 */
function prerender(mode: string, env: Record<string, string>, sandbox: SandboxChoice): Plugin {
  let outDir = 'dist'
  let ssr = false
  let base = '/'
  let routesDir = 'src/routes'
  let chunks: BuildChunks | undefined
  return {
    name: 'rental-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
      ssr = Boolean(config.build.ssr)
      base = config.base
      routesDir = resolve(config.root, 'src/routes')
    },
    writeBundle(_, bundle) {
      chunks = buildChunks(bundle, base, routesDir)
    },
    closeBundle: {
      sequential: true,
      handler() {
        if (ssr || process.env.RENTAL_PRERENDER === 'false') return
        // The chunks go to the step in a file of their own, removed after it.
        const chunksFile = join(tmpdir(), `rental-chunks-${String(process.pid)}.json`)
        writeFileSync(chunksFile, JSON.stringify(chunks ?? { base, chunks: [] }))
        try {
          execFileSync('npx', ['tsx', 'scripts/prerender.ts', outDir, mode, chunksFile], {
            stdio: 'inherit',
            env: {
              ...process.env,
              VITE_SANDBOX: String(sandbox.sandbox),
              VITE_PLATFORM_API_BASE: env.VITE_PLATFORM_API_BASE ?? '',
              SEED_LISTINGS: env.VITE_SEED_LISTINGS ?? '',
            },
          })
        } finally {
          rmSync(chunksFile, { force: true })
        }
      },
    },
  }
}

/** `VITE_SEED_LISTINGS` sizes the prebuilt fleet, as it sizes the browser's seed. */
function sandboxFleet(env: Record<string, string>): Plugin {
  return {
    name: 'rental-sandbox-fleet',
    enforce: 'pre',
    // Vitest runs in Node, where the seed is generated as usual.
    apply: () => !process.env.VITEST,
    load(id) {
      if (id.split('?')[0] === FLEET_SOURCE) return prebuiltFleetModule(env.VITE_SEED_LISTINGS)
      return undefined
    },
  }
}

/**
 * MSW's cookie store wants tough-cookie, whose public-suffix list (tldts, ~105 KB gz) would sit on
 * the sandbox's critical path; the browser gets the small jar in `mocks/lib/cookie-jar-lite.ts`.
 */
function sandboxCookieJar(): Plugin {
  return {
    name: 'rental-sandbox-cookie-jar',
    apply: () => !process.env.VITEST,
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^tough-cookie$/,
            replacement: fileURLToPath(new URL('mocks/lib/cookie-jar-lite.ts', import.meta.url)),
          },
        ],
      },
    }),
  }
}

/**
 * @xstate/react and TanStack's store import useSyncExternalStore's shim, written for React 17:
 * on React 19 it hands over React's own hook but still ships its fallback (about 0.35 KB gz).
 * React's hook (`src/lib/react-sync-external-store.ts`) and the package's selector wrapper for
 * React 18 and later, built on it, instead.
 */
function reactOwnSyncExternalStore(): Plugin {
  return {
    name: 'rental-react-sync-external-store',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
            replacement: 'use-sync-external-store/with-selector.js',
          },
          {
            find: /^use-sync-external-store\/shim(\/index\.js)?$/,
            replacement: fileURLToPath(
              new URL('src/lib/react-sync-external-store.ts', import.meta.url),
            ),
          },
        ],
      },
    }),
  }
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const sandbox = resolveSandbox({ command, mode, env })
  const id = buildId()
  const early = earlyRequests(mode, id, sandbox)
  return {
    base: BASE,
    define: {
      __BUILD_ID__: JSON.stringify(id),
      ...sandboxDefine(sandbox),
      // Sentry's optional code we never use: debug logging, and Replay recording of iframes and
      // shadow DOM (the app renders neither).
      __SENTRY_DEBUG__: 'false',
      __RRWEB_EXCLUDE_IFRAME__: 'true',
      __RRWEB_EXCLUDE_SHADOW_DOM__: 'true',
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routeFileIgnorePattern: '\\.test\\.tsx?$',
      }),
      react(),
      staticCss(),
      sonnerStylesheet(),
      compileHints(),
      offlineRouteChunks(),
      sandboxBuild(sandbox, env.VITE_APP_ENV),
      contentSecurityPolicy(env, early.inlineScripts),
      early.plugin,
      preloadSandbox(),
      sandbox.sandbox ? sandboxImportsWithoutPreloads() : null,
      sandboxFleet(env),
      sandboxCookieJar(),
      reactOwnSyncExternalStore(),
      prerender(mode, env, sandbox),
      chunkCycles(),
    ],
    server: {
      port: 5173,
      strictPort: true,
      // `npm start` transforms the whole browser app while it waits for its first request (and
      // the end-to-end suite's dev journeys find it ready): a cold first page took 12.9 s to its
      // heading on 2 cores, 6.0 s warmed. The routes' lazy halves are reached through features.
      warmup: {
        clientFiles: [
          './src/app/main.tsx',
          './src/routes/**/*.tsx',
          './src/features/**/*.{ts,tsx}',
          './machines/**/*.ts',
          './mocks/browser.ts',
          './mocks/browser-platform.ts',
          './mocks/panel/**/*.tsx',
          '!**/*.test.{ts,tsx}',
        ],
      },
    },
    preview: { port: 4300, strictPort: true, host: '127.0.0.1' },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        // Schema definitions are pure: an unused one (a response shape a page never asks for)
        // can be dropped from the bundle.
        treeshake: { manualPureFunctions: ['z', 'built'] },
        // Every constant written into the modules that read it, twice over, so the code behind a
        // build-time flag (the sandbox's pages and stand-ins) goes too (measured: 0.8 KB gz less).
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        output: {
          codeSplitting: {
            // Everything the entry imports statically ships as one file (two, with React DOM's
            // below). Left to itself the bundler cuts it into ~30 small shared chunks, and a
            // phone on HTTP/1.1 fetches those six at a time, a round trip each (measured: LCP
            // −0.6 s, and 10 KB gz less).
            groups: [
              // React DOM, half of it, in a file of its own: V8 compiles a large file in the
              // background (decision 020) but hands it over on the main thread in one task, and
              // the first script's hand-over was the longest task after a page's first paint.
              // Two halves are two tasks of half the length, both asked for at once (a
              // prerendered page's loader, scripts/prerender/chunks.ts).
              {
                name: 'react-dom',
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                priority: 1,
              },
              { name: 'app', tags: ['$initial'] },
              // The Core Web Vitals library, one copy for the analytics events (src/lib/web-vitals.ts)
              // and for tracing's measurements: a file of its own, so neither loads the other.
              { name: 'web-vitals', test: /[\\/]node_modules[\\/]web-vitals[\\/]/ },
              // Error reporting and tracing load together once the page is interactive; session
              // replay, downloaded only for a session that records, imports Sentry's core from
              // that file instead of a third one cut between the two (measured: 4 KB gz less).
              {
                name: 'sentry',
                test: /([\\/]node_modules[\\/]@sentry[\\/](core|browser|browser-utils|conventions|react)[\\/]|[\\/]src[\\/]lib[\\/]sentry\.ts$)/,
              },
              // What several lazy pages share (forms, dialogs, card and payment pieces, the
              // machines and their libraries) is cut by the set of pages that use it, so a page
              // loads only what it needs: as one file, the cars page loaded the booking and
              // payment machines, XState and Temporal (47 KB gz) for 3 KB it used. Pieces under
              // 5 KB join their closest neighbour (each file costs a round trip and its own gzip
              // overhead). Joining can leave two pieces importing each other, and then one runs
              // before the other has set up its exports: a machine is built with an actor still
              // undefined and the page waits for ever. Every build fails on such a loop
              // (scripts/vite/chunk-cycles.ts); 5 KB is the largest size that leaves none in the
              // production, sandbox, browser-test and configured builds, and 0 cannot make one
              // (pieces then hold exactly the modules of one set of pages).
              {
                name: 'shared',
                test: /[\\/](src[\\/](components|card-fields|downloads|domain|i18n|lib|api|session)|machines|styled-system)[\\/]/,
                minShareCount: 2,
                entriesAware: true,
                entriesAwareMergeThreshold: 5000,
              },
            ],
          },
          // A shared piece is named after every page that uses it; the file is just `shared-…`.
          chunkFileNames: (chunk) =>
            chunk.name.startsWith('shared~')
              ? 'assets/shared-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
    test: {
      // Vitest's default for a run is one worker fewer than the cores: one worker on a 2-core
      // machine, half of it idle while a route test waits on timers. One more than the cores keeps
      // both busy (measured on 2 cores: 291 s with one worker, 196 s with three, 214 with four).
      maxWorkers: availableParallelism() + 1,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'machines/**/*.test.ts',
              'src/**/*.test.ts',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            setupFiles: ['src/test/pin-clock.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            environmentOptions: { happyDOM: { url: 'http://localhost/rental/' } },
            // The sandbox panel (mocks/panel) is a React root of its own, tested the same way.
            include: ['src/**/*.test.tsx', 'mocks/**/*.test.tsx'],
            setupFiles: ['src/test/pin-clock.ts', 'src/test/setup.ts'],
            // Above the 5 s wait of a single findBy (src/test/setup.ts).
            testTimeout: 15_000,
          },
        },
      ],
    },
  }
})
