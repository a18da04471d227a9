import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

// A wait the customer can do nothing about (a payment, a bank's answer): a spinner and words.

export const spinner = css({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'currentColor',
  borderInlineEndColor: 'transparent',
  animation: 'spin',
  _reducedMotion: { animation: 'none' },
})

const statusRow = css({ display: 'flex', alignItems: 'center', gap: '3', fontWeight: 'semibold' })

/** A wait the customer can do nothing about: said once, politely, with a spinner. */
export function Waiting(props: { children: ReactNode; detail?: ReactNode }) {
  return (
    <div role="status" className={css({ display: 'grid', gap: '2' })}>
      <p className={statusRow}>
        <span aria-hidden="true" className={spinner} />
        {props.children}
      </p>
      {props.detail ? <p className={css({ color: 'fg.muted' })}>{props.detail}</p> : null}
    </div>
  )
}
