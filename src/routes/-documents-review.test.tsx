import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { moveClock, setFlags } from '../../mocks/testing'
import { login } from '../api/auth'
import { renderRoute } from '../test/render'

// The documents page against the fake platform while a review decides: every side it decided
// shows on the page as it stands, without a reload.

const PASSWORD = 'Rental!2026'
const WAIT = { timeout: 12_000 }
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

const png = (name: string) => new File([PNG], name, { type: 'image/png' })

const sideRow = (document: string, side: string) => {
  const card = screen.getByRole('listitem', { name: document })
  const row = within(card).getByText(side, { selector: 'span' }).closest('li')
  if (!row) throw new Error(`No row for ${document} ${side}`)
  return row
}

describe('documents page, a review deciding', { timeout: 40_000 }, () => {
  it('shows every side a declining review decided, the licence after the Emirates ID', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    setFlags({ documentReview: 'decline' })
    const { user } = await renderRoute('/rental/documents')
    await user.upload(
      await screen.findByLabelText('Upload front of Emirates ID', {}, WAIT),
      png('f.png'),
    )
    await user.upload(screen.getByLabelText('Upload back of Emirates ID'), png('b.png'))
    expect(
      await within(sideRow('Emirates ID', 'Back')).findByText(
        'Uploaded, waiting for review',
        {},
        WAIT,
      ),
    ).toBeVisible()

    // The review decides the Emirates ID while the licence is still on its way.
    moveClock(6_000)
    await user.upload(screen.getByLabelText('Upload front of Driving licence'), png('lf.png'))
    await user.upload(screen.getByLabelText('Upload back of Driving licence'), png('lb.png'))
    expect(
      await screen.findByText('Some documents need to be uploaded again', {}, WAIT),
    ).toBeVisible()
    expect(within(sideRow('Emirates ID', 'Front')).getByText('Declined')).toBeVisible()
    expect(
      await within(sideRow('Driving licence', 'Back')).findByText(
        'Uploaded, waiting for review',
        {},
        WAIT,
      ),
    ).toBeVisible()

    moveClock(6_000)
    expect(
      await within(sideRow('Driving licence', 'Back')).findByText('Declined', {}, WAIT),
    ).toBeVisible()
    for (const [document, side] of [
      ['Emirates ID', 'Front'],
      ['Emirates ID', 'Back'],
      ['Driving licence', 'Front'],
    ] as const) {
      expect(within(sideRow(document, side)).getByText('Declined')).toBeVisible()
    }
  })
})
