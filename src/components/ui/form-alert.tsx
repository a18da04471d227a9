import { useEffect, useRef, type ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'

const base = css({
  display: 'grid',
  gap: '2',
  padding: '4',
  borderRadius: 'control',
  borderWidth: '1px',
  borderInlineStartWidth: '4px',
  color: 'fg.default',
  _focus: { outline: 'none' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})

const tones = {
  error: css({ bg: 'status.errorBg', borderColor: 'status.errorBorder' }),
  success: css({ bg: 'status.successBg', borderColor: 'status.successBorder' }),
  info: css({ bg: 'status.infoBg', borderColor: 'status.infoBorder' }),
}

/**
 * A message about a whole form: an error (announced at once), a success or an info note
 * (announced politely). It can take focus so a failed submit can lead the reader to it.
 */
export function FormAlert(props: {
  tone: keyof typeof tones
  title?: ReactNode
  children?: ReactNode
  /** Takes focus when shown, for a message that replaces the form the reader was in. */
  focusOnMount?: boolean
}) {
  const element = useRef<HTMLDivElement>(null)
  const { focusOnMount = false } = props
  useEffect(() => {
    if (focusOnMount) element.current?.focus()
  }, [focusOnMount])
  return (
    <div
      ref={element}
      role={props.tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      data-form-alert=""
      className={cx(base, tones[props.tone])}
    >
      {props.title ? <p className={css({ fontWeight: 'semibold' })}>{props.title}</p> : null}
      {props.children}
    </div>
  )
}
