import type { ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { spinner } from '../ui/waiting'

const payButton = css({ width: '100%', minHeight: '52px', fontSize: 'lg' })

/**
 * The one Pay button of a payment form: while a payment is under way it is disabled and says
 * what is happening (also to screen readers), so a double click pays once.
 */
export function PayButton(props: {
  busy: boolean
  busyLabel: string
  disabled: boolean
  children: ReactNode
}) {
  return (
    <>
      <button type="submit" className={cx(button(), payButton)} disabled={props.disabled}>
        {props.busy ? <span aria-hidden="true" className={spinner} /> : null}
        {props.busy ? props.busyLabel : <span>{props.children}</span>}
      </button>
      <p role="status" className={css({ srOnly: true })}>
        {props.busy ? props.busyLabel : ''}
      </p>
    </>
  )
}
