import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { login } from '../api/auth'
import { renderRoute } from '../test/render'

// The residents' questions on the documents page against the fake platform: worded in the page's
// language, each answered with the control its type calls for, refused answers explained next to
// the field, and nothing typed lost.

const PASSWORD = 'Rental!2026'
const WAIT = { timeout: 12_000 }

function questionLanguagesAsked() {
  const languages: Array<string | null> = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/identity/me/kyc/questions/ae/resident')) {
      languages.push(new URL(request.url).searchParams.get('language'))
    }
  })
  return languages
}

describe('documents page, the residents’ questions', { timeout: 30_000 }, () => {
  it('asks them in Arabic on the Arabic page, yes or no as a choice', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    const languages = questionLanguagesAsked()
    const { user } = await renderRoute('/rental/ar-DXB/documents')
    const form = await screen.findByRole('form', { name: 'أسئلة للمقيمين' }, WAIT)
    expect(
      screen.getByText('أضف صورة واضحة أو نسخة PDF لكل جهة أدناه. نراجعها قبل موعد الاستلام.'),
    ).toBeVisible()
    expect(languages).toContain('AR')
    expect(within(form).queryByText(/UAE/)).toBeNull()

    const licence = within(form).getByRole('group', { name: 'هل تحمل رخصة قيادة إماراتية؟' })
    const yes = within(licence).getByRole('radio', { name: 'نعم' })
    const no = within(licence).getByRole('radio', { name: 'لا' })
    expect(yes).not.toBeChecked()
    expect(no).not.toBeChecked()
    const years = within(form).getByRole('textbox', { name: 'كم سنة أقمت في الإمارات؟' })
    expect(years).toHaveAttribute('inputmode', 'numeric')

    // Refused before sending, each reason next to its question; what was typed stays.
    await user.type(years, 'أربع')
    await user.click(within(form).getByRole('button', { name: 'حفظ الإجابات' }))
    expect(years).toHaveAccessibleDescription('أدخل عددًا صحيحًا بالأرقام، مثل 4.')
    expect(yes).toHaveAccessibleDescription('اختر نعم أو لا.')
    expect(years).toHaveValue('أربع')

    await user.clear(years)
    await user.type(years, '٤')
    await user.click(no)
    expect(years).not.toHaveAccessibleDescription()
    expect(no).toHaveAccessibleDescription('')
    await user.click(within(form).getByRole('button', { name: 'حفظ الإجابات' }))
    expect(await within(form).findByText('تم حفظ الإجابات.', {}, WAIT)).toBeVisible()
    expect(no).toBeChecked()
    expect(years).toHaveValue('٤')
  })

  it('asks them again in the language the page switches to, keeping what was typed', async () => {
    await login({ email: 'new@rental.test', password: PASSWORD })
    const languages = questionLanguagesAsked()
    const { user, router } = await renderRoute('/rental/documents')
    const years = await screen.findByRole(
      'textbox',
      { name: 'How many years have you lived in the UAE?' },
      WAIT,
    )
    await user.type(years, '7')
    await user.click(screen.getByRole('radio', { name: 'Yes' }))

    await router.navigate({ to: '/{-$locale}/documents', params: { locale: 'ar-DXB' } })
    const arabic = await screen.findByRole('textbox', { name: 'كم سنة أقمت في الإمارات؟' }, WAIT)
    expect(arabic).toHaveValue('7')
    expect(screen.getByRole('radio', { name: 'نعم' })).toBeChecked()
    await waitFor(() => expect(languages).toEqual(['EN', 'AR']))
  })
})
