import type { Browser } from '@playwright/test'

// Issue 14, item 3, beyond Lighthouse: the cars page on a phone with the CPU slowed 4× (real
// throttling, not Lighthouse's simulation): how long its main thread is blocked while it loads
// (long tasks up to the moment it answers), and how fast it answers the list's controls (INP
// from the Event Timing API: for each interaction, the longest of its events from input to the
// next paint; the worst of a handful of interactions is what INP reports).

export interface EventTiming {
  interactionId: number
  duration: number
}

export interface LongTask {
  duration: number
}

/** Each interaction's latency (its longest event), in the order they happened. */
export function interactionLatencies(entries: readonly EventTiming[]): number[] {
  const latest = new Map<number, number>()
  for (const entry of entries) {
    if (entry.interactionId === 0) continue
    latest.set(entry.interactionId, Math.max(latest.get(entry.interactionId) ?? 0, entry.duration))
  }
  return [...latest.values()]
}

/**
 * INP as Chrome reports it: the worst interaction, or with 50 and more the worst but one per 50
 * interactions (so one outlier in a long visit does not decide it).
 */
export function inpOf(latencies: readonly number[]): number {
  const sorted = [...latencies].sort((a, b) => b - a)
  const skip = Math.min(Math.floor(latencies.length / 50), sorted.length - 1)
  return sorted[Math.max(skip, 0)] ?? 0
}

/** Total blocking time of a list of long tasks: what each holds the thread beyond 50 ms. */
export function blockingTime(tasks: readonly LongTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
}

export interface InteractionRun {
  /** Blocking time while loading, up to the page answering (4× CPU). */
  loadTbtMs: number
  longestTaskMs: number
  /** Worst interaction of: plan to daily, plan to monthly, price and sorting, more cars. */
  inpMs: number
  latenciesMs: number[]
}

interface Recorded {
  events: EventTiming[]
  tasks: LongTask[]
}

/** The phone both phone runs of the bench open pages as (Lighthouse mobile's screen). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
}

/** One visit of the cars page at `url` on a 4×-slowed phone, driving its list controls. */
export async function measureInteractions(browser: Browser, url: string): Promise<InteractionRun> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const recorded: Recorded = { events: [], tasks: [] }
      Reflect.set(window, '__bench', recorded)
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) recorded.tasks.push({ duration: entry.duration })
      }).observe({ type: 'longtask', buffered: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const interactionId: unknown = Reflect.get(entry, 'interactionId')
          if (typeof interactionId === 'number') {
            recorded.events.push({ interactionId, duration: entry.duration })
          }
        }
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 })
    })
    const session = await context.newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const read = () =>
      page.evaluate(() => {
        const recorded: unknown = Reflect.get(window, '__bench')
        return recorded as Recorded
      })

    await page.goto(url)
    // The app has taken the page over once the header's account entry shows; then the build's
    // prices are refreshed. Everything until the page is quiet counts as loading.
    await page.getByRole('link', { name: 'Log in' }).waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(2000)
    const loaded = await read()
    const loadTasks = [...loaded.tasks]

    const cards = page.getByRole('main').getByRole('article')
    const firstPrice = (text: string) => cards.first().getByText(text).waitFor({ timeout: 30_000 })
    // A tap on a radio is real input (CDP), so the Event Timing API sees it as an interaction.
    await page.getByRole('radio', { name: 'Daily' }).click()
    await firstPrice('/day')
    await page.getByRole('radio', { name: 'Monthly' }).click()
    await firstPrice('/month')
    await page.getByRole('button', { name: /^Price and sorting/ }).click()
    await page.getByRole('button', { name: /^Show \d+ more cars?$/ }).click()
    await cards.nth(10).waitFor({ timeout: 30_000 })
    // Event Timing entries are delivered after the next paint.
    await page.waitForTimeout(1000)
    const latencies = interactionLatencies((await read()).events)
    return {
      loadTbtMs: Math.round(blockingTime(loadTasks)),
      longestTaskMs: Math.round(Math.max(0, ...loadTasks.map((task) => task.duration))),
      inpMs: Math.round(inpOf(latencies)),
      latenciesMs: latencies.map(Math.round),
    }
  } finally {
    await context.close()
  }
}
