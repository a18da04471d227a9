import type { Page } from '@playwright/test'
import {
  DEFAULT_FLAGS,
  type Controls,
  type FaultRule,
  type SandboxFlags,
} from '../mocks/lib/controls'
import { SESSION_COOKIE, sessionCookieValue } from '../mocks/lib/session-cookie'
import { findScenario, type ScenarioId } from '../mocks/scenarios'
import { PERSONAS, RIDE_APP_USER } from '../mocks/seed/accounts'
import { expect, test as base } from './fixtures'
import { pinnedTestInstant } from '../mocks/lib/test-clock'

// The `sandbox` fixture drives the in-browser platform through `window.rentalSandbox`, the same
// API the panel and the browser console use. Calls that change the session reload the page
// from here (not inside the page) so Playwright never evaluates in a page that is going away.

const CONTROLS_STORAGE_KEY = 'rental-sandbox/controls'
const SEEDED_MARKER = 'rental-sandbox/e2e-controls-seeded'

export type ControlsChange = Partial<Omit<Controls, 'flags'>> & { flags?: Partial<SandboxFlags> }

export interface SandboxFixture {
  /**
   * Controls in force from the very first request: written to localStorage before the app
   * boots. Call before the first `page.goto`. Applies once per tab, so later reloads keep
   * whatever the test changed since.
   */
  beforeLoad(change: ControlsChange): Promise<void>
  /** Opens `/rental/?scenario=<id>` and waits until the scenario is applied and its page shown. */
  scenario(id: ScenarioId): Promise<void>
  /**
   * Starts the test logged in as a persona (or `rideapp@rental.test`): the signed session cookie
   * a sandbox login sets, put in the browser before the first `page.goto`. A journey that only
   * needs to be logged in then loads its page once, instead of loading one to log in and reloading.
   */
  loggedInAs(email: string): Promise<void>
  /** Logs in as a persona (or `rideapp@rental.test`) in the open page and reloads it. */
  loginAs(email: string): Promise<void>
  injectFault(rule: FaultRule): Promise<void>
  /** Moves the sandbox clock by `ms` milliseconds. */
  moveClock(ms: number): Promise<void>
  /** Changes behaviour flags in the open page, e.g. `{ documentReview: 'hold' }`; the rest stay. */
  setFlags(flags: Partial<SandboxFlags>): Promise<void>
  /** Back to the seed, logged out, default controls; reloads the page. */
  reset(): Promise<void>
  /** The current controls. */
  controls(): Promise<Controls>
}

/** Resolves once the sandbox has started (worker, database, `?scenario=`) in this page. */
export async function waitForSandbox(page: Page): Promise<void> {
  await page.waitForFunction(() => window.rentalSandbox !== undefined, undefined, {
    timeout: 15_000,
  })
}

function fullControls(change: ControlsChange): Controls {
  return {
    latencyMs: change.latencyMs ?? 0,
    faults: change.faults ?? [],
    clockOffsetMs: change.clockOffsetMs ?? 0,
    scenario: change.scenario ?? null,
    flags: { ...DEFAULT_FLAGS, ...change.flags },
  }
}

function sandboxFor(page: Page, baseURL: string): SandboxFixture {
  return {
    async beforeLoad(change) {
      await page.addInitScript(
        ({ key, marker, value }) => {
          try {
            if (sessionStorage.getItem(marker)) return
            localStorage.setItem(key, value)
            sessionStorage.setItem(marker, 'true')
          } catch {
            // about:blank and other opaque documents have no storage.
          }
        },
        {
          key: CONTROLS_STORAGE_KEY,
          marker: SEEDED_MARKER,
          value: JSON.stringify(fullControls(change)),
        },
      )
    },

    async scenario(id) {
      const path = findScenario(id)?.path
      await page.goto(`/rental/?scenario=${encodeURIComponent(id)}`)
      if (path) await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 })
      await expect
        .poll(
          () =>
            page
              .evaluate(() => window.rentalSandbox?.getControls().scenario ?? null)
              // The page may be navigating to the scenario's path; ask again.
              .catch(() => null),
          { timeout: 15_000 },
        )
        .toBe(id)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },

    async loggedInAs(email) {
      const account = [...PERSONAS, RIDE_APP_USER].find((known) => known.email === email)
      if (!account) throw new Error(`No sandbox account is called ${email}`)
      await page.context().addCookies([
        {
          name: SESSION_COOKIE,
          value: await sessionCookieValue(account.userId, pinnedTestInstant().epochMilliseconds),
          // Host-only, like the one the page sets (`document.cookie`), so a logout replaces it.
          url: baseURL,
          sameSite: 'Lax',
        },
      ])
    },

    async loginAs(email) {
      await waitForSandbox(page)
      await page.evaluate(async (who) => {
        const sandbox = window.rentalSandbox
        if (!sandbox) throw new Error('The sandbox is not running')
        await sandbox.loginAs(who, { reload: false })
      }, email)
      await page.reload()
      await waitForSandbox(page)
    },

    async injectFault(rule) {
      await waitForSandbox(page)
      await page.evaluate((fault) => window.rentalSandbox?.injectFault(fault), rule)
    },

    async moveClock(ms) {
      await waitForSandbox(page)
      await page.evaluate((by) => window.rentalSandbox?.moveClock(by), ms)
    },

    async setFlags(flags) {
      await waitForSandbox(page)
      await page.evaluate((change) => window.rentalSandbox?.setFlags(change), flags)
    },

    async reset() {
      await waitForSandbox(page)
      await page.evaluate(async () => {
        const sandbox = window.rentalSandbox
        if (!sandbox) throw new Error('The sandbox is not running')
        await sandbox.reset({ reload: false })
      })
      await page.reload()
      await waitForSandbox(page)
    },

    async controls() {
      await waitForSandbox(page)
      const current = await page.evaluate(() => window.rentalSandbox?.getControls())
      if (!current) throw new Error('The sandbox is not running')
      return current
    },
  }
}

export const test = base.extend<{ sandbox: SandboxFixture }>({
  sandbox: async ({ page, baseURL }, use) => {
    if (!baseURL) throw new Error('The sandbox fixture needs a baseURL')
    await use(sandboxFor(page, baseURL))
  },
})

export { expect }
