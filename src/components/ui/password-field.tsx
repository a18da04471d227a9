import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation'
import { css } from '../../../styled-system/css'
import { TextField, type TextFieldProps } from './text-field'

const toggle = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: 'control',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '&[aria-pressed=true]': { color: 'fg.brand' },
})

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  )
}

/**
 * A password input with a toggle that shows the password in plain text. The toggle keeps one
 * name ("Show password") and reports its state with aria-pressed.
 */
export function PasswordField(
  props: Omit<TextFieldProps, 'type' | 'trailing' | 'latin' | 'autoComplete'> & {
    autoComplete: 'current-password' | 'new-password'
  },
) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      latin
      trailing={
        <button
          type="button"
          className={toggle}
          aria-label={t('auth.fields.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  )
}
