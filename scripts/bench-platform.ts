import { mkdir, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { listingsPageSchema } from '../src/api/schemas/listings'
import { handlers } from '../mocks/handlers'
import { resetControls } from '../mocks/lib/controls'
import { nowInZone, toOffsetString } from '../mocks/lib/time'
import { startPlatformServer } from '../mocks/server/node-http'
import { seedDatabase } from '../mocks/seed'

// `npm run bench:platform`: how the listing search scales with the fleet. For each seed size it
// serves the handlers over real HTTP (the path a load test or another client takes) and times
// sequential requests. A benchmark, not a test: it reports numbers and only fails when the
// search endpoint is missing or answers something other than a listings page.

const SEED_SIZES = [60, 10_000] as const
const WARMUP = 30
const SAMPLES = 50
const RESULTS_FILE = 'bench-results/platform.json'
const SEARCH_PATH = '/api/availability/listings'

interface Scenario {
  name: string
  query: Record<string, string>
}

interface Measurement {
  listings: number
  scenario: string
  seedMs: number
  total: number
  medianMs: number
  p95Ms: number
}

function scenarios(): Scenario[] {
  const base = { cityCode: 'DXB', product: 'DAILY', page: '1', pageSize: '10' }
  // Tomorrow 14:00 in Dubai for three days, on the sandbox clock as the app would ask.
  const from = nowInZone('Asia/Dubai')
    .add({ days: 1 })
    .with({ hour: 14, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 })
  const to = from.add({ days: 3 })
  return [
    { name: 'DXB DAILY page 1', query: base },
    {
      name: 'DXB DAILY page 1, 3 days',
      query: { ...base, from: toOffsetString(from), to: toOffsetString(to) },
    },
  ]
}

class BenchmarkError extends Error {}

/** One request, body read to the end; fails loudly when the answer is not a listings page. */
async function search(url: string): Promise<{ ms: number; total: number }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { Accept: 'application/json' } })
  const text = await response.text()
  const ms = performance.now() - started
  if (response.status === 404 && text.includes('No sandbox endpoint')) {
    throw new BenchmarkError(
      `The listing search handler (GET ${SEARCH_PATH}) does not exist yet: the sandbox has no ` +
        `endpoint for it. Add it to mocks/handlers/availability.ts and run again.`,
    )
  }
  if (response.status !== 200) {
    throw new BenchmarkError(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`)
  }
  const parsed = listingsPageSchema.safeParse(JSON.parse(text))
  if (!parsed.success) {
    throw new BenchmarkError(`GET ${url} did not answer a listings page: ${text.slice(0, 300)}`)
  }
  if (parsed.data.items.length === 0) {
    throw new BenchmarkError(`GET ${url} found no cars, so it would time an empty search`)
  }
  return { ms, total: parsed.data.total }
}

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? Number.NaN
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2
}

async function measureSize(listings: number): Promise<Measurement[]> {
  resetControls()
  const seedStarted = performance.now()
  await seedDatabase(listings)
  const seedMs = performance.now() - seedStarted
  const platform = await startPlatformServer({ handlers, port: 0 })
  try {
    const measurements: Measurement[] = []
    for (const scenario of scenarios()) {
      const url = `${platform.url}${SEARCH_PATH}?${new URLSearchParams(scenario.query).toString()}`
      let total = 0
      for (let index = 0; index < WARMUP; index++) total = (await search(url)).total
      const samples: number[] = []
      for (let index = 0; index < SAMPLES; index++) samples.push((await search(url)).ms)
      samples.sort((a, b) => a - b)
      measurements.push({
        listings,
        scenario: scenario.name,
        seedMs,
        total,
        medianMs: median(samples),
        p95Ms: percentile(samples, 0.95),
      })
    }
    return measurements
  } finally {
    await platform.close()
  }
}

const round = (value: number) => Math.round(value * 100) / 100

function report(measurements: readonly Measurement[]): Record<string, unknown> {
  const [small, large] = SEED_SIZES
  const ratios = [...new Set(measurements.map((entry) => entry.scenario))].map((scenario) => {
    const at = (listings: number) =>
      measurements.find((entry) => entry.scenario === scenario && entry.listings === listings)
    const from = at(small)
    const to = at(large)
    return {
      scenario,
      medianRatio: from && to ? round(to.medianMs / from.medianMs) : null,
      p95Ratio: from && to ? round(to.p95Ms / from.p95Ms) : null,
    }
  })
  console.table(
    measurements.map((entry) => ({
      listings: entry.listings,
      scenario: entry.scenario,
      'matches (DXB)': entry.total,
      'median ms': round(entry.medianMs),
      'p95 ms': round(entry.p95Ms),
    })),
  )
  console.table(
    ratios.map((entry) => ({
      scenario: entry.scenario,
      [`median ${large}/${small}`]: entry.medianRatio,
      [`p95 ${large}/${small}`]: entry.p95Ratio,
    })),
  )
  return {
    measuredAt: new Date().toISOString(),
    node: process.version,
    // Timings on a shared machine are only comparable with the load they ran under.
    cpus: availableParallelism(),
    loadAverage: loadavg().map(round),
    warmup: WARMUP,
    samples: SAMPLES,
    results: measurements.map((entry) => ({
      ...entry,
      seedMs: round(entry.seedMs),
      medianMs: round(entry.medianMs),
      p95Ms: round(entry.p95Ms),
    })),
    ratios,
  }
}

async function main(): Promise<void> {
  const measurements: Measurement[] = []
  for (const size of SEED_SIZES) {
    console.log(`Seeding ${size} listings and timing ${SAMPLES} searches per scenario…`)
    measurements.push(...(await measureSize(size)))
  }
  const results = report(measurements)
  await mkdir('bench-results', { recursive: true })
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`Wrote ${RESULTS_FILE}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchmarkError ? `Benchmark failed: ${error.message}` : error)
  process.exit(1)
})
