import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { PhoneHint } from './phone-hint'

// The phone samples stay left-to-right elements inside the sentence, in both languages: digit
// groups that ran through interpolated text were shown reversed in the Arabic production build.

describe('PhoneHint', () => {
  it.each([
    ['en', 'For example 050 123 4567 or +971 50 123 4567.'],
    ['ar', 'مثال: 050 123 4567 أو +971 50 123 4567.'],
  ])('renders the samples as isolated left-to-right elements in %s', async (language, text) => {
    await i18n.changeLanguage(language)
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <p>
          <PhoneHint />
        </p>
      </I18nextProvider>,
    )
    expect(container.textContent).toBe(text)
    const samples = [...container.querySelectorAll('bdi')]
    expect(samples.map((sample) => [sample.getAttribute('dir'), sample.textContent])).toEqual([
      ['ltr', '050 123 4567'],
      ['ltr', '+971 50 123 4567'],
    ])
    expect(screen.getByText('050 123 4567').tagName).toBe('BDI')
  })
})
