import { Temporal } from 'temporal-polyfill'
import type { Page } from '@playwright/test'
import { expect, test } from './sandbox'

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
  const today = Temporal.Now.plainDateISO('Asia/Dubai')
  return `city=dubai&listingsId=dxb-011&from=${today.add({ days: 2 }).toString()}&to=${today.add({ days: 4 }).toString()}&product=DAILY`
}

for (const { language, prefix } of [
  { language: 'English', prefix: '' },
  { language: 'Arabic', prefix: '/ar-DXB' },
]) {
  test(`every page of the journey fits 320 px, in ${language}`, async ({ page, sandbox }) => {
    await page.setViewportSize(NARROW)
    await page.goto(`/rental${prefix}/login`)
    await expectFits(page)
    await sandbox.loginAs('customer@rental.test')
    for (const path of ['/dubai/cars', '/dubai/cars/dxb-011', '/myrentals', `/summary?${trip()}`]) {
      await page.goto(`/rental${prefix}${path}`)
      await expectFits(page)
    }
    // The payment step of the summary.
    await page.getByRole('button', { name: /Continue to payment|المتابعة إلى الدفع/ }).click()
    await expect(page.getByRole('group', { name: /Pay with|الدفع باستخدام/ })).toBeVisible({
      timeout: 15_000,
    })
    await expectFits(page)
  })
}
