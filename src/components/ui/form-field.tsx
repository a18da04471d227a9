import { useId, type ReactNode } from 'react'
import { css } from '../../../styled-system/css'

const wrapper = css({ display: 'grid', gap: '1.5', minWidth: '0' })

const labelRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '2',
  fontWeight: 'semibold',
  color: 'fg.default',
})

const optionalText = css({ fontWeight: 'normal', fontSize: 'sm', color: 'fg.muted' })

const hintText = css({ fontSize: 'sm', color: 'fg.muted' })

const errorText = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '1.5',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.danger',
})

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * A labelled form control with an optional hint and an error shown next to it. The control is
 * rendered by `children`, which receives the ids and ARIA attributes that connect the parts.
 */
export function FormField(props: {
  label: ReactNode
  /** Shown after the label, e.g. "(optional)". */
  optionalLabel?: string | undefined
  hint?: ReactNode
  error?: string | undefined
  children: (control: FieldControlProps) => ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [props.error ? errorId : undefined, props.hint ? hintId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={wrapper}>
      <label htmlFor={id} className={labelRow}>
        {props.label}
        {props.optionalLabel ? <span className={optionalText}>{props.optionalLabel}</span> : null}
      </label>
      {props.children({
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {props.hint ? (
        <p id={hintId} className={hintText}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className={errorText}>
          <ErrorMark />
          <span>{props.error}</span>
        </p>
      ) : null}
    </div>
  )
}

/** A small "!" in a circle, so an error does not rely on colour alone. */
export function ErrorMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="16"
      height="16"
      className={css({ flexShrink: 0, marginBlockStart: '0.5' })}
    >
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 5.5v5.5M10 13.5v1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
