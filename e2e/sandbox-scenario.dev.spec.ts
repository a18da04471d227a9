import ar from '../public/locales/ar/common.json' with { type: 'json' }
import { expect, test } from './fixtures'

// `?scenario=` on `npm start`'s dev server. A scenario that opens another page replaces the one
// the link opened; that page's held platform calls must never go out: MSW no longer answers for
// a page that is unloading, so they reached the dev server (404 for me/details) or were cut off.

const CALLS_KEY = 'e2e:platform-calls'

test('a scenario link that opens another page sends nothing from the page it leaves', async ({
  page,
}) => {
  // Every platform call the app makes, with the address its page was opened at. Kept in the
  // tab's sessionStorage, which outlives the page the scenario replaces.
  await page.addInitScript((key) => {
    const opened = location.href
    const send = window.fetch.bind(window)
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/sandbox/scenario') {
        const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]')
        const calls: unknown[] = Array.isArray(saved) ? saved : []
        sessionStorage.setItem(key, JSON.stringify([...calls, { opened, path: url.pathname }]))
      }
      return send(input, init)
    }
  }, CALLS_KEY)
  const refused: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/api/') && !response.ok()) {
      refused.push(`${response.status()} ${pathname}`)
    }
  })
  // A tab that has run the sandbox before: its worker already controls the page.
  await page.goto('/rental/dubai/cars')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })

  // The Arabic scenario logs its persona in and opens the Arabic cars page.
  await page.goto('/rental/dubai/cars?scenario=arabic')
  await expect(page).toHaveURL(/\/rental\/ar-DXB\/dubai\/cars$/, { timeout: 20_000 })
  await expect(
    page.getByRole('heading', { level: 1, name: ar.cars.title.replace('{{city}}', 'دبي') }),
  ).toBeVisible({ timeout: 20_000 })
  // The scenario's page asks for the session and gets the scenario's persona.
  await expect(page.getByRole('button', { name: /مريم/ })).toBeVisible()

  const calls = await page.evaluate((key) => sessionStorage.getItem(key) ?? '[]', CALLS_KEY)
  const fromLeavingPage = (JSON.parse(calls) as { opened: string; path: string }[])
    .filter((call) => call.opened.includes('scenario='))
    .map((call) => call.path)
  expect(fromLeavingPage).toEqual([])
  expect(refused).toEqual([])
})
