import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type Request } from '@playwright/test'
import { Temporal } from 'temporal-polyfill'
import { pinnedTestInstant } from '../mocks/lib/test-clock'
import { shiftDate } from './pinned-date'

// Shared fixtures: the error-reporter sink, a log of platform calls, and an accessibility check.

export const SENTRY_ORIGIN = 'http://127.0.0.1:4399'

export interface SentrySink {
  /** Raw envelope bodies received so far. */
  envelopes: string[]
  /** Envelopes that carry an error event (item type `event`). */
  errorEvents: () => string[]
}

/** The options a project of playwright.config.ts can set. */
export interface ClockOptions {
  /**
   * Whether the page's date starts at the pinned instant (on by default). A test that installs
   * Playwright's fake clock itself, to run timers forward, turns it off.
   */
  pinDate: boolean
  /**
   * The standalone platform's sandbox controls, for projects that test against it: the page's
   * date then follows the platform's clock, which started at the pinned instant with the server,
   * so the two agree as a browser and a real platform do (an ID token signed in the page expires
   * by the platform's clock, however long the run has been going).
   */
  platformControls: string | undefined
}

interface Fixtures extends ClockOptions {
  /** Every page starts at the pinned instant (mocks/lib/test-clock.ts), as unit tests do. */
  pinnedClock: undefined
  /** Fails any test during which the page reported a Content-Security-Policy violation. */
  cspGuard: undefined
  sentry: SentrySink
  platformCalls: Request[]
  expectAccessible: (page: Page) => Promise<void>
}

/** The platform's idea of now (its controls answer it), in epoch milliseconds. */
async function platformNow(controlsUrl: string): Promise<number> {
  const response = await fetch(controlsUrl)
  if (!response.ok) throw new Error(`${controlsUrl} answered ${response.status}`)
  const { now } = (await response.json()) as { now?: unknown }
  if (typeof now !== 'string') throw new Error(`${controlsUrl} did not say what time it is`)
  return Temporal.Instant.from(now).epochMilliseconds
}

export const test = base.extend<Fixtures>({
  pinDate: [true, { option: true }],
  platformControls: [undefined, { option: true }],
  // Set before any page loads, so the sandbox clock, the seed and the app's "today" read the
  // pinned day. Only the date moves: Playwright's fake clock replaces `performance` as well, and
  // with it the page's navigation entry, which the sandbox reads to apply `?scenario=` after the
  // router has redirected (mocks/browser.ts); timers, frames and performance stay the browser's.
  pinnedClock: [
    async ({ page, pinDate, platformControls }, use) => {
      if (pinDate) {
        const pinnedMs = platformControls
          ? await platformNow(platformControls)
          : pinnedTestInstant().epochMilliseconds
        // Fixed once per test, so a reload or a second page carries on from the same clock.
        // eslint-disable-next-line no-restricted-syntax -- the offset from the real clock to the pinned one
        const offsetMs = pinnedMs - Date.now()
        await page.addInitScript(shiftDate, offsetMs)
      }
      await use(undefined)
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await use(undefined)
      expect(violations, 'CSP violations').toEqual([])
    },
    { auto: true },
  ],

  sentry: async ({ context }, use) => {
    const envelopes: string[] = []
    await context.route(`${SENTRY_ORIGIN}/**`, async (route) => {
      envelopes.push(route.request().postDataBuffer()?.toString('latin1') ?? '')
      await route.fulfill({
        status: 200,
        headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
        body: '{}',
      })
    })
    await use({
      envelopes,
      errorEvents: () =>
        envelopes.filter((body) => body.split('\n').some((line) => line === '{"type":"event"}')),
    })
  },

  platformCalls: async ({ page }, use) => {
    const calls: Request[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/rental/api/') || path.startsWith('/api/')) calls.push(request)
    })
    await use(calls)
  },

  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      // A colour in the middle of a transition (a button's 120 ms background) is not what anyone
      // reads, and axe once measured one: scan once every finite animation has ended.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      )
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    })
  },
})

export { expect }
