import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { startBusyMachine } from './bench/busy-machine'
import { launchAuditBrowser } from './bench/lighthouse-browser'

// `npx tsx scripts/tbt-by-task.ts --url <page> [--url <page>…] [--runs 3] [--busy 0]`: which of a
// page's tasks Lighthouse's TBT counts, and how much each adds. Lighthouse does not measure TBT: it
// simulates the load (lantern) from an unthrottled trace, each task four times slower (twice with
// layout), and sums what passes 50 ms between its simulated first paint and interactive. Its
// first paint is simulated with the first parse, layout and paint only, the whole load with every
// task: so a task before the real first paint can end up after the simulated one and count. This
// script audits each page as `npm run bench` does, asks Lighthouse's own lantern computation for
// its simulated tasks and adds up, task by task, what makes the TBT it reports (the mean of its
// optimistic and pessimistic estimates). Pages are interleaved round by round.

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    busy: { type: 'string', default: '0' },
  },
})
const urls = values.url ?? []
if (urls.length === 0) {
  console.error(
    'Usage: tsx scripts/tbt-by-task.ts --url <url> [--url <url>…] [--runs 3] [--busy 0]',
  )
  process.exit(2)
}
const BLOCKING_MS = 50

type LanternMetric = Awaited<ReturnType<typeof LanternTotalBlockingTime.request>>
type NodeTimings = LanternMetric['optimisticEstimate']['nodeTimings']
type SimulatedNode = NodeTimings extends Map<infer Node, unknown> ? Node : never

interface TraceEvent {
  name: string
  dur?: number
  args?: { data?: { url?: string } }
}

/** A task's cause, in the words of docs/performance.md: what a change would be aimed at. */
function causeOf(node: SimulatedNode): string {
  if (node.type !== 'cpu') return 'network'
  const events: TraceEvent[] = node.childEvents
  const time = new Map<string, number>()
  for (const event of events) time.set(event.name, (time.get(event.name) ?? 0) + (event.dur ?? 0))
  const files = [
    ...new Set(events.map((event) => event.args?.data?.url?.split('/').pop()?.split('?')[0] ?? '')),
  ]
    .filter((file) => file.endsWith('.js'))
    .slice(0, 2)
    .join(' ')
  if (time.has('DocumentLoader::CommitNavigation')) return 'the navigation commit'
  if ((time.get('ParseHTML') ?? 0) > 2000) return 'parsing the HTML and its inline scripts'
  if (node.didPerformLayout()) return time.has('Paint') ? 'style, layout, paint' : 'style, layout'
  if (time.has('v8.evaluateModule')) return `evaluating ${files}`
  if (time.has('ScriptCatchup') && time.size === 1) return `compile hand-over ${files}`
  if (time.has('TimerFire')) return `a timer ${files}`
  if (time.has('EventDispatch')) return `an event ${files}`
  if (time.has('RunMicrotasks') || time.has('FunctionCall')) return `script ${files}`
  const [longest] = [...time].sort((a, b) => b[1] - a[1])
  return `${longest?.[0] ?? 'browser'} ${files}`.trim()
}

/** What each task adds to the TBT of one estimate, as lantern's calculateSumOfBlockingTime. */
function blockingByTask(
  timings: NodeTimings,
  fromMs: number,
  toMs: number,
): Map<SimulatedNode, number> {
  const added = new Map<SimulatedNode, number>()
  for (const [node, timing] of timings) {
    if (node.type !== 'cpu' || timing.duration < BLOCKING_MS) continue
    if (timing.endTime < fromMs || timing.startTime > toMs) continue
    const clipped = Math.min(timing.endTime, toMs) - Math.max(timing.startTime, fromMs)
    if (clipped >= BLOCKING_MS) added.set(node, clipped - BLOCKING_MS)
  }
  return added
}

async function auditOnce(url: string): Promise<string> {
  const { browser, port } = await launchAuditBrowser()
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) return 'no result'
    const { artifacts, lhr } = result
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: [],
      simulator: null,
    }
    const context = { computedCache: new Map(), settings: lhr.configSettings }
    const [tbt, fcp, interactive] = await Promise.all([
      LanternTotalBlockingTime.request(data, context),
      LanternFirstContentfulPaint.request(data, context),
      LanternInteractive.request(data, context),
    ])
    // Lantern pairs the optimistic TBT with the pessimistic first paint and the other way round.
    const estimates = [
      blockingByTask(
        tbt.optimisticEstimate.nodeTimings,
        fcp.pessimisticEstimate.timeInMs,
        interactive.optimisticEstimate.timeInMs,
      ),
      blockingByTask(
        tbt.pessimisticEstimate.nodeTimings,
        fcp.optimisticEstimate.timeInMs,
        interactive.pessimisticEstimate.timeInMs,
      ),
    ]
    const byCause = new Map<string, number>()
    for (const estimate of estimates) {
      for (const [node, ms] of estimate) {
        const wall = (node.endTime - node.startTime) / 1000
        const cause = `${causeOf(node)} (${wall.toFixed(0)} ms on the clock)`
        byCause.set(cause, (byCause.get(cause) ?? 0) + ms / estimates.length)
      }
    }
    const reported = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)
    const causes = [...byCause].map(([cause, ms]) => `${Math.round(ms)} ms ${cause}`)
    return `TBT ${reported} ms${causes.length > 0 ? `: ${causes.join('; ')}` : ''}`
  } finally {
    await browser.close()
  }
}

const busy = startBusyMachine(Math.max(0, Math.floor(Number(values.busy) || 0)))
try {
  for (let round = 1; round <= Number(values.runs); round++) {
    for (const url of urls) console.log(`round ${round} ${url}\n  ${await auditOnce(url)}`)
  }
} finally {
  await busy.stop()
}
