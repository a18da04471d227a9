import type { Page } from '@playwright/test'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { expect, test } from './sandbox'
import { openTrip } from './trip-dates'

// QUALITY: a 320 px wide screen loses nothing. Every page of the booking journey, in both
// languages, fits without sideways scrolling.

const NARROW = { width: 320, height: 640 }

async function expectFits(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  const culprits = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return (
          box.width > 0 && (box.right > document.documentElement.clientWidth + 1 || box.left < -1)
        )
      })
      .slice(0, 5)
      .map(
        (element) => `${element.tagName}.${element.className} ${element.textContent.slice(0, 40)}`,
      ),
  )
  expect(overflow, `${page.url()} ${culprits.join(' | ')}`).toBeLessThanOrEqual(0)
}

function trip() {
  const { from, to } = openTrip('DXB', { days: 2 })
  return `city=dubai&listingsId=dxb-011&from=${from}&to=${to}&product=DAILY`
}

for (const { language, prefix, t } of [
  { language: 'English', prefix: '', t: en },
  { language: 'Arabic', prefix: '/ar-DXB', t: ar },
]) {
  test(`every page of the journey fits 320 px, in ${language}`, async ({ page, sandbox }) => {
    await page.setViewportSize(NARROW)
    await page.goto(`/rental${prefix}/login`)
    await expectFits(page)
    await sandbox.loggedInAs('customer@rental.test')
    for (const path of ['/dubai/cars', '/dubai/cars/dxb-011', '/myrentals', `/summary?${trip()}`]) {
      await page.goto(`/rental${prefix}${path}`)
      await expectFits(page)
    }
    // A booking reference stays on one line: never "RNT-" at a line's end.
    for (const path of ['/post-booking/bkg-customer-owing', '/myrentals', '/payment-center']) {
      await page.goto(`/rental${prefix}${path}`)
      await expectFits(page)
      await expect(page.getByText(/^RNT-[A-Z0-9]+$/).first()).toBeVisible({ timeout: 15_000 })
      for (const reference of await page.getByText(/^RNT-[A-Z0-9]+$/).all()) {
        const rects = await reference.evaluate((element) => element.getClientRects().length)
        expect(rects, await reference.innerText()).toBe(1)
      }
    }
    await page.goto(`/rental${prefix}/summary?${trip()}`)
    // The payment step of the summary.
    await page.getByRole('button', { name: t.booking.trip.continue }).click()
    await expect(page.getByRole('group', { name: t.booking.methods.legend })).toBeVisible({
      timeout: 15_000,
    })
    await expectFits(page)
  })
}

// The language and city menu opens fully on screen on phones and tablets as on a desktop,
// whichever side of the header its button sits (it was cut off by 75–145 px), and marks the
// current choice.
for (const { language, prefix, t, current } of [
  { language: 'English', prefix: '', t: en, current: 'English' },
  { language: 'Arabic', prefix: '/ar-DXB', t: ar, current: 'العربية' },
] as const) {
  test(`the language and city menu fits 320, 390, 768 px and a desktop, in ${language}`, async ({
    page,
  }) => {
    await page.goto(`/rental${prefix}/dubai/cars`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
    for (const width of [320, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page
        .getByRole('button', { name: new RegExp(t.header.locationLanguage.split('{{')[0] ?? '') })
        .click()
      const menu = page.getByRole('navigation', { name: t.header.chooseLocation })
      await expect(menu).toBeVisible()
      const links = menu.getByRole('link')
      // English and Arabic for each of the five cities of SPEC §3.
      await expect(links).toHaveCount(10)
      const boxes = await links.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect()
          return { left: box.left, right: box.right }
        }),
      )
      boxes.forEach((box, index) => {
        expect(box.left, `${String(width)}px link ${String(index)}`).toBeGreaterThanOrEqual(0)
        expect(box.right, `${String(width)}px link ${String(index)}`).toBeLessThanOrEqual(width)
      })
      await expect(menu.getByRole('link', { name: current }).first()).toHaveAttribute(
        'aria-current',
        /^(page|true)$/,
      )
      await page.keyboard.press('Escape')
    }
  })
}

// The phone hint's samples read left to right, whole, inside the Arabic sentence, even where
// the sentence wraps on a 320 px screen.
test('the Arabic phone hint keeps each sample whole and left to right at 320 px', async ({
  page,
}) => {
  await page.setViewportSize(NARROW)
  await page.goto('/rental/ar-DXB/register')
  const hint = page.getByText(ar.auth.fields.phoneHint.split('<')[0] ?? '').first()
  await expect(hint).toBeVisible({ timeout: 15_000 })
  const samples = await hint.evaluate((paragraph) =>
    [...paragraph.querySelectorAll('bdi')].map((bdi) => {
      const node = bdi.firstChild
      const text = node?.textContent ?? ''
      const groups: Array<{ x: number; y: number }> = []
      let start = 0
      for (const group of text.split(' ')) {
        const range = document.createRange()
        if (node) {
          range.setStart(node, start)
          range.setEnd(node, start + group.length)
        }
        const box = range.getBoundingClientRect()
        groups.push({ x: box.x, y: box.y })
        start += group.length + 1
      }
      return groups
    }),
  )
  expect(samples).toHaveLength(2)
  for (const groups of samples) {
    const xs = groups.map((group) => group.x)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
    expect(new Set(groups.map((group) => Math.round(group.y))).size).toBe(1)
  }
})

// A toast stays 10 s (SPEC §2): it never sits over the header's language button or the account
// menu, on a phone (where toasts span the width) as on a desktop, in either language.
for (const { language, prefix, t } of [
  { language: 'English', prefix: '', t: en },
  { language: 'Arabic', prefix: '/ar-DXB', t: ar },
] as const) {
  for (const { tag, screen, viewport } of [
    { tag: '@phone ', screen: 'a 390 px phone', viewport: { width: 390, height: 844 } },
    { tag: '', screen: 'a desktop', viewport: { width: 1280, height: 800 } },
  ] as const) {
    test(`${tag}a toast leaves the header's language button and account name free on ${screen}, in ${language}`, async ({
      page,
      sandbox,
    }) => {
      await page.setViewportSize(viewport)
      await sandbox.loggedInAs('customer@rental.test')
      await page.goto(`/rental${prefix}/details`)
      const form = page.getByRole('form', { name: t.profile.details.title })
      // A longer name makes the account button wider.
      await form.getByLabel(t.auth.fields.firstName).fill('Maximilian')
      await form.getByRole('button', { name: t.profile.details.save }).click()
      const region = page.getByRole('region', {
        name: t.toasts.region.replace('{{shortcut}}', 'Alt+T'),
      })
      const toast = region.getByRole('listitem').filter({ hasText: t.profile.details.saved })
      await expect(toast).toBeVisible()
      // Where it comes to rest, once it has slid in.
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      )
      const banner = page.getByRole('banner')
      const controls = [
        banner.getByRole('button', {
          name: new RegExp(t.header.locationLanguage.split('{{')[0] ?? ''),
        }),
        // "Account menu for Maximilian" (", documents needed" may follow).
        banner.getByRole('button', {
          name: new RegExp(`^${t.account.menu.replace('{{name}}', 'Maximilian')}`),
        }),
      ]
      const toastBox = await toast.boundingBox()
      if (!toastBox) throw new Error('The toast has no box')
      for (const control of controls) {
        const box = await control.boundingBox()
        if (!box) throw new Error('A header control has no box')
        const overlaps =
          toastBox.x < box.x + box.width &&
          box.x < toastBox.x + toastBox.width &&
          toastBox.y < box.y + box.height &&
          box.y < toastBox.y + toastBox.height
        expect(overlaps, `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(box)}`).toBe(
          false,
        )
      }
    })
  }
}
