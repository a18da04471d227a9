import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { ErrorMark } from './form-field'

const row = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  minHeight: '44px',
  paddingBlock: '2.5',
  cursor: 'pointer',
})

const box = css({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginBlockStart: '0.5',
  accentColor: 'bg.brand',
  cursor: 'pointer',
  '&[aria-invalid=true]': {
    outline: '2px solid',
    outlineColor: 'border.danger',
    outlineOffset: '1px',
  },
})

const errorText = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '1.5',
  marginInlineStart: '9',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.danger',
})

export type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'className' | 'aria-invalid' | 'aria-describedby'
> & {
  label: ReactNode
  error?: string | undefined
  /** More about the choice, after the checkbox (e.g. a way to read the terms). */
  details?: ReactNode
}

/** A checkbox whose whole label is the click target, with its error next to it. */
export function CheckboxField({ label, error, details, ...input }: CheckboxFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <label htmlFor={id} className={row}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={box}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={errorText}>
          <ErrorMark />
          <span>{error}</span>
        </p>
      ) : null}
      {details}
    </div>
  )
}
