import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { pinnedTestInstant } from '../mocks/lib/test-clock'

test.describe('app shell', () => {
  test('/rental/ lands on the Dubai cars page in English, left to right', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/rental/')
    await expect(page).toHaveURL(/\/rental\/dubai\/cars$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expectAccessible(page)
  })

  test('/rental/ar-DXB/dubai/cars is the same page in Arabic, right to left', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/rental/ar-DXB/dubai/cars')
    await expect(page.getByRole('heading', { level: 1, name: 'سيارات في دبي' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectAccessible(page)
  })

  test('switching language from the header keeps the customer on the same page', async ({
    page,
  }) => {
    await page.goto('/rental/summary?city=dubai')
    await expect(page.getByRole('heading', { level: 1, name: 'Booking summary' })).toBeVisible()
    await page.getByRole('button', { name: /Language and city/ }).click()
    const menu = page.getByRole('navigation', { name: 'Choose language and city' })
    await menu.getByRole('link', { name: 'العربية' }).first().click()
    await expect(page).toHaveURL(/\/rental\/ar-DXB\/summary\?city=dubai$/)
    await expect(page.getByRole('heading', { level: 1, name: 'ملخص الحجز' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

    await page.getByRole('button', { name: /اللغة والمدينة/ }).click()
    await page
      .getByRole('navigation', { name: 'اختر اللغة والمدينة' })
      .getByRole('link', { name: 'English' })
      .first()
      .click()
    await expect(page).toHaveURL(/\/rental\/summary\?city=dubai$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })

  test('the switcher highlights the current language and city', async ({ page }) => {
    await page.goto('/rental/ar-DXB/dubai/cars')
    // The page has settled on its route (a pending one marks no link current yet).
    await expect(page.getByRole('heading', { level: 1, name: 'سيارات في دبي' })).toBeVisible()
    await page.getByRole('button', { name: /اللغة والمدينة/ }).click()
    const menu = page.getByRole('navigation', { name: 'اختر اللغة والمدينة' })
    // Exactly one option is marked current, once the menu's links are in.
    await expect
      .poll(() =>
        menu
          .locator('a')
          .evaluateAll(
            (links) =>
              links.filter((link) => !['false', null].includes(link.getAttribute('aria-current')))
                .length,
          ),
      )
      .toBe(1)
    const current = menu.locator('a[aria-current=page], a[aria-current=true]')
    const other = menu.locator('a[aria-current=false]').first()
    const background = (link: typeof other) =>
      link.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await background(current)).not.toBe(await background(other))
  })

  test('the switcher works by keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/rental/dubai/cars')
    const trigger = page.getByRole('button', { name: /Language and city/ })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })

  test('an unknown city offers the six cities', async ({ page, expectAccessible }) => {
    await page.goto('/rental/paris/cars')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    const cities = page.getByRole('main').getByRole('link')
    await expect(cities).toHaveText([
      'Dubai',
      'Abu Dhabi',
      'Al Ain',
      'Sharjah',
      'Riyadh',
      'Budapest',
    ])
    await expectAccessible(page)
  })

  test('a crash shows the fallback and is reported once to the logger, analytics and Sentry', async ({
    page,
    sentry,
    platformCalls,
  }) => {
    await page.goto('/rental/dubai/cars')
    await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
    await page.goto('/rental/sandbox/crash')
    await expect(
      page.getByRole('heading', { name: 'Looks like some error occurred' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible()

    const crashLogs = () =>
      platformCalls.filter(
        (request) =>
          request.url().endsWith('/rental/api/logger/') &&
          (request.postDataJSON() as { msg?: string }).msg === 'Application crashed',
      )
    await expect.poll(() => crashLogs().length).toBe(1)
    await expect.poll(() => sentry.errorEvents().length).toBe(1)
    expect(sentry.errorEvents()[0]).toContain('Sandbox crash requested')
    const analytics = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((event) => event.name === 'Application crashed'),
    )
    expect(analytics).toHaveLength(1)

    // Nothing more arrives later.
    await page.waitForTimeout(1500)
    expect(crashLogs()).toHaveLength(1)
    expect(sentry.errorEvents()).toHaveLength(1)
    const body = crashLogs()[0]?.postDataJSON() as {
      type: string
      additional: Record<string, string>
    }
    expect(body.type).toBe('error')
    expect(Object.keys(body.additional).sort()).toEqual(['deviceInfo', 'label', 'userAgent'])

    await page.getByRole('button', { name: 'Reload page' }).click()
    await expect(
      page.getByRole('heading', { name: 'Looks like some error occurred' }),
    ).toBeVisible()
  })

  test.describe(() => {
    // This test runs the page's timers forward, so it installs Playwright's fake clock itself.
    test.use({ pinDate: false })

    test('a toast appears top-right and leaves after 10 seconds', async ({ page, context }) => {
      await page.clock.install({ time: pinnedTestInstant().epochMilliseconds })
      await page.goto('/rental/dubai/cars')
      await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
      await context.setOffline(true)
      await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
      await context.setOffline(false)
      const toast = page.getByText("You're back online.")
      await expect(toast).toBeVisible()
      // Coloured by kind: a success toast is not the plain (white) one.
      const item = page.locator('[data-sonner-toast]').filter({ hasText: "You're back online." })
      await expect(item).toHaveAttribute('data-type', 'success')
      expect(await item.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
        'rgb(255, 255, 255)',
      )

      const box = await toast.boundingBox()
      const viewport = page.viewportSize()
      expect(box && viewport).toBeTruthy()
      if (box && viewport) {
        expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2)
        expect(box.y).toBeLessThan(viewport.height / 3)
      }

      await page.mouse.move(5, viewport ? viewport.height - 5 : 500)
      // The installed clock also runs on its own: on a busy machine a second or two of real time
      // passes between the toast showing and these steps, so each check leaves that much slack.
      await page.clock.runFor(8_000)
      await expect(toast).toBeVisible()
      await page.clock.runFor(3_000)
      await expect(toast).toBeHidden()
    })
  })

  test('a new page starts at the top and back restores the scroll position', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 })
    await page.goto('/rental/paris/cars')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(200)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sharjah' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cars in Sharjah' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
  })
})

test('a lazy chunk missing after a deploy recovers with one reload instead of a blank page', async ({
  page,
  context,
}) => {
  // What the first load fetches up front; lazy chunks are everything else.
  const html = await (await page.request.get('/rental/')).text()
  const upFront = new Set(
    [...html.matchAll(/\/rental\/assets\/[^"]+\.js/g)].map((match) => match[0]),
  )
  const failed = new Set<string>()
  await context.route('**/rental/assets/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname
    if (!upFront.has(path) && failed.size === 0) {
      failed.add(path)
      await route.fulfill({ status: 404, body: 'gone' })
      return
    }
    await route.fallback()
  })
  await page.goto('/rental/dubai/cars')
  await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible({
    timeout: 15_000,
  })
  expect(failed.size).toBe(1)
})

test('the shell shows before the sandbox has started; only the data waits for it', async ({
  page,
}) => {
  // The sandbox worker's registration waits until the test lets it go.
  await page.addInitScript(() => {
    const container = navigator.serviceWorker
    const register = container.register.bind(container)
    const gate = new Promise<void>((resolve) => {
      Object.assign(window, { releaseWorker: resolve })
    })
    container.register = async (...args: Parameters<ServiceWorkerContainer['register']>) => {
      await gate
      return register(...args)
    }
  })
  await page.goto('/rental/dubai/cars')
  // Header, footer and the page's loading state, with the sandbox still held back.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Rental' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible()
  await page.waitForTimeout(1000)
  await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeHidden()
  await page.evaluate(() => {
    const release: unknown = Reflect.get(window, 'releaseWorker')
    if (typeof release === 'function') Reflect.apply(release, window, [])
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByText(/\d+ cars available/)).toBeVisible({ timeout: 15_000 })
})

for (const [language, path, direction, heading] of [
  ['English', '/rental/en-DXB/details', 'ltr', 'Log in'],
  ['Arabic', '/rental/ar-DXB/details', 'rtl', 'تسجيل الدخول'],
] as const) {
  test(`a page that is not prerendered paints its frame before the app, in ${language}`, async ({
    page,
  }) => {
    // The app's script is held back: what shows is the HTML alone.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/rental/assets/index-*.js', async (route) => {
      await held
      await route.fallback()
    })
    await page.goto(path, { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('dir', direction)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.locator('main[aria-busy="true"]')).toBeVisible()
    release()
    // The app draws the page in the frame's place (a visitor is sent to log in).
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0)
  })
}

/** The history entry the cars list leaves to the ride app from (use-ride-app-back-exit.ts). */
const exitEntry = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('rental:ride-app-exit-entry'))

test.describe('on a phone', () => {
  test('browser back from the cars list opens the ride-app home @phone', async ({ page }) => {
    await page.goto('/rental/dubai/cars')
    await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
    // The prerendered page shows before the app runs; the account entry appears once it does,
    // and the exit entry (SPEC §2) once the page itself has been taken over.
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect.poll(() => exitEntry(page)).not.toBeNull()
    await page.goBack()
    await expect(page).toHaveURL(/\/rental\/sandbox\/ride-app-home$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ride app home (sandbox)' }),
    ).toBeVisible()
    // This page opts out of the common layout: no header, no footer.
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('back within the app still works before leaving @phone', async ({ page }) => {
    await page.goto('/rental/dubai/cars')
    await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect.poll(() => exitEntry(page)).not.toBeNull()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Riyadh' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cars in Riyadh' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/rental\/sandbox\/ride-app-home$/)
  })
})
