import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { panelText } from '../mocks/panel/panel-text'
import { expect, test } from './sandbox'
import { openTrip } from './trip-dates'

// Issue 16: the support launcher and the sandbox toggle float over the page. Neither may ever
// cover a primary action (a button, a link styled as one) or a price, from a 320 px phone to a
// 2560 px screen. Each page is measured at every width at the top of the page, then with each
// action and price scrolled to the middle of the screen (`scrollIntoView({ block: 'center' })`,
// where a reader looks at it) and to the bottom edge (`block: 'end'`, where it first appears when
// scrolling down, the worst place for controls at the bottom). An overlap only counts where the
// element would be seen but for the control: the part of it under the sticky header or the
// reserved strip at the bottom is hidden anyway, like anything scrolled off screen.

const SIZES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 2560, height: 1440 },
] as const

/** Two days' daily rental from the day after tomorrow, so the journey can reach payment. */
function trip() {
  const { from, to } = openTrip('DXB', { days: 2 })
  return `from=${from}&to=${to}&product=DAILY`
}

/** Runs in the page: every pair of a floating control and what it covers, in words. */
function overlapsInPage(controls: { element: HTMLElement | SVGElement; name: string }[]): string[] {
  const isControl = (node: Element) => controls.some(({ element }) => element.contains(node))
  const panel = document.getElementById('rental-sandbox-root')
  const buttonLike = (link: Element) => {
    const style = getComputedStyle(link)
    return (
      link.classList.contains('button') ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      (parseFloat(style.borderTopWidth) > 0 && parseFloat(style.borderTopLeftRadius) > 0)
    )
  }
  const targets = [
    ...document.querySelectorAll('button, [role="button"], a[href], [data-price]'),
  ].filter((element) => {
    if (isControl(element) || panel?.contains(element)) return false
    if (element.tagName === 'A' && !element.hasAttribute('data-price') && !buttonLike(element))
      return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
  })
  const describe = (element: Element) => {
    const kind = element.hasAttribute('data-price') ? 'price' : element.tagName.toLowerCase()
    const text = (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)
    return `${kind} "${text}"`
  }
  /** Whether the control sits over a part of the element that would otherwise be seen. */
  const covers = (control: Element, element: Element) => {
    const a = control.getBoundingClientRect()
    const b = element.getBoundingClientRect()
    const left = Math.max(a.left, b.left, 0)
    const right = Math.min(a.right, b.right, document.documentElement.clientWidth)
    const top = Math.max(a.top, b.top, 0)
    const bottom = Math.min(a.bottom, b.bottom, window.innerHeight)
    if (right - left < 1 || bottom - top < 1) return false
    for (const fx of [0.1, 0.5, 0.9])
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = left + (right - left) * fx
        const y = top + (bottom - top) * fy
        for (const hit of document.elementsFromPoint(x, y)) {
          if (element.contains(hit)) return true
          // An ancestor: the element itself is not drawn at this point.
          if (hit.contains(element)) break
          // The control, or a wrapper of it (the sandbox's fixed dock).
          if (controls.some((control) => hit.contains(control.element))) continue
          // Fixed or sticky chrome (the header, the reserved strip) hides the element here.
          const position = getComputedStyle(hit).position
          if (position === 'fixed' || position === 'sticky') break
        }
      }
    return false
  }
  const found = new Set<string>()
  const check = (element: Element, when: string) => {
    for (const { element: control, name } of controls)
      if (covers(control, element)) found.add(`${when}: "${name}" covers ${describe(element)}`)
  }
  window.scrollTo({ top: 0, behavior: 'instant' })
  for (const element of targets) check(element, 'at the top')
  for (const block of ['center', 'end'] as const)
    for (const element of targets) {
      element.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' })
      check(element, `scrolled to the ${block}`)
    }
  window.scrollTo({ top: 0, behavior: 'instant' })
  return [...found]
}

for (const { language, prefix, t, lang } of [
  { language: 'English', prefix: '', t: en, lang: 'en' },
  { language: 'Arabic', prefix: '/ar-DXB', t: ar, lang: 'ar' },
] as const) {
  test(`the floating controls cover no action or price from 320 to 2560 px, and tabs are named, in ${language}`, async ({
    page,
    sandbox,
  }) => {
    // Five pages at five widths; page loads are slow on a busy 2-core machine.
    test.setTimeout(180_000)
    const launcher = page.getByRole('button', { name: t.support.open, exact: true })
    const toggle = page.getByRole('button', { name: panelText(lang).toggle, exact: true })

    const brand = ` · ${t.brand.name}`
    /**
     * Measures the page as it is at every width; `chat` says whether the launcher is on it. The
     * tab's title is checked at each width too (issue 16: titles on phones, tablets, desktops).
     */
    async function measure(name: string, chat: boolean, title: string | RegExp) {
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await expect(page).toHaveTitle(title)
        await expect(toggle).toBeVisible()
        if (chat) await expect(launcher).toBeVisible()
        const controls = [{ element: await toggle.elementHandle(), name: 'Sandbox' }]
        if (chat) controls.push({ element: await launcher.elementHandle(), name: 'Chat' })
        const found = await page.evaluate(overlapsInPage, controls)
        // Soft, so one run lists every page's overlapping pairs.
        expect.soft(found, `${String(size.width)} px, ${name}`).toEqual([])
      }
    }

    // One login, then the journey by the app's own links (a full page load costs seconds here).
    await sandbox.loggedInAs('customer@rental.test')
    await page.goto(`/rental${prefix}/dubai/cars?${trip()}`)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t.cars.title.replace('{{city}}', t.cities.dubai),
      }),
    ).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('[data-price]').first()).toBeVisible({ timeout: 30_000 })
    await measure('cars', true, t.cars.title.replace('{{city}}', t.cities.dubai) + brand)

    await page.getByRole('article').first().getByRole('link').first().click()
    const book = page.getByRole('link', { name: t.carDetails.book })
    await expect(book).toBeVisible({ timeout: 30_000 })
    await measure('car', true, new RegExp(` · ${t.cities.dubai}${brand}$`))

    await book.click()
    await expect(page.getByRole('heading', { level: 1, name: t.booking.title })).toBeVisible({
      timeout: 30_000,
    })
    const summary = page.getByRole('complementary', { name: t.booking.price.title })
    await expect(summary.locator('[data-price]').first()).toBeVisible({ timeout: 30_000 })
    await measure('summary', false, t.booking.title + brand)

    await page.getByRole('button', { name: t.booking.trip.continue }).click()
    await expect(
      page.getByRole('button', { name: new RegExp(`^${t.booking.pay.label} `) }),
    ).toBeVisible({ timeout: 30_000 })
    await measure('payment', false, t.booking.title + brand)

    await page.goto(`/rental${prefix}/post-booking/bkg-customer-owing`)
    // customer@'s unpaid booking: "Complete payment" and its amounts.
    const owing = t.postBooking.heading.PENDING_PAYMENT
    await expect(page.getByRole('heading', { level: 1, name: owing })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.locator('[data-price]').first()).toBeVisible({ timeout: 30_000 })
    await measure('post-booking', false, owing + brand)
  })
}
