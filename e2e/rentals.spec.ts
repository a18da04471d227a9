import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './sandbox'

// My rentals and the post-booking page in the browser sandbox, in English and Arabic.
// customer@ has two upcoming (RNT-MING in 5 days; RNT-WING unpaid), one active, one completed
// and one cancelled booking.

async function logInAndOpen(
  page: Page,
  sandbox: { loggedInAs(email: string): Promise<void> },
  email: string,
  path: string,
) {
  await sandbox.loggedInAs(email)
  await page.goto(path)
}

test.describe('my rentals', () => {
  test('groups the rentals and cancels one after showing its fee', async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await logInAndOpen(page, sandbox, 'customer@rental.test', '/rental/myrentals')
    await expect(page.getByRole('heading', { level: 1, name: 'My rentals' })).toBeVisible()
    const upcoming = page.getByRole('region', { name: /^Upcoming/ })
    const active = page.getByRole('region', { name: /^Active now/ })
    const past = page.getByRole('region', { name: /^Past/ })
    await expect(upcoming.getByRole('article')).toHaveCount(2)
    await expect(upcoming.getByRole('link', { name: 'View booking RNT-MING' })).toBeVisible()
    await expect(active.getByRole('link', { name: 'View booking RNT-TIVE' })).toBeVisible()
    await expect(past.getByRole('link', { name: 'View booking RNT-ETED' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Invoices and credit notes' })).toBeVisible()
    await expectAccessible(page)

    await upcoming.getByRole('button', { name: 'Cancel RNT-MING' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
    await expect(dialog.getByText(/A fee of .*150\.00\sAED.* applies/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused()
    await expectAccessible(page)

    await dialog.getByRole('button', { name: /Cancel and pay .*150\.00\sAED/ }).click()
    await expect(dialog).toBeHidden()
    await expect(upcoming.getByRole('link', { name: 'View booking RNT-MING' })).toBeHidden()
    const cancelled = past.getByRole('article').filter({
      has: page.getByRole('link', { name: 'View booking RNT-MING' }),
    })
    await expect(cancelled.getByText('Cancelled')).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Past/ })).toBeFocused()
    await expect(page.getByText(/Booking .*RNT-MING.* is cancelled\./)).toBeVisible()
  })

  test('the cancel dialog is keyboard operable and gives focus back', async ({ page, sandbox }) => {
    await logInAndOpen(page, sandbox, 'customer@rental.test', '/rental/myrentals')
    const cancel = page.getByRole('button', { name: 'Cancel RNT-MING' })
    await cancel.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
    await expect(dialog.getByText(/A fee of .*150\.00\sAED.* applies/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(cancel).toBeFocused()
  })

  test('a customer without bookings sees the empty state', async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await logInAndOpen(page, sandbox, 'new@rental.test', '/rental/myrentals')
    await expect(page.getByRole('heading', { name: 'No rentals yet' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse cars' })).toHaveAttribute(
      'href',
      '/rental/dubai/cars',
    )
    await expectAccessible(page)
  })

  test('Arabic: groups, cancel dialog and empty state, right to left', async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await logInAndOpen(page, sandbox, 'customer@rental.test', '/rental/ar-DXB/myrentals')
    await expect(page.getByRole('heading', { level: 1, name: 'إيجاراتي' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('region', { name: /^القادمة/ })).toBeVisible()
    await expect(page.getByRole('region', { name: /^السابقة/ })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'إلغاء RNT-MING' }).click()
    const dialog = page.getByRole('dialog', { name: 'هل تريد إلغاء هذا الحجز؟' })
    await expect(dialog.getByText(/150\.00\sAED/).first()).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'الإبقاء على الحجز' }).click()
    await expect(dialog).toBeHidden()

    await sandbox.loggedInAs('new@rental.test')
    await page.goto('/rental/ar-DXB/myrentals')
    await expect(page.getByRole('heading', { name: 'لا توجد إيجارات بعد' })).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('post-booking page', () => {
  test('shows the booking and downloads it as a calendar file', async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await logInAndOpen(
      page,
      sandbox,
      'customer@rental.test',
      '/rental/post-booking/bkg-customer-upcoming',
    )
    await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible()
    await expect(page.getByText('RNT-MING').first()).toBeVisible()
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true }),
    ).toBeVisible()
    await expectAccessible(page)

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Add to calendar' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('rental-RNT-MING.ics')
    const file = await readFile(await download.path(), 'utf8')
    expect(file).toContain('BEGIN:VEVENT')
    expect(file).toContain('UID:bkg-customer-upcoming@rental')
    expect(file).toMatch(/DTSTART:\d{8}T100000Z\r\n/)
    expect(file).toContain('\r\nEND:VCALENDAR\r\n')

    await page.getByRole('link', { name: 'View my rentals' }).click()
    await expect(page).toHaveURL(/\/rental\/myrentals$/)
  })

  test('Arabic: the booking page is right to left and accessible', async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await logInAndOpen(
      page,
      sandbox,
      'customer@rental.test',
      '/rental/ar-DXB/post-booking/bkg-customer-upcoming',
    )
    await expect(page.getByRole('heading', { level: 1, name: 'تم تأكيد حجزك' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByText('مؤكَّد', { exact: true })).toBeVisible()
    await expectAccessible(page)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'أضف إلى التقويم' }).click()
    expect((await downloading).suggestedFilename()).toBe('rental-RNT-MING.ics')
  })

  test("someone else's booking shows the not-found state", async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    await logInAndOpen(
      page,
      sandbox,
      'new@rental.test',
      '/rental/post-booking/bkg-customer-upcoming',
    )
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find this booking" }),
    ).toBeVisible()
    await expectAccessible(page)
  })
})

test('@phone my rentals and a booking fit a phone screen', async ({
  page,
  sandbox,
  expectAccessible,
}) => {
  await logInAndOpen(page, sandbox, 'customer@rental.test', '/rental/myrentals')
  await expect(page.getByRole('heading', { level: 1, name: 'My rentals' })).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'View booking RNT-MING' }).click()
  await expect(page.getByRole('heading', { level: 1, name: "You're booked" })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )
})
