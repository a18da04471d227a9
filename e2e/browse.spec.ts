import type { Page, Response } from '@playwright/test'
import type { ListingPrices } from '../src/api/schemas/listings'
import { formatMoney } from '../src/i18n/format'
import { expect, test, waitForSandbox } from './sandbox'
import { MONEY, STRINGS, fill, plural } from './strings'
import {
  cards,
  expectTakenOver,
  markBuildHeading,
  PRERENDERED_PAGES,
  reactErrors,
} from './prerendered'
import { openTrip } from './trip-dates'

// Browsing: the cars list of a city per currency in both languages, filters and paging in the URL, the
// list position kept across a visit to a car, a car's prices per plan, and the support chat.

// One city per currency; every city in both languages is a case of src/routes/-cars.test.tsx.
const CITIES = [
  { slug: 'dubai', en: 'Dubai', ar: 'دبي', currency: 'AED' },
  { slug: 'riyadh', en: 'Riyadh', ar: 'الرياض', currency: 'SAR' },
  { slug: 'budapest', en: 'Budapest', ar: 'بودابست', currency: 'HUF' },
] as const

const LANGUAGES = [
  { language: 'English', prefix: '', lang: 'en', login: 'Log in', t: STRINGS.en },
  { language: 'Arabic', prefix: '/ar-DXB', lang: 'ar', login: 'تسجيل الدخول', t: STRINGS.ar },
] as const

/** The per-day or per-month card prices in list order, as numbers. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((articles) =>
    articles.map(
      (article) =>
        [...article.querySelectorAll('bdi')].find((bdi) =>
          /\s[A-Z]{3}\u2069?$/.test(bdi.textContent),
        )?.textContent ?? '',
    ),
  )
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')))
}

test.describe('cars list', () => {
  for (const city of CITIES) {
    test(`${city.en} loads in English and Arabic with ${city.currency} prices`, async ({
      page,
    }) => {
      await page.goto(`/rental/${city.slug}/cars`)
      await expect(
        page.getByRole('heading', { level: 1, name: `Cars in ${city.en}` }),
      ).toBeVisible()
      await expect(cards(page).first()).toBeVisible()
      await expect(
        cards(page)
          .first()
          .getByText(new RegExp(`^${MONEY(city.currency)}$`)),
      ).toBeVisible()
      await expect(cards(page).first().getByText('/day')).toBeVisible()

      await page.goto(`/rental/ar-DXB/${city.slug}/cars`)
      await expect(
        page.getByRole('heading', { level: 1, name: `سيارات في ${city.ar}` }),
      ).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(
        cards(page)
          .first()
          .getByText(new RegExp(`^${MONEY(city.currency)}$`)),
      ).toBeVisible()
      await expect(cards(page).first().getByText('/يوم')).toBeVisible()
    })
  }

  for (const { language, prefix, lang, t } of LANGUAGES) {
    test(`sorting, the price filter and paging change the URL and the results, in ${language}`, async ({
      page,
    }) => {
      await page.goto(`/rental${prefix}/dubai/cars`)
      const available = page.getByText(plural(t.cars, 'count', 15, lang))
      await expect(available).toBeVisible()

      await page.getByRole('combobox', { name: t.filters.sort.label }).selectOption('price-asc')
      await expect(page).toHaveURL(/sort=price-asc/)
      await expect
        .poll(async () => {
          const prices = await cardPrices(page)
          return (
            prices.length === 10 &&
            prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)
          )
        })
        .toBe(true)

      // The sandbox's service worker answers the platform's calls and leaves everything else
      // (modules, translations, photos) to the network, without a trip through the page.
      const listings: Response[] = []
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/availability/listings') {
          listings.push(response)
        }
      })
      await page.getByRole('button', { name: plural(t.cars, 'loadMore', 5, lang) }).click()
      await expect(page).toHaveURL(/page=2/)
      await expect(cards(page)).toHaveCount(15)
      expect(listings.length).toBeGreaterThan(0)
      expect(listings.every((response) => response.fromServiceWorker())).toBe(true)
      const probe = '/rental/locales/en/common.json?probe'
      const [asset] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith(probe)),
        page.evaluate((url) => fetch(url).then((response) => response.ok), probe),
      ])
      expect(asset.fromServiceWorker()).toBe(false)
      await expect(page.getByText(fill(t.cars.showing, { shown: 15, total: 15 }))).toBeVisible()

      await page
        .getByRole('textbox', { name: fill(t.filters.price.min, { currency: 'AED' }) })
        .fill('300')
      await expect(page).toHaveURL(/minPrice=300/)
      await expect(page).not.toHaveURL(/page=/)
      await expect
        .poll(async () => (await cardPrices(page)).every((price) => price >= 300))
        .toBe(true)
      await expect(available).toBeHidden()
    })
  }

  test('choosing dates in the calendar shows all-in totals', async ({ page }) => {
    await page.goto('/rental/dubai/cars')
    await page.getByRole('button', { name: 'Dates Add dates' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose your dates' })
    await expect(dialog).toBeVisible()
    // Pick-up: the first day offered whose return three days later is not a holiday (the city is
    // closed then); the return is reached with the arrow keys.
    const { from } = openTrip('DXB', { days: 3 }, 1)
    const pickUp = dialog.locator(`td button[data-date="${from}"]`)
    if (!(await pickUp.isVisible())) {
      await dialog.getByRole('button', { name: 'Next month' }).click()
    }
    await pickUp.click()
    for (let day = 0; day < 3; day++) await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('3 days')).toBeVisible()
    await dialog.getByRole('button', { name: 'Use these dates' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/)
    await expect(page).toHaveURL(/to=\d{4}-\d{2}-\d{2}/)
    await expect(cards(page).first().getByText('all-in for 3 days')).toBeVisible()
    await expect(
      page.getByRole('button', { name: /^Dates \w{3}, \w{3} \d+(, \d{4})? – / }),
    ).toBeVisible()
  })

  for (const { language, prefix, lang, t } of LANGUAGES) {
    test(`back from a car keeps the loaded pages and the scroll position, in ${language}`, async ({
      page,
    }) => {
      await page.goto(`/rental${prefix}/dubai/cars`)
      await page.getByRole('button', { name: plural(t.cars, 'loadMore', 5, lang) }).click()
      await expect(cards(page)).toHaveCount(15)
      const target = cards(page).nth(12)
      await target.scrollIntoViewIfNeeded()
      const before = await page.evaluate(() => window.scrollY)
      expect(before).toBeGreaterThan(500)
      await target.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/rental${prefix}/dubai/cars/dxb-\\d{3}`))
      await expect(page.getByRole('link', { name: t.carDetails.book })).toBeVisible()
      await page.goBack()
      await expect(page).toHaveURL(/page=2/)
      await expect(cards(page)).toHaveCount(15)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5)
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5)
    })
  }
})

test.describe('car details', () => {
  for (const { language, prefix, lang, t } of LANGUAGES) {
    test(`shows each plan with the platform’s active prices and books with the choice, in ${language}`, async ({
      page,
    }) => {
      await page.goto(`/rental${prefix}/dubai/cars/dxb-001?product=MONTHLY`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await waitForSandbox(page)
      for (const [product, path] of [
        ['DAILY', 'daily'],
        ['MONTHLY', 'subscription'],
      ] as const) {
        const prices = await page.evaluate(
          async (url) => (await fetch(url)).json() as Promise<ListingPrices>,
          `/api/payment/listings/dxb-001/prices/${path}/active`,
        )
        const plan = page.getByTestId(`plan-${product}`)
        await expect(plan.getByTestId('tier-price')).toHaveText(
          prices.prices.map((tier) => formatMoney(tier.amountWithVat, prices.currency, lang)),
        )
      }
      const book = page.getByRole('link', { name: t.carDetails.book })
      await expect(book).toHaveAttribute('href', new RegExp(`^/rental${prefix}/summary\\?`))
      const href = new URL((await book.getAttribute('href')) ?? '', 'http://x')
      expect(Object.fromEntries(href.searchParams)).toMatchObject({
        city: 'dubai',
        listingsId: 'dxb-001',
        product: 'MONTHLY',
      })
    })
  }
})

test.describe('accessibility', () => {
  for (const [language, prefix, chat, title] of [
    ['English', '', 'Chat with us', 'Support · Dubai · Daily'],
    ['Arabic', '/ar-DXB', 'تحدث معنا', 'الدعم · دبي · يومي'],
  ] as const) {
    test(`list, chat dialog and car page pass axe in ${language}`, async ({
      page,
      expectAccessible,
    }) => {
      await page.goto(`/rental${prefix}/dubai/cars`)
      await expect(cards(page).first()).toBeVisible()
      await expectAccessible(page)

      const launcher = page.getByRole('button', { name: chat })
      await launcher.click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('textbox').fill('<img src=x onerror=alert(1)> hello')
      await dialog.getByRole('textbox').press('Enter')
      await expect(dialog.getByText('<img src=x onerror=alert(1)> hello')).toBeVisible()
      await expect(dialog.getByRole('log').locator('li')).toHaveCount(3)
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(launcher).toBeFocused()

      await page.goto(`/rental${prefix}/dubai/cars/dxb-001`)
      await expect(page.getByTestId('plan-DAILY')).toBeVisible()
      await expectAccessible(page)
    })
  }

  test('the empty and error states pass axe, and "Try again" recovers', async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await page.goto('/rental/dubai/cars?minPrice=900000')
    await expect(page.getByRole('heading', { name: 'No cars match your search' })).toBeVisible()
    await expectAccessible(page)

    await sandbox.injectFault({ family: 'availability', fault: { kind: 'status', status: 404 } })
    await page.goto('/rental/dubai/cars')
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load the cars" })
    await expect(alert).toBeVisible()
    await expectAccessible(page)
    await page.evaluate(() => window.rentalSandbox?.clearFaults())
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(cards(page)).toHaveCount(10)
  })
})

test.describe('on a phone', () => {
  for (const { language, prefix, login, t } of LANGUAGES) {
    test(`the list shows monthly prices by default, in ${language} @phone`, async ({ page }) => {
      await page.goto(`/rental${prefix}/dubai/cars`)
      // The page is prerendered: it shows before the app runs, whose account entry tells it does.
      await expect(page.getByRole('link', { name: login })).toBeVisible()
      await expect(page.getByRole('radio', { name: t.filters.product.monthly })).toBeChecked()
      await expect(cards(page).first().getByText(t.cars.perMonth)).toBeVisible()
      await cards(page).first().getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/rental${prefix}/dubai/cars/.*product=MONTHLY`))
      await expect(page.getByTestId('plan-MONTHLY')).toBeVisible()
    })
  }
})

// The cars page is prerendered at build time (docs/performance.md, "Prerendered pages"): on a phone
// it is on screen, cards and prices included, before the app's script has run, and the app then
// takes it over without drawing it again.
test.describe('the prerendered cars page', () => {
  for (const page of PRERENDERED_PAGES) {
    test(`shows its cars before the app runs, in ${page.language} @phone`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({
        ...testInfo.project.use,
        javaScriptEnabled: false,
      })
      const tab = await context.newPage()
      await tab.goto(page.path)
      await expect(tab.locator('html')).toHaveAttribute('lang', page.lang)
      await expect(tab.locator('html')).toHaveAttribute('dir', page.dir)
      await expect(tab.getByRole('heading', { level: 1, name: page.heading })).toBeVisible()
      await expect(cards(tab)).toHaveCount(10)
      await expect(cards(tab).first().getByText(page.perMonth)).toBeVisible()
      // The first photo is the size of WebP the phone's screen needs, loaded (not the drawing).
      const photo = cards(tab).first().getByRole('img')
      await expect
        .poll(() =>
          photo.evaluate((image: HTMLImageElement) => (image.complete ? image.currentSrc : '')),
        )
        .toMatch(/-\d+\.webp$/)
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      )
      await context.close()
    })

    test(`is taken over by the app, with nothing drawn twice, in ${page.language} @phone`, async ({
      page: tab,
    }) => {
      const errors = reactErrors(tab)
      await tab.goto(page.path)
      await markBuildHeading(tab, page)
      await expectTakenOver(tab, page)
      expect(errors).toEqual([])
    })
  }
})
