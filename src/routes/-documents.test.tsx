import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { injectFault, moveClock, setFlags } from '../../mocks/testing'
import { login } from '../api/auth'
import { submitKycAnswers, uploadDocument } from '../api/identity'
import { renderRoute } from '../test/render'

// The documents page against the fake platform: the resident and tourist sets, checks before
// any upload, the way to approval, and the review sending sides back.

const PASSWORD = 'Rental!2026'
const WAIT = { timeout: 12_000 }

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const PDF = new Uint8Array(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'))
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new File([bytes], name, { type })

function uploadsSeen() {
  const uploads: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/identity/me/documents/')) {
      uploads.push(new URL(request.url).pathname)
    }
  })
  return uploads
}

const sideRow = (document: string, side: string) => {
  const card = screen.getByRole('listitem', { name: document })
  const label = within(card).getByText(side, { selector: 'span' })
  const row = label.closest('li')
  if (!row) throw new Error(`No row for ${document} ${side}`)
  return row
}

describe('documents page', { timeout: 30_000 }, () => {
  it('takes a new resident from nothing to approved, refusing a renamed executable', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    const uploads = uploadsSeen()
    const { user } = await renderRoute('/rental/documents')
    expect(await screen.findByText('Upload your documents to drive away', {}, WAIT)).toBeVisible()
    expect(screen.getByRole('radio', { name: 'I live in the UAE' })).toBeChecked()

    await user.upload(
      screen.getByLabelText('Upload front of Emirates ID'),
      file(EXE, 'id-front.jpg', 'image/jpeg'),
    )
    expect(await screen.findByText(/isn't a JPG, PNG or PDF file/)).toBeVisible()
    expect(uploads).toEqual([])
    expect(within(sideRow('Emirates ID', 'Front')).getByText('Not uploaded yet')).toBeVisible()

    // The review waits for the residents' questions too.
    await user.type(screen.getByLabelText('How many years have you lived in the UAE?'), '4')
    const licence = screen.getByRole('group', { name: 'Do you hold a UAE driving licence?' })
    await user.click(within(licence).getByRole('radio', { name: 'Yes' }))
    await user.click(screen.getByRole('button', { name: 'Save answers' }))
    expect(await screen.findByText('Answers saved.', {}, WAIT)).toBeVisible()
    await user.upload(
      screen.getByLabelText('Upload front of Emirates ID'),
      file(PNG, '../../id front.png', 'image/png'),
    )
    await user.upload(
      screen.getByLabelText('Upload back of Emirates ID'),
      file(PNG, 'id-back.png', 'image/png'),
    )
    await user.upload(
      screen.getByLabelText('Upload front of Driving licence'),
      file(PDF, 'licence.pdf', 'application/pdf'),
    )
    await user.upload(
      screen.getByLabelText('Upload back of Driving licence'),
      file(PDF, 'licence-back.pdf', 'application/pdf'),
    )
    await waitFor(() => expect(uploads).toHaveLength(4), WAIT)
    expect(
      await within(sideRow('Driving licence', 'Back')).findByText(
        'Uploaded, waiting for review',
        {},
        WAIT,
      ),
    ).toBeVisible()

    expect(await screen.findByText("We're checking your documents", {}, WAIT)).toBeVisible()
    moveClock(6_000)
    expect(await screen.findByText('Your documents are approved', {}, WAIT)).toBeVisible()
    expect(within(sideRow('Emirates ID', 'Back')).getByText('Approved')).toBeVisible()
  })

  it('shows a UAE visitor the tourist set, and asks before a switch removes uploads', async () => {
    await login({ email: 'tourist.uae@rental.test', password: PASSWORD })
    await uploadDocument(
      { driverType: 'MAIN', documentType: 'PASSPORT', side: 'ONE_SIDED' },
      new Blob([PNG], { type: 'image/png' }),
      'passport.png',
    )
    const { user } = await renderRoute('/rental/documents?driverType=MAIN')
    expect(await screen.findByRole('radio', { name: "I'm visiting the UAE" }, WAIT)).toBeChecked()
    expect(screen.getByRole('listitem', { name: 'Passport' })).toBeVisible()
    expect(screen.queryByRole('listitem', { name: 'Emirates ID' })).toBeNull()

    await user.click(screen.getByRole('radio', { name: 'I live in the UAE' }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch and remove your uploads?' })
    expect(within(dialog).getByText(/Passport/)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Keep my documents' }))
    expect(screen.getByRole('radio', { name: "I'm visiting the UAE" })).toBeChecked()
    expect(screen.getByRole('listitem', { name: 'Passport' })).toBeVisible()
  })

  it('in Arabic, shows sides the review declined and takes one side again', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    setFlags({ documentReview: 'decline' })
    for (const [documentType, side] of [
      ['EMIRATES_ID', 'FRONT'],
      ['EMIRATES_ID', 'BACK'],
      ['DRIVING_LICENSE', 'FRONT'],
      ['DRIVING_LICENSE', 'BACK'],
    ] as const) {
      await uploadDocument(
        { driverType: 'MAIN', documentType, side },
        new Blob([PNG], { type: 'image/png' }),
        'side.png',
      )
    }
    await submitKycAnswers({
      driverType: 'MAIN',
      answers: [
        { id: 'ae-residency-years', answer: '3' },
        { id: 'ae-local-licence', answer: 'YES' },
      ],
    })
    moveClock(6_000)
    const { user } = await renderRoute('/rental/ar-DXB/documents')
    expect(await screen.findByText('بعض المستندات تحتاج إلى رفعها مجددًا', {}, WAIT)).toBeVisible()
    // "الوجه" is this page's word for the front: a side in general is "جهة".
    expect(
      screen.getByText('لم نتمكن من قبول الجهات المشار إليها أدناه.', { exact: false }),
    ).toBeVisible()
    const back = sideRow('الهوية الإماراتية', 'الظهر')
    expect(within(back).getByText('مرفوض')).toBeVisible()
    expect(
      within(back).getByText(
        'لم نتمكن من قبول هذه الجهة: قد تكون الصورة غير واضحة أو مقطوعة أو معتمة، أو يكون المستند منتهي الصلاحية. ارفع صورة واضحة للجهة كاملة.',
      ),
    ).toBeVisible()
    expect(within(back).queryByText(/الوجه/)).toBeNull()
    const front = sideRow('الهوية الإماراتية', 'الوجه')
    expect(within(front).getByText('مرفوض')).toBeVisible()
    expect(within(front).getByText(/لم نتمكن من قبول هذه الجهة/)).toBeVisible()

    await user.upload(
      within(front).getByLabelText('استبدل وجه الهوية الإماراتية'),
      file(PNG, 'id-front-2.png', 'image/png'),
    )
    expect(
      await within(sideRow('الهوية الإماراتية', 'الوجه')).findByText(
        'تم الرفع، بانتظار المراجعة',
        {},
        WAIT,
      ),
    ).toBeVisible()
    expect(within(sideRow('الهوية الإماراتية', 'الظهر')).getByText('مرفوض')).toBeVisible()
  })

  it('says why an upload failed and sends the same file again; shows the stored copy', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    const { user } = await renderRoute('/rental/documents')
    const choose = await screen.findByLabelText('Upload front of Emirates ID', {}, WAIT)
    injectFault('identity', { kind: 'status', status: 503 }, 1)
    await user.upload(choose, file(PNG, 'id-front.png', 'image/png'))
    const row = sideRow('Emirates ID', 'Front')
    expect(
      await within(row).findByText(
        "Our server couldn't take the file just now. Try again.",
        {},
        WAIT,
      ),
    ).toBeVisible()
    expect(within(row).getByText('Not uploaded')).toBeVisible()
    await user.click(within(row).getByRole('button', { name: 'Try again' }))
    expect(
      await within(sideRow('Emirates ID', 'Front')).findByText(
        'Uploaded, waiting for review',
        {},
        WAIT,
      ),
    ).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'View the front of Emirates ID' }))
    const viewer = await screen.findByRole('dialog', { name: 'Emirates ID · Front' })
    expect(
      await within(viewer).findByRole('img', { name: 'Emirates ID · Front' }, WAIT),
    ).toBeVisible()
  })

  it('keeps the additional driver apart from the main one', async () => {
    await login({ email: 'customer@rental.test', password: PASSWORD })
    await renderRoute('/rental/documents?driverType=ADDITIONAL')
    expect(await screen.findByRole('link', { name: 'Additional driver' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The main driver's documents are approved; the additional driver has handed in nothing.
    expect(await screen.findByText('Upload your documents to drive away', {}, WAIT)).toBeVisible()
    expect(within(sideRow('Emirates ID', 'Front')).getByText('Not uploaded yet')).toBeVisible()
  })
})
