import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { PRERENDER_STALE_ATTRIBUTE } from '../src/app/prerender/match'
import { startBusyMachine } from './bench/busy-machine'
import { PHONE } from './bench/interactions'

// `npx tsx scripts/trace-long-tasks.ts --url <page> --dir <build>`: where a page's main-thread
// time goes while it loads on a phone with the CPU slowed 4×. It samples the JavaScript profiler
// while the page loads and settles, takes the long tasks the browser reports, and prints each
// long task with the source files its samples fall in (through the build's source maps), so work
// is cut at its cause. A tool for looking, not a benchmark: its figures move with the machine.

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    dir: { type: 'string', default: 'dist' },
    settle: { type: 'string', default: '6000' },
    cpu: { type: 'string', default: '4' },
    // `--cpu 1 --busy 2 --over 12.5`: what Lighthouse counts on a busy machine. Its simulation
    // runs each task of an unthrottled load four times slower (twice, if it did layout: such a
    // task counts from 25 ms) and counts what passes 50 ms, and there a task's wall time grows
    // with every thread that wants the cores.
    busy: { type: 'string', default: '0' },
    over: { type: 'string', default: '50' },
  },
})
if (!values.url) {
  console.error(
    'Usage: tsx scripts/trace-long-tasks.ts --url <url> [--dir dist] [--settle ms] [--cpu 4] [--busy 0] [--over 50]',
  )
  process.exit(2)
}

interface ProfileNode {
  id: number
  parent?: number
  callFrame: { url?: string; lineNumber: number; columnNumber: number; functionName: string }
}

const maps = new Map<string, SourceMapConsumer | undefined>()
async function sourceMapOf(url: string): Promise<SourceMapConsumer | undefined> {
  const path = new URL(url).pathname.replace(/^\/rental\//, '')
  if (!maps.has(path)) {
    try {
      const raw: unknown = JSON.parse(await readFile(join(values.dir, `${path}.map`), 'utf8'))
      maps.set(path, new SourceMapConsumer(raw as RawSourceMap))
    } catch {
      maps.set(path, undefined)
    }
  }
  return maps.get(path)
}

/** A sample's place as a package or a source folder: what a change would be aimed at. */
async function placeOf(frame: ProfileNode['callFrame']): Promise<string> {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(browser)'
  const map = frame.url.endsWith('.js') ? await sourceMapOf(frame.url) : undefined
  const original = map?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  })
  const source = original?.source
  if (!source) return `${new URL(frame.url).pathname} ${frame.functionName}`
  const modules = source.split('node_modules/')
  if (modules.length > 1) {
    const parts = (modules.at(-1) ?? '').split('/')
    return parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? source)
  }
  return `${source.replace(/^(\.\.\/)+/, '')} ${original.name ?? frame.functionName}`
}

/**
 * The app's own frame nearest the top of a sample's stack: the component or start-up step a
 * library's work (React rendering, the router matching) was done for, which the leaf alone hides.
 */
async function appFrameOf(
  node: ProfileNode | undefined,
  nodes: ReadonlyMap<number, ProfileNode>,
): Promise<string> {
  for (let at = node; at; at = at.parent === undefined ? undefined : nodes.get(at.parent)) {
    const frame = at.callFrame
    if (!frame.url?.endsWith('.js')) continue
    const place = await placeOf(frame)
    if (place.startsWith('src/') || place.startsWith('mocks/')) return place
  }
  return '(no app frame)'
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's own CPU time in the event: without the time it waited or was descheduled. */
  tdur?: number
  id?: string
  args?: {
    name?: string
    data?: {
      url?: string
      functionName?: string
      type?: string
      documentLoaderURL?: string
      isMainFrame?: boolean
      startTime?: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

/**
 * The page's main thread: the busiest renderer thread of the process that navigated to the
 * page's origin. The browser's own pages (a new tab's, in some Chromium builds) have renderers
 * too, and one of them can be busier than a page that does little.
 */
function mainThread(
  events: TraceEvent[],
  origin: string,
): { pid: number; tid: number } | undefined {
  const pids = new Set(
    events
      .filter(
        (event) =>
          event.name === 'navigationStart' &&
          (event.args?.data?.documentLoaderURL ?? '').startsWith(origin),
      )
      .map((event) => event.pid),
  )
  const busy = new Map<string, number>()
  for (const event of events) {
    if (
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      pids.has(event.pid)
    ) {
      busy.set(`${event.pid}:${event.tid}`, 0)
    }
  }
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`
    if (event.name === 'RunTask' && busy.has(key))
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0))
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? []
  if (!key) return undefined
  const [pid, tid] = key.split(':').map(Number)
  return pid === undefined || tid === undefined ? undefined : { pid, tid }
}

/** The JavaScript profiler's samples on that thread, as (time in µs, frame). */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>()
  const samples: { ts: number; node: ProfileNode }[] = []
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  )
  if (!profile) return { samples, nodes }
  let ts = profile.args?.data?.startTime ?? 0
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile.id) continue
    const data = event.args?.data
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    for (const [index, nodeId] of (data?.cpuProfile?.samples ?? []).entries()) {
      ts += data?.timeDeltas?.[index] ?? 0
      const node = nodes.get(nodeId)
      if (node) samples.push({ ts, node })
    }
  }
  return { samples, nodes }
}

/** Events that say what a task was started for: a script, a timer, an idle callback, a message… */
const KINDS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
])

/** The biggest things a task ran, by name and the script or function they ran. */
function kindsOf(events: TraceEvent[], task: TraceEvent): string[] {
  const end = task.ts + (task.dur ?? 0)
  const byKind = new Map<string, number>()
  for (const event of events) {
    if (event.pid !== task.pid || event.tid !== task.tid || event.ts < task.ts || event.ts > end)
      continue
    if (!KINDS.has(event.name) || (event.dur ?? 0) < 5_000) continue
    const data = event.args?.data
    const what = data?.url ? new URL(data.url).pathname : (data?.functionName ?? data?.type ?? '')
    const key = `${event.name} ${what}`.trim()
    byKind.set(key, (byKind.get(key) ?? 0) + (event.dur ?? 0))
  }
  return [...byKind]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([kind, dur]) => `${Math.round(dur / 1000)} ms ${kind}`)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const busyThreads = Number(values.busy) || 0
const overMs = Number(values.over)
const hogs = startBusyMachine(busyThreads)
try {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) })
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      // navigationStart, which the tasks' times are printed from.
      'blink.user_timing',
    ],
  })
  await page.goto(values.url, { waitUntil: 'load' })
  await page.waitForTimeout(Number(values.settle))
  // A prerendered page whose meta names another path (a copy of a page saved under a new path
  // to try a change on its markup) is hidden by the first script, and with no app to draw it,
  // stays blank: its figures are those of an empty page, not of the change.
  if (
    await page.evaluate(
      (attribute) => document.documentElement.hasAttribute(attribute),
      PRERENDER_STALE_ATTRIBUTE,
    )
  ) {
    console.warn(
      `The drawn page stayed hidden (${PRERENDER_STALE_ATTRIBUTE}): its <meta name="rental-prerendered"> names another path or layout, so these figures are of a blank page.`,
    )
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[]
  }
  await hogs.stop()
  const events = trace.traceEvents
  const thread = mainThread(events, new URL(values.url).origin)
  if (!thread) throw new Error('No renderer main thread in the trace')
  const { samples, nodes } = samplesOf(events, thread.pid, thread.tid)
  // Times are printed from the page's navigation (the last one: the first is about:blank).
  const zero = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.pid === thread.pid &&
        (event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
    )
    .reduce((latest, event) => Math.max(latest, event.ts), 0)
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.pid === thread.pid &&
      event.tid === thread.tid &&
      (event.dur ?? 0) > overMs * 1000 &&
      event.ts >= zero,
  )
  // On a machine whose cores are shared, a task's wall time is often several times its CPU time
  // (it waits on the browser process, or another thread has the core): a change is judged by
  // comparing CPU times, measured at the same --cpu.
  const cpuOf = (task: TraceEvent) =>
    task.tdur === undefined ? 'CPU not traced' : `CPU ${Math.round(task.tdur / 1000)} ms`
  let total = 0
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    total += Math.max(0, (task.dur ?? 0) / 1000 - overMs)
    const byPlace = new Map<string, number>()
    const byAppFrame = new Map<string, number>()
    let count = 0
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end) continue
      count += 1
      const place = await placeOf(sample.node.callFrame)
      byPlace.set(place, (byPlace.get(place) ?? 0) + 1)
      const appFrame = await appFrameOf(sample.node, nodes)
      byAppFrame.set(appFrame, (byAppFrame.get(appFrame) ?? 0) + 1)
    }
    // The browser's own work in the task (parsing HTML, style, layout, paint, compiling scripts):
    // what the profiler shows only as "(program)". Nested events count once, under the outer one.
    const byEvent = new Map<string, number>()
    let coveredUntil = task.ts
    for (const event of events) {
      if (event.pid !== thread.pid || event.tid !== thread.tid || event.ph !== 'X') continue
      if (event === task || event.ts < task.ts || event.ts >= end || event.ts < coveredUntil)
        continue
      if (event.name === 'RunTask' || !event.dur) continue
      coveredUntil = event.ts + event.dur
      byEvent.set(event.name, (byEvent.get(event.name) ?? 0) + event.dur / 1000)
    }
    const browserWork = [...byEvent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
      .join(', ')
    const top = (counts: Map<string, number>) =>
      [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([place, n]) => `${Math.round((n / Math.max(count, 1)) * 100)}% ${place}`)
        .join('\n    ')
    console.log(
      `long task at ${Math.round((task.ts - zero) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms (${cpuOf(task)}):\n    [${kindsOf(events, task).join('; ')}]\n    ${top(byPlace)}\n  for the app's frames:\n    ${top(byAppFrame)}\n  the browser's events: ${browserWork}`,
    )
  }
  console.log(
    `${tasks.length} tasks over ${overMs} ms, ${Math.round(total)} ms past that line in all (CPU ${values.cpu}×, ${busyThreads} busy threads)`,
  )
} finally {
  await hogs.stop()
  await browser.close()
}
