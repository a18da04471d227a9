import type { Page } from '@playwright/test'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { expect, test } from './sandbox'
import { openTrip } from './trip-dates'

// The payment center in real Chromium: a card added through 3-D Secure (approved: PENDING →
// SUCCESS; declined: FAILED), the preferred card becoming checkout's default, billing details
// kept across a reload, an invoice PDF, and mada in Riyadh. Each language asserts its own
// strings, from its locale file.

type Strings = typeof en

const cardsList = (page: Page, t: Strings) =>
  page.getByRole('list', { name: t.payments.cards.listLabel })

const cardRow = (page: Page, t: Strings, name: string) =>
  cardsList(page, t).getByRole('listitem').filter({ hasText: name })

const cardName = (t: Strings, brand: 'VISA' | 'MASTERCARD', last4: string) =>
  `${t.cards.brands[brand]} •••• ${last4}`

async function addCard(page: Page, t: Strings, number: string) {
  const form = page.getByRole('form', { name: t.payments.add.formLabel })
  if (!(await form.isVisible()))
    await page.getByRole('button', { name: t.payments.add.open }).click()
  await form.getByLabel(t.cards.form.name).fill('Layla Haddad')
  await form.getByLabel(t.cards.form.number).fill(number)
  await form.getByLabel(t.cards.form.expiry).fill('12/30')
  await form.getByLabel(t.cards.form.cvc).fill('123')
  await form.getByRole('button', { name: t.payments.add.save }).click()
}

/** Adds the 3-D Secure card and answers its challenge; back on the payment center. */
async function addChallengedCard(page: Page, t: Strings, decision: 'approve' | 'decline') {
  await addCard(page, t, '4000 0000 0000 3220')
  await expect(page).toHaveURL(/\/sandbox\/challenge\?/, { timeout: 15_000 })
  await expect(page.getByText('VISA •••• 3220')).toBeVisible()
  await page.getByRole('button', { name: t.sandbox.challenge[decision] }).click()
  await expect(page).toHaveURL(/\/payment-center/, { timeout: 15_000 })
}

const tripDates = () => openTrip('DXB', { days: 2 }, 3)

for (const { name, prefix, t, tag } of [
  { name: 'English', prefix: '', t: en, tag: '' },
  { name: 'Arabic', prefix: '/ar-DXB', t: ar, tag: '@phone ' },
] as const) {
  test(`${tag}cards through 3-D Secure, the preferred card at checkout and billing details, in ${name}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    test.slow()
    await sandbox.loggedInAs('new@rental.test')
    await page.goto(`/rental${prefix}/payment-center`)
    await expect(
      page.getByRole('heading', { level: 1, name: t.pages.paymentCenter.title }),
    ).toBeVisible()
    await expect(page.getByText(t.payments.cards.none)).toBeVisible()
    await expectAccessible(page)

    // Approved: the card waits for the bank (PENDING), then is verified (SUCCESS).
    await addChallengedCard(page, t, 'approve')
    await expect(page.getByText(t.payments.add.addedTitle)).toBeVisible({ timeout: 15_000 })
    const visa3220 = cardRow(page, t, cardName(t, 'VISA', '3220'))
    await expect(visa3220.getByText(t.payments.cards.status.SUCCESS)).toBeVisible()
    await expect(visa3220.getByText(t.payments.cards.preferred, { exact: true })).toBeVisible()

    // Declined: the form says why, and the card was not saved: it is not listed.
    await addChallengedCard(page, t, 'decline')
    await expect(page.getByText(t.payments.add.failure.THREE_DS_FAILED)).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByText(t.payments.cards.status.FAILED)).toHaveCount(0)
    await expect(
      page.getByRole('list', { name: t.payments.cards.listLabel }).getByRole('listitem'),
    ).toHaveCount(1)
    await expect(
      page.getByRole('form', { name: t.payments.add.formLabel }).getByLabel(t.cards.form.name),
    ).toHaveValue('Layla Haddad')
    await expectAccessible(page)

    // A second verified card, made preferred, is what checkout offers first.
    await addCard(page, t, '4242 4242 4242 4242')
    await expect(page.getByText(t.payments.add.addedTitle)).toBeVisible({ timeout: 15_000 })
    const visa4242 = cardName(t, 'VISA', '4242')
    await cardRow(page, t, visa4242)
      .getByRole('button', { name: `${t.payments.cards.makePreferred} ${visa4242}` })
      .click()
    await expect(
      cardRow(page, t, visa4242).getByText(t.payments.cards.preferred, { exact: true }),
    ).toBeVisible()

    // Billing details survive a reload.
    const billing = page.getByRole('form', { name: t.payments.billing.title })
    await billing.getByLabel(t.payments.billing.fullName).fill('Layla Haddad')
    await billing
      .getByLabel(t.payments.billing.addressLine1, { exact: true })
      .fill('Marina Walk 12')
    await billing.getByLabel(t.payments.billing.city).fill('Dubai')
    await billing.getByRole('button', { name: t.payments.billing.save }).click()
    await expect(page.getByText(t.payments.billing.saved)).toBeVisible()
    await page.reload()
    await expect(
      page
        .getByRole('form', { name: t.payments.billing.title })
        .getByLabel(t.payments.billing.city),
    ).toHaveValue('Dubai', { timeout: 15_000 })

    const { from, to } = tripDates()
    await page.goto(
      `/rental${prefix}/summary?city=dubai&listingsId=dxb-004&from=${from}&to=${to}&product=DAILY`,
    )
    await page.getByRole('button', { name: t.booking.trip.continue }).click({ timeout: 20_000 })
    await expect(page.getByRole('radio', { name: new RegExp(visa4242) })).toBeChecked({
      timeout: 15_000,
    })
    // The card the bank declined is never offered: the 3220 on offer is the verified one.
    await expect(
      page.getByRole('radio', { name: new RegExp(cardName(t, 'VISA', '3220')) }),
    ).toHaveCount(1)
  })
}

test('an invoice PDF downloads from the payment center', async ({ page, sandbox }) => {
  await sandbox.loggedInAs('customer@rental.test')
  await page.goto('/rental/payment-center')
  const download = page.waitForEvent('download')
  await page
    .getByRole('button', { name: new RegExp(`^${en.rentals.invoices.download} `) })
    .first()
    .click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/)
  const receipt = page.waitForEvent('download')
  await page
    .getByRole('list', { name: en.payments.history.title })
    .getByRole('button', { name: `${en.payments.receipt} ${en.payments.chargeType.RENTAL_FEE}` })
    .first()
    .click()
  expect((await receipt).suggestedFilename()).toMatch(/^receipt-.+\.pdf$/)
})

test('@phone Riyadh shows each card’s mada status, in Arabic', async ({
  page,
  sandbox,
  expectAccessible,
}) => {
  const t = ar
  await sandbox.loggedInAs('riyadh@rental.test')
  await page.goto('/rental/ar-RUH/payment-center')
  await expect(cardsList(page, t)).toBeVisible({ timeout: 15_000 })
  await expect(
    cardRow(page, t, cardName(t, 'VISA', '4001')).getByText(t.payments.mada.label.MADA_AUTHORIZED),
  ).toBeVisible()
  const blocked = cardRow(page, t, cardName(t, 'MASTERCARD', '5588'))
  await expect(blocked.getByText(t.payments.mada.label.MADA_NOT_AUTHORIZED)).toBeVisible()
  await expect(blocked.getByText(t.payments.cards.problem.madaBlocked)).toBeVisible()
  await expect(
    cardRow(page, t, cardName(t, 'VISA', '4242')).getByText(t.payments.mada.label.NOT_MADA),
  ).toBeVisible()
  await expect(page.getByText(t.payments.mada.title)).toBeVisible()
  // On a phone, however narrow, nothing a card says runs under its buttons.
  for (let width = 320; width <= 480; width += 10) {
    await page.setViewportSize({ width, height: 800 })
    for (const row of await cardsList(page, t).getByRole('listitem').all()) {
      const overlaps = await row.evaluate((item) => {
        const buttons = [...item.querySelectorAll('button')].map((button) =>
          button.getBoundingClientRect(),
        )
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
        const found: string[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('button')) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const text of range.getClientRects()) {
            for (const button of buttons) {
              const apart =
                text.right <= button.left ||
                button.right <= text.left ||
                text.bottom <= button.top ||
                button.bottom <= text.top
              if (!apart) found.push(node.textContent ?? '')
            }
          }
        }
        return found
      })
      expect(overlaps, `at ${String(width)} px`).toEqual([])
    }
  }
  // Two of the three cards can pay in Riyadh (Arabic's dual form).
  await expect(page.getByText(t.payments.ways.cardHint_two)).toBeVisible()
  await expectAccessible(page)
})
