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

  // Only the date is moved: `new Date()` and `Date()` read the same clock, a date given a value
  // keeps it, the page's timers are its own, and so is the navigation entry the sandbox reads.
  /* eslint-disable no-restricted-syntax -- the page's own clock is what is checked */
  const inPage = await page.evaluate(async () => {
    const before = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 50))
    return {
      waited: Date.now() - before,
      constructed: new Date().getTime() - before,
      called: Date.parse(Date()) - before,
      isDate: new Date() instanceof Date,
      epoch: new Date(0).toISOString(),
      navigation: performance.getEntriesByType('navigation').length,
    }
  })
  /* eslint-enable no-restricted-syntax */
  expect(inPage.waited).toBeGreaterThanOrEqual(45)
  expect(inPage.constructed).toBeGreaterThanOrEqual(0)
  expect(Math.abs(inPage.called)).toBeLessThan(60_000)
  expect(inPage.isDate).toBe(true)
  expect(inPage.epoch).toBe('1970-01-01T00:00:00.000Z')
  expect(inPage.navigation).toBe(1)

  // A reload carries on from the same clock; it does not start again at the pinned instant.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
  // eslint-disable-next-line no-restricted-syntax -- the page's own clock is what is checked
  const afterReload = await page.evaluate(() => Date.now())
  expect(afterReload).toBeGreaterThanOrEqual(clocks.page)
})
