import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { TextField } from './text-field'

// The browser cuts text at maxLength without a word; a pasted address line lost its end unseen.

function Limited() {
  const [value, setValue] = useState('')
  return (
    <TextField
      label="Building"
      maxLength={10}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  )
}

describe('TextField with a length limit', () => {
  it.each([
    ['en', 'This field holds 10 characters at most: anything longer is left out.'],
    ['ar', 'يتّسع هذا الحقل لـ 10 حرفًا على الأكثر، وما يزيد على ذلك لا يُكتب.'],
  ])('says so next to the field when pasted text was cut (%s)', async (language, message) => {
    await i18n.changeLanguage(language)
    const user = userEvent.setup()
    render(
      <I18nextProvider i18n={i18n}>
        <Limited />
      </I18nextProvider>,
    )
    const field = screen.getByLabelText('Building')
    await user.type(field, 'Marina')
    expect(screen.queryByText(message)).toBeNull()
    await user.clear(field)
    await user.click(field)
    await user.paste('Marina Tower Two, Dubai Marina')
    expect(field).toHaveValue('Marina Tow')
    expect(field).toHaveAccessibleDescription(message)
  })
})
