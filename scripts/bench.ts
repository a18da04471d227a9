import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { availableParallelism, loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { handlers } from '../mocks/handlers'
import { startPlatformServer } from '../mocks/server/node-http'
import { seedDatabase } from '../mocks/seed'
import { measureBundle } from './bench/bundle-size'
import { startStaticServer } from './bench/static-server'

// `npm run bench`: builds the production app (sandbox off), serves it on 127.0.0.1 against the
// standalone fake platform, and reports first-load JavaScript and Lighthouse mobile lab metrics
// (median of 5) for the cars page and a car's page, against the QUALITY.md budgets. A benchmark,
// not a test: it always exits 0 once it has measured.

const OUT_DIR = 'dist-bench'
const RESULTS_FILE = 'bench-results/bench.json'
const RUNS = 5
const PAGES = { cars: '/rental/dubai/cars', carDetails: '/rental/dubai/cars/dxb-001' } as const
const ROUTE_CHUNKS = {
  cars: 'cars/index.tsx?tsr-split=component',
  carDetails: 'cars/$listingsId.tsx?tsr-split=component',
}
const BUDGET = {
  firstLoadKb: 140,
  allJsKb: 365,
  score: 98,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
}
const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

function build(): void {
  console.log(`Building the production app (VITE_SANDBOX=false) into ${OUT_DIR}/…`)
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VITE_SANDBOX: 'false' },
    })
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
  }
  run('npx', ['panda', 'codegen', '--silent'])
  run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--manifest'])
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

interface Metrics {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function audit(url: string, port: number): Promise<Metrics> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const audits = result?.lhr.audits
  const numeric = (id: string) => audits?.[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((result?.lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
  }
}

async function measurePages(
  origin: string,
): Promise<Record<string, Metrics & { runs: Metrics[] }>> {
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  try {
    const results: Record<string, Metrics & { runs: Metrics[] }> = {}
    for (const [name, path] of Object.entries(PAGES)) {
      const runs: Metrics[] = []
      for (let run = 0; run < RUNS; run++) {
        console.log(`Lighthouse (mobile) ${path}, run ${run + 1}/${RUNS}`)
        runs.push(await audit(`${origin}${path}`, port))
      }
      results[name] = {
        score: median(runs.map((entry) => entry.score)),
        lcpMs: median(runs.map((entry) => entry.lcpMs)),
        tbtMs: median(runs.map((entry) => entry.tbtMs)),
        cls: median(runs.map((entry) => entry.cls)),
        runs,
      }
    }
    return results
  } finally {
    await browser.close()
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER')

async function main(): Promise<void> {
  build()
  const sizes = await measureBundle(OUT_DIR, ROUTE_CHUNKS)
  await seedDatabase()
  const platform = await startPlatformServer({ handlers, port: 0 })
  const site = await startStaticServer({ root: OUT_DIR, platformUrl: platform.url })
  console.log(`Serving ${OUT_DIR} on ${site.url} against the platform on ${platform.url}`)
  let pages: Awaited<ReturnType<typeof measurePages>>
  try {
    pages = await measurePages(site.url)
  } finally {
    await site.close()
    await platform.close()
  }

  const rows = [
    {
      measure: 'first-load JS (entry + static imports), gz',
      value: `${kb(sizes.firstLoadBytes)} KB`,
      budget: `≤ ${BUDGET.firstLoadKb} KB`,
      verdict: verdict(kb(sizes.firstLoadBytes) <= BUDGET.firstLoadKb),
    },
    ...Object.entries(sizes.routeBytes).map(([name, bytes]) => ({
      measure: `${name}: first load + route chunk, gz`,
      value: `${kb(bytes)} KB`,
      budget: '(information)',
      verdict: '',
    })),
    {
      measure: 'all JS, every route, gz',
      value: `${kb(sizes.allBytes)} KB`,
      budget: `≤ ${BUDGET.allJsKb} KB`,
      verdict: verdict(kb(sizes.allBytes) <= BUDGET.allJsKb),
    },
    ...Object.entries(pages).flatMap(([name, metrics]) => [
      {
        measure: `${name}: Lighthouse mobile score (median of ${RUNS})`,
        value: String(metrics.score),
        budget: `≥ ${BUDGET.score}`,
        verdict: verdict(metrics.score >= BUDGET.score),
      },
      {
        measure: `${name}: LCP / TBT / CLS`,
        value: `${metrics.lcpMs} ms / ${metrics.tbtMs} ms / ${metrics.cls}`,
        budget: `≤ ${BUDGET.lcpMs} ms / ${BUDGET.tbtMs} ms / ${BUDGET.cls}`,
        verdict: verdict(
          metrics.lcpMs <= BUDGET.lcpMs &&
            metrics.tbtMs <= BUDGET.tbtMs &&
            metrics.cls <= BUDGET.cls,
        ),
      },
    ]),
  ]
  console.table(rows)
  await mkdir('bench-results', { recursive: true })
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        node: process.version,
        // Lab timings on a shared machine are only comparable with the load they ran under.
        cpus: availableParallelism(),
        loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
        budgets: BUDGET,
        bundle: {
          firstLoadKb: kb(sizes.firstLoadBytes),
          allJsKb: kb(sizes.allBytes),
          routesKb: Object.fromEntries(
            Object.entries(sizes.routeBytes).map(([name, bytes]) => [name, kb(bytes)]),
          ),
        },
        pages,
        verdicts: rows.map(({ measure, verdict: result }) => ({ measure, verdict: result })),
      },
      null,
      2,
    )}\n`,
  )
  console.log(`Wrote ${RESULTS_FILE}`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('The benchmark could not run:', error)
    process.exit(1)
  },
)
