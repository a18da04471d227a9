import { pinnedTestInstant } from '../mocks/lib/test-clock'
import { expect, test } from './fixtures'

// Browser tests run at the same pinned instant as unit tests (fixtures.ts), so the sandbox in
// the page builds its seed, and the app its "today", on that day whatever the machine's date.

test("the page's clock, and with it the sandbox's, starts at the pinned instant", async ({
  page,
}) => {
  await page.goto('/rental/dubai/cars')
  await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
  const pinned = pinnedTestInstant().epochMilliseconds
  const clocks = await page.evaluate(() => ({
    // eslint-disable-next-line no-restricted-syntax -- the page's own clock is what is checked
    page: Date.now(),
    sandboxOffset: window.rentalSandbox?.getControls().clockOffsetMs,
  }))
  expect(clocks.sandboxOffset).toBe(0)
  // Seconds after the pinned instant: as long as the page took to load, not a day more.
  expect(clocks.page - pinned).toBeGreaterThanOrEqual(0)
  expect(clocks.page - pinned).toBeLessThan(120_000)
})
