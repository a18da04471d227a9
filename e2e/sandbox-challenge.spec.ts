import type { Page } from '@playwright/test'
import { expect, test, waitForSandbox } from './sandbox'

// The sandbox's 3-D Secure page: a card-token answer sends the customer there; the tester
// approves or declines and lands back on the app's return path.

async function addChallengedCard(
  page: Page,
): Promise<{ redirect: string; paymentMethodId: string }> {
  return page.evaluate(async () => {
    const json = async (response: Response) => (await response.json()) as Record<string, unknown>
    const token = await json(
      await fetch('/api/sandbox/tokenize', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          number: '4000000000003220',
          expiryMonth: 12,
          expiryYear: 2030,
          cvc: '123',
        }),
      }),
    )
    const added = await json(
      await fetch('/api/payment/customers/user-new/checkout/card-token', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          cardToken: token.token,
          currency: 'AED',
          cardNetwork: token.brand,
          cityCode: 'DXB',
        }),
      }),
    )
    const method = added.paymentMethod as { paymentMethodId: string }
    return { redirect: String(added.threeDsRedirectUrl), paymentMethodId: method.paymentMethodId }
  })
}

async function cardStatus(page: Page, paymentMethodId: string): Promise<string | undefined> {
  // The page has just loaded: its sandbox must be running before the call is made.
  await waitForSandbox(page)
  return page.evaluate(async (id) => {
    const response = await fetch('/api/payment/methods/user-new/allowed', {
      credentials: 'include',
    })
    const body = (await response.json()) as {
      paymentMethods: Array<{ paymentMethodId: string; status: string }>
    }
    return body.paymentMethods.find((method) => method.paymentMethodId === id)?.status
  }, paymentMethodId)
}

test('approving the 3-D Secure challenge returns to the app with the card verified', async ({
  page,
  sandbox,
  expectAccessible,
}) => {
  await sandbox.loggedInAs('new@rental.test')
  await page.goto('/rental/dubai/cars')
  await waitForSandbox(page)
  const { redirect, paymentMethodId } = await addChallengedCard(page)
  expect(redirect).toMatch(/^\/rental\/sandbox\/challenge\?challenge=/)
  await page.goto(`${redirect}&returnUrl=${encodeURIComponent('/rental/payment-center')}`)
  await expect(page.getByRole('heading', { level: 1, name: '3-D Secure check' })).toBeVisible()
  await expect(page.getByText('VISA •••• 3220')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(/\/rental\/payment-center$/)
  expect(await cardStatus(page, paymentMethodId)).toBe('SUCCESS')
})

test('declining in Arabic returns to the app with the card failed', async ({ page, sandbox }) => {
  await sandbox.loggedInAs('new@rental.test')
  await page.goto('/rental/dubai/cars')
  await waitForSandbox(page)
  const { redirect, paymentMethodId } = await addChallengedCard(page)
  await page.goto(
    `${redirect.replace('/rental/', '/rental/ar-DXB/')}&returnUrl=${encodeURIComponent('/rental/ar-DXB/payment-center')}`,
  )
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(
    page.getByRole('heading', { level: 1, name: 'التحقق الآمن ثلاثي الأبعاد' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'رفض' }).click()
  await expect(page).toHaveURL(/\/rental\/ar-DXB\/payment-center$/)
  expect(await cardStatus(page, paymentMethodId)).toBe('FAILED')
})

test('a foreign return URL is never followed', async ({ page, sandbox }) => {
  await sandbox.loggedInAs('new@rental.test')
  await page.goto('/rental/dubai/cars')
  await waitForSandbox(page)
  const { redirect } = await addChallengedCard(page)
  await page.goto(`${redirect}&returnUrl=${encodeURIComponent('https://evil.example/steal')}`)
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/rental\/(dubai\/cars)?$/)
})
