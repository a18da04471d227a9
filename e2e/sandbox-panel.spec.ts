import type { Page } from '@playwright/test'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import { FEATURE_KEYS } from '../src/domain/features'
import { panelText } from '../mocks/panel/panel-text'
import { expect, test, waitForSandbox } from './sandbox'

// The sandbox panel: a keyboard-operable, accessible disclosure that drives the fake platform.

const DAY_MS = 24 * 60 * 60 * 1000

function panelOf(page: Page) {
  return page.getByRole('region', { name: 'Sandbox controls' })
}

async function openCarsPage(page: Page, path = '/rental/dubai/cars', heading = 'Cars in Dubai') {
  await page.goto(path)
  // The first page waits for the sandbox to boot, as waitForSandbox() allows for.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  })
  await waitForSandbox(page)
}

async function openPanel(page: Page) {
  const toggle = page.getByRole('button', { name: /^Sandbox/ })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(panelOf(page)).toBeVisible()
  return panelOf(page)
}

/** The marketing consent the platform holds for whoever is logged in. */
function marketingConsent(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const response = await fetch('/api/identity/me/details', { credentials: 'include' })
    const user = (await response.json()) as { marketingMessagesAccepted?: boolean } | null
    return user?.marketingMessagesAccepted
  })
}

test.describe('sandbox panel', () => {
  test('opens and closes by keyboard, is accessible when open and remembers it', async ({
    page,
    expectAccessible,
  }) => {
    await openCarsPage(page)
    const toggle = page.getByRole('button', { name: 'Sandbox', exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panelOf(page)).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = panelOf(page)
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused()
    await expect(panel.getByRole('combobox', { name: 'Endpoint family' })).toBeVisible()
    await expectAccessible(page)

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await page.reload()
    await expect(panelOf(page)).toBeVisible()
  })

  test('speaks Arabic and sits at the inline end on an Arabic page', async ({
    page,
    expectAccessible,
  }) => {
    await openCarsPage(page, '/rental/ar-DXB/dubai/cars', 'سيارات في دبي')
    await page.getByRole('button', { name: 'بيئة التجربة', exact: true }).click()
    const panel = page.getByRole('region', { name: 'أدوات بيئة التجربة' })
    await expect(panel).toBeVisible()
    const box = await panel.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.x + box.width < viewport.width / 2).toBe(true)
    // The personas and scenarios speak Arabic too.
    await expect(panel.getByRole('combobox', { name: 'السيناريو' })).toContainText('عميل محظور')
    await expect(panel.getByText('مستندات معتمدة، وبطاقة فيزا محفوظة')).toBeVisible()
    await expectAccessible(page)
  })

  test('is a bottom sheet on a phone @phone', async ({ page, expectAccessible }) => {
    await openCarsPage(page)
    const panel = await openPanel(page)
    const box = await panel.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport).toBeTruthy()
    if (box && viewport) {
      expect(box.width).toBeCloseTo(viewport.width, 0)
      expect(box.y + box.height).toBeCloseTo(viewport.height, 0)
      expect(box.height).toBeLessThanOrEqual(viewport.height * 0.5 + 1)
    }
    await expectAccessible(page)
  })

  test('the sheet leaves the page above it usable and closes when the app navigates @phone', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openCarsPage(page)
    const panel = await openPanel(page)
    const car = page.getByRole('main').getByRole('article').first().getByRole('link')
    // Puts the car's link in the upper half of the screen, above the sheet.
    await car.evaluate((link) => {
      link.scrollIntoView({ block: 'center' })
      window.scrollBy(0, 150)
    })
    // Playwright clicks only what would really receive the tap: nothing of the panel covers it.
    await car.click()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Cars in Dubai')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: /^Sandbox/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    // What the sheet covered belongs to the page again.
    const covered = await page.evaluate(() => {
      const element = document.elementFromPoint(innerWidth / 2, innerHeight * 0.8)
      return element?.closest('#rental-sandbox-root') !== null
    })
    expect(covered).toBe(false)
  })

  test('a flag switched in the panel reaches the app without a reload, in Arabic', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(60_000)
    const text = panelText('ar')
    await sandbox.loggedInAs('customer@rental.test')
    await page.goto('/rental/ar-DXB/details')
    const waNumber = page
      .getByRole('form', { name: ar.profile.details.title })
      .getByLabel(ar.profile.details.waNumber)
    await expect(waNumber).toBeVisible()
    await page.evaluate(() => Reflect.set(window, 'sameDocument', true))

    await page.getByRole('button', { name: text.toggle, exact: true }).click()
    const flag = page
      .getByRole('region', { name: text.title })
      .getByRole('group', { name: text.flagNames[FEATURE_KEYS.whatsappNotificationCheckbox] })
    await flag.getByRole('radio', { name: text.flagOff }).click()
    await expect(waNumber).toHaveCount(0)
    await flag.getByRole('radio', { name: text.followDefault(true) }).click()
    await expect(waNumber).toBeVisible()
    expect(await page.evaluate((): unknown => Reflect.get(window, 'sameDocument'))).toBe(true)
  })

  test('a 503 on configuration until cleared shows the error state; Clear all and Try again recover', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openCarsPage(page)
    const panel = await openPanel(page)
    await panel.getByRole('combobox', { name: 'Endpoint family' }).selectOption('configuration')
    await panel.getByRole('combobox', { name: 'Fault' }).selectOption({ label: 'HTTP 503' })
    await panel.getByRole('combobox', { name: 'Applies to' }).selectOption({
      label: 'until cleared',
    })
    await panel.getByRole('button', { name: 'Inject' }).click()
    // The faults' own list: the panel's analytics section lists events as well.
    await expect(
      panel.getByRole('list', { name: 'Active faults' }).getByRole('listitem'),
    ).toHaveText([/configuration: HTTP 503, until cleared/])
    await expect(page.getByRole('button', { name: /^Sandbox/ })).toContainText('1 fault')

    // The fault persists across the reload; the client retries three times with backoff first.
    await page.goto('/rental/sharjah/cars')
    await expect(page.getByRole('heading', { name: "We couldn't load this page" })).toBeVisible({
      timeout: 15_000,
    })

    await panelOf(page).getByRole('button', { name: 'Clear all' }).click()
    await expect(panelOf(page).getByText('No faults injected.')).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cars in Sharjah' })).toBeVisible()
  })

  test('lists the analytics events the app would send, web vitals included', async ({ page }) => {
    await openCarsPage(page)
    const panel = await openPanel(page)
    await expect(panel.getByText(panelText('en').analyticsNote)).toBeVisible()
    const events = panel.getByRole('list', { name: panelText('en').analytics })
    await expect(events.getByText('list_viewed', { exact: true })).toBeVisible()
    // TTFB is reported as soon as the lazily loaded library arrives, after the page's load.
    await expect(events.getByText('web_vital', { exact: true }).first()).toBeVisible()
    await expect(events.getByText(/metric=TTFB/)).toBeVisible()
  })

  test('?scenario=vip logs in vip@ and drops the parameter', async ({ page, sandbox }) => {
    await sandbox.scenario('vip')
    expect(new URL(page.url()).searchParams.has('scenario')).toBe(false)
    const panel = await openPanel(page)
    await expect(panel.getByText('Logged in as vip@rental.test')).toBeVisible()
    await expect(panel.getByText('Active scenario: VIP customer')).toBeVisible()
  })

  test('?scenario=arabic opens its page in Arabic, logged in as arabic@', async ({
    page,
    sandbox,
  }) => {
    await sandbox.scenario('arabic')
    expect(new URL(page.url()).pathname).toBe('/rental/ar-DXB/dubai/cars')
    await expect(page.getByRole('heading', { level: 1, name: 'سيارات في دبي' })).toBeVisible()
    await page.getByRole('button', { name: 'بيئة التجربة', exact: true }).click()
    await expect(page.getByText('مسجّل الدخول باسم arabic@rental.test')).toBeVisible()
  })

  test('a scenario picked in the panel applies: the banned customer cannot book', async ({
    page,
    sandbox,
  }) => {
    await openCarsPage(page)
    const panel = await openPanel(page)
    await panel
      .getByRole('combobox', { name: 'Scenario' })
      .selectOption({ label: 'Banned customer' })
    await panel.getByRole('button', { name: 'Apply' }).click()
    // Applying reloads the page: a read that lands mid-navigation is simply asked again.
    await expect
      .poll(async () => (await sandbox.controls().catch(() => undefined))?.scenario, {
        timeout: 15_000,
      })
      .toBe('banned')
    await expect(panelOf(page).getByText('Logged in as banned@rental.test')).toBeVisible({
      timeout: 15_000,
    })
  })

  test('the persona select logs in and out', async ({ page }) => {
    await openCarsPage(page)
    const panel = await openPanel(page)
    await expect(panel.getByText('Not logged in')).toBeVisible()
    await panel.getByRole('combobox', { name: 'Persona' }).selectOption('Ride-app user')
    await panel.getByRole('button', { name: 'Log in as' }).click()
    await expect(panelOf(page).getByText('Logged in as rideapp@rental.test')).toBeVisible()
    await panelOf(page).getByRole('button', { name: 'Log out' }).click()
    await expect(panelOf(page).getByText('Not logged in')).toBeVisible()
  })

  test('controls set before load are in force and shown; the clock moves', async ({
    page,
    sandbox,
  }) => {
    await sandbox.beforeLoad({ latencyMs: 300 })
    await openCarsPage(page)
    const panel = await openPanel(page)
    await expect(panel.getByRole('combobox', { name: 'Latency' })).toHaveValue('300')
    // The app follows the sandbox clock through this event.
    const announced = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          window.addEventListener(
            'rental-sandbox:controls',
            (event) => resolve(event instanceof CustomEvent ? event.detail : undefined),
            { once: true },
          )
        }),
    )
    await panel.getByRole('button', { name: '+1 day' }).click()
    expect(await announced).toMatchObject({ clockOffsetMs: DAY_MS })
    await expect(panel.getByText('+24 h from real time')).toBeVisible()
    expect((await sandbox.controls()).clockOffsetMs).toBe(DAY_MS)
    await panel.getByRole('button', { name: 'Now' }).click()
    await expect(panel.getByText('real time', { exact: true })).toBeVisible()
  })

  test('"Reset all data" asks first, then returns to the seed', async ({ page, sandbox }) => {
    await openCarsPage(page)
    await sandbox.loginAs('customer@rental.test')
    await page.evaluate(() =>
      fetch('/api/identity/me/details/marketing-consent', {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ marketingMessagesAccepted: false }),
      }),
    )
    expect(await marketingConsent(page)).toBe(false)
    // The sandbox's data survives a reload (and the session with it).
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Cars in Dubai' })).toBeVisible()
    expect(await marketingConsent(page)).toBe(false)
    await sandbox.injectFault({ family: 'payment', fault: { kind: 'network' } })
    await sandbox.moveClock(DAY_MS)

    const panel = await openPanel(page)
    await panel.getByRole('button', { name: 'Reset all data' }).click()
    await expect(panel.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await panel.getByRole('button', { name: 'Yes, reset all data' }).click()

    await expect(panelOf(page).getByText('Not logged in')).toBeVisible({ timeout: 15_000 })
    await expect(panelOf(page).getByText('No faults injected.')).toBeVisible()
    expect(await sandbox.controls()).toMatchObject({ faults: [], clockOffsetMs: 0, latencyMs: 0 })
    await sandbox.loginAs('customer@rental.test')
    expect(await marketingConsent(page)).toBe(true)
  })
})
