import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// The prerendered cars page (docs/performance.md, "Prerendered pages") in each language, and the
// checks that the app took it over without drawing it again: shared by the sandbox build's tests
// (browse.spec.ts) and the configured build's (offline-start.platform.spec.ts).

export const PRERENDERED_PAGES = [
  {
    language: 'English',
    path: '/rental/dubai/cars',
    lang: 'en',
    dir: 'ltr',
    heading: 'Cars in Dubai',
    login: 'Log in',
    daily: 'Daily',
    perDay: '/day',
    perMonth: '/month',
  },
  {
    language: 'Arabic',
    path: '/rental/ar-DXB/dubai/cars',
    lang: 'ar',
    dir: 'rtl',
    heading: 'سيارات في دبي',
    login: 'تسجيل الدخول',
    daily: 'يومي',
    perDay: '/يوم',
    perMonth: '/شهر',
  },
] as const

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number]

export const cards = (page: Page) => page.getByRole('main').getByRole('article')

/** React's errors (a hydration mismatch is #418, #419, #425…) and uncaught ones, as they come. */
export function reactErrors(tab: Page): string[] {
  const errors: string[] = []
  tab.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) {
      errors.push(message.text())
    }
  })
  tab.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Marks the prerendered heading, so that a page drawn again shows. */
export async function markBuildHeading(tab: Page, page: PrerenderedPage): Promise<void> {
  const heading = tab.getByRole('heading', { level: 1, name: page.heading })
  await expect(heading).toBeVisible()
  await heading.evaluate((element) => element.setAttribute('data-drawn-at-build', ''))
}

/** The app runs the page it found: the build's heading, the account entry, a working switch. */
export async function expectTakenOver(tab: Page, page: PrerenderedPage): Promise<void> {
  // The account entry appears once the app runs; the heading is still the build's element.
  await expect(tab.getByRole('link', { name: page.login })).toBeVisible()
  await expect(tab.locator('h1[data-drawn-at-build]')).toHaveCount(1)
  // Interactive: the plan switch changes the list (the page itself may still be hydrating
  // just after the header, so the switch is tried until it takes).
  const daily = tab.getByRole('radio', { name: page.daily })
  await expect(async () => {
    await daily.click()
    await expect(daily).toBeChecked({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(cards(tab).first().getByText(page.perDay)).toBeVisible()
}

/** The files these scripts import statically, themselves included, as paths. */
export async function staticImports(page: Page, entries: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  const queue = [...entries]
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    if (found.has(path)) continue
    found.add(path)
    const code = await (await page.request.get(path)).text()
    // `import{…}from"./x.js"` and `import"./x.js"`, never `import(…)`.
    for (const [, file] of code.matchAll(/\b(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      if (file) queue.push(new URL(file, `http://host${path}`).pathname)
    }
  }
  return found
}
