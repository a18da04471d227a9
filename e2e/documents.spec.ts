import type { Page } from '@playwright/test'
import ar from '../public/locales/ar/common.json' with { type: 'json' }
import en from '../public/locales/en/common.json' with { type: 'json' }
import { RESIDENT_QUESTIONS } from '../mocks/seed/questions'
import {
  cardPhoto,
  darkPhoto,
  locatedCardPhoto,
  pdfScan,
  photoWithHiddenPage,
  PHOTO_LOCATION,
  renamedExe,
} from './document-files'
import { expect, test, type SandboxFixture } from './sandbox'
import { openTrip } from './trip-dates'

// Identity documents in real Chromium: a new customer books, follows the post-booking prompt,
// uploads a two-sided Emirates ID and a licence (a renamed executable and a dark photo are
// caught first), answers the residents' questions, reaches approval and returns to the booking.
// Each language asserts its own strings, from its locale file.

type Strings = typeof en

const tripDates = () => openTrip('DXB', { days: 3 })

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

/** Books dxb-004 with a new 4242 card and lands on the post-booking page. */
async function bookACar(page: Page, t: Strings, prefix: string) {
  const { from, to } = tripDates()
  await page.goto(
    `/rental${prefix}/summary?city=dubai&listingsId=dxb-004&from=${from}&to=${to}&product=DAILY`,
  )
  const summary = page.getByRole('complementary', { name: t.booking.price.title })
  await expect(summary.getByText(t.booking.price.total, { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: t.booking.trip.continue }).click()
  await page.getByRole('radio', { name: t.booking.methods.newCard }).check()
  await page.getByLabel(t.cards.form.name).fill('Layla Haddad')
  await page.getByLabel(t.cards.form.number).fill('4242 4242 4242 4242')
  await page.getByLabel(t.cards.form.expiry).fill('12/30')
  await page.getByLabel(t.cards.form.cvc).fill('123')
  await page.getByRole('button', { name: new RegExp(`^${t.booking.pay.label} `) }).click()
  await expect(page).toHaveURL(/\/post-booking\/bkg-/, { timeout: 30_000 })
}

/**
 * Keeps a copy of every file the page uploads: Playwright sees no body for a multipart upload,
 * so the page's own XMLHttpRequest is watched.
 */
async function watchUploads(page: Page) {
  await page.addInitScript(() => {
    const sent: File[] = []
    Object.assign(window, { sentUploads: sent })
    class WatchedRequest extends XMLHttpRequest {
      override send(body?: Document | XMLHttpRequestBodyInit | null) {
        const file = body instanceof FormData ? body.get('file') : null
        if (file instanceof File) sent.push(file)
        super.send(body)
      }
    }
    window.XMLHttpRequest = WatchedRequest
  })
}

async function lastUploadedFile(page: Page): Promise<{ name: string; bytes: Buffer }> {
  await page.waitForFunction(
    () =>
      'sentUploads' in window && Array.isArray(window.sentUploads) && window.sentUploads.length > 0,
  )
  const { name, bytes } = await page.evaluate(async () => {
    const files =
      'sentUploads' in window && Array.isArray(window.sentUploads) ? window.sentUploads : []
    const file: unknown = files.at(-1)
    if (!(file instanceof File)) return { name: '', bytes: [] }
    return { name: file.name, bytes: [...new Uint8Array(await file.arrayBuffer())] }
  })
  return { name, bytes: Buffer.from(bytes) }
}

function uploadLabel(t: Strings, side: 'FRONT' | 'BACK', document: string) {
  return fill(t.documents.upload.choose, { side: t.documents.sidesOf[side], document })
}

async function uploadEverything(page: Page, t: Strings) {
  const id = t.postBooking.documents.types.EMIRATES_ID
  const licence = t.postBooking.documents.types.DRIVING_LICENSE
  // A program renamed .jpg never leaves the browser.
  await page
    .getByLabel(uploadLabel(t, 'FRONT', id))
    .setInputFiles({ name: 'id-front.jpg', mimeType: 'image/jpeg', buffer: renamedExe() })
  await expect(page.getByText(t.documents.checks.WRONG_TYPE)).toBeVisible()
  // Nor does a photo with a web page hidden after its pixels.
  await page
    .getByLabel(uploadLabel(t, 'FRONT', id))
    .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: photoWithHiddenPage() })
  await expect(page.getByText(t.documents.checks.POLYGLOT)).toBeVisible()
  // A dark photo warns; the customer chooses a better one.
  await page
    .getByLabel(uploadLabel(t, 'FRONT', id))
    .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: darkPhoto() })
  await expect(page.getByText(t.documents.photo.DARK)).toBeVisible()
  // A good photo leaves as a fresh JPEG of its pixels: where it was taken stays on the device.
  await page
    .getByLabel(uploadLabel(t, 'FRONT', id))
    .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: locatedCardPhoto() })
  const sent = await lastUploadedFile(page)
  expect(sent.name).toBe('id-front.jpg')
  expect(sent.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
  expect(sent.bytes.includes(Buffer.from(PHOTO_LOCATION))).toBe(false)
  await page
    .getByLabel(uploadLabel(t, 'BACK', id))
    .setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: cardPhoto() })
  await page
    .getByLabel(uploadLabel(t, 'FRONT', licence))
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdfScan() })
  await page
    .getByLabel(uploadLabel(t, 'BACK', licence))
    .setInputFiles({ name: 'licence-back.pdf', mimeType: 'application/pdf', buffer: pdfScan() })
  await expect(page.getByText(t.documents.states.PENDING, { exact: true })).toHaveCount(4, {
    timeout: 15_000,
  })
}

/**
 * Ends a held review with `outcome`, and moves the sandbox clock past the review delay, so the
 * next status read decides every side uploaded while it was held.
 */
async function releaseReview(sandbox: SandboxFixture, outcome: 'approve' | 'decline') {
  await sandbox.setFlags({ documentReview: outcome })
  await sandbox.moveClock(6_000)
}

/** The platform's wording of a UAE resident question, in the page's language. */
function questionText(id: (typeof RESIDENT_QUESTIONS)[number]['id'], t: Strings) {
  const question = RESIDENT_QUESTIONS.find((candidate) => candidate.id === id)
  if (!question) throw new Error(`No question ${id}`)
  return t === ar ? question.question.AR : question.question.EN
}

async function answerQuestions(page: Page, t: Strings) {
  await page.getByRole('textbox', { name: questionText('ae-residency-years', t) }).fill('4')
  await page
    .getByRole('group', { name: questionText('ae-local-licence', t) })
    .getByRole('radio', { name: t.documents.questions.YES })
    .check()
  await page.getByRole('button', { name: t.documents.questions.submit }).click()
}

for (const { name, prefix, t, tag } of [
  { name: 'English', prefix: '', t: en, tag: '' },
  { name: 'Arabic', prefix: '/ar-DXB', t: ar, tag: '@phone ' },
] as const) {
  test(`${tag}from the post-booking prompt to approved documents and back, in ${name}`, async ({
    page,
    sandbox,
    expectAccessible,
  }) => {
    test.slow()
    await sandbox.loggedInAs('new@rental.test')
    await watchUploads(page)
    await bookACar(page, t, prefix)
    const bookingUrl = page.url()

    await page.getByRole('link', { name: t.postBooking.documents.upload }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: t.pages.documents.title }),
    ).toBeVisible()
    await expect(page.getByText(t.documents.stage.collecting.title)).toBeVisible()
    await expectAccessible(page)

    // Held, so no side is decided before all four show as waiting, however slow the run.
    await sandbox.setFlags({ documentReview: 'hold' })
    await uploadEverything(page, t)
    await releaseReview(sandbox, 'approve')
    await answerQuestions(page, t)
    await expect(page.getByText(t.documents.stage.approved.title)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(t.documents.states.APPROVED, { exact: true })).toHaveCount(4)
    await expectAccessible(page)

    await page.getByRole('link', { name: t.documents.backToBooking }).click()
    await expect(page).toHaveURL(bookingUrl)
  })
}

test('a UAE visitor sees the tourist set', async ({ page, sandbox }) => {
  await sandbox.loggedInAs('tourist.uae@rental.test')
  await page.goto('/rental/documents')
  await expect(page.getByRole('radio', { name: en.documents.residency.tourist_ae })).toBeChecked()
  await expect(
    page.getByRole('listitem', { name: en.postBooking.documents.types.PASSPORT }),
  ).toBeVisible()
  await expect(
    page.getByRole('listitem', { name: en.postBooking.documents.types.EMIRATES_ID }),
  ).toHaveCount(0)
})

test('kyc-rejected, in Arabic: the reason, then one side again', async ({ page, sandbox }) => {
  test.slow()
  await sandbox.scenario('kyc-rejected')
  await page.goto('/rental/ar-DXB/documents')
  await expect(page.getByText(ar.documents.stage.collecting.title)).toBeVisible()
  // Held after the scenario set its decline, so no side is decided before all four show as waiting.
  await sandbox.setFlags({ documentReview: 'hold' })
  const id = ar.postBooking.documents.types.EMIRATES_ID
  const licence = ar.postBooking.documents.types.DRIVING_LICENSE
  for (const [side, document] of [
    ['FRONT', id],
    ['BACK', id],
    ['FRONT', licence],
    ['BACK', licence],
  ] as const) {
    await page
      .getByLabel(uploadLabel(ar, side, document))
      .setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: cardPhoto() })
  }
  await expect(page.getByText(ar.documents.states.PENDING, { exact: true })).toHaveCount(4, {
    timeout: 15_000,
  })
  await releaseReview(sandbox, 'decline')
  await answerQuestions(page, ar)
  await expect(page.getByText(ar.documents.stage.actionNeeded.title)).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText(ar.documents.sentBackReason)).toHaveCount(4)
  await page
    .getByLabel(
      fill(ar.documents.upload.replace, { side: ar.documents.sidesOf.FRONT, document: id }),
    )
    .setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: cardPhoto() })
  await expect(page.getByText(ar.documents.states.PENDING, { exact: true })).toHaveCount(1, {
    timeout: 15_000,
  })
  await expect(page.getByText(ar.documents.states.DECLINED, { exact: true })).toHaveCount(3)
})

for (const { name, prefix, t, tag } of [
  { name: 'English', prefix: '', t: en, tag: '' },
  { name: 'Arabic', prefix: '/ar-DXB', t: ar, tag: '@phone ' },
] as const) {
  test(`${tag}kyc-rejected to the end, in ${name}: every side shows declined without a reload`, async ({
    page,
    sandbox,
  }) => {
    test.slow()
    await sandbox.scenario('kyc-rejected')
    await page.goto(`/rental${prefix}/documents`)
    await expect(page.getByText(t.documents.stage.collecting.title)).toBeVisible()
    // Proof that no reload happens from here on: a reload would drop this mark.
    await page.evaluate(() => Object.assign(window, { documentsJourney: true }))
    await answerQuestions(page, t)
    await expect(page.getByText(t.documents.questions.saved)).toBeVisible()

    const id = t.postBooking.documents.types.EMIRATES_ID
    const licence = t.postBooking.documents.types.DRIVING_LICENSE
    const send = async (side: 'FRONT' | 'BACK', document: string) =>
      page
        .getByLabel(uploadLabel(t, side, document))
        .setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: cardPhoto() })
    await send('FRONT', id)
    await send('BACK', id)
    await expect(page.getByText(t.documents.states.PENDING, { exact: true })).toHaveCount(2)
    // The review decides the Emirates ID while the licence is still to come.
    await sandbox.moveClock(6_000)
    await send('FRONT', licence)
    await send('BACK', licence)
    await expect(page.getByText(t.documents.stage.actionNeeded.title)).toBeVisible()
    await expect(
      page.getByRole('listitem', { name: licence }).getByText(t.documents.states.PENDING, {
        exact: true,
      }),
    ).toHaveCount(2)

    await sandbox.moveClock(6_000)
    await expect(page.getByText(t.documents.states.DECLINED, { exact: true })).toHaveCount(4, {
      timeout: 20_000,
    })
    await expect(page.getByText(t.documents.states.PENDING, { exact: true })).toHaveCount(0)
    await expect(page.getByText(t.documents.sentBackReason)).toHaveCount(4)
    expect(await page.evaluate(() => 'documentsJourney' in window)).toBe(true)
  })
}
