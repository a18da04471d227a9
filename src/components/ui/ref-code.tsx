import { css, cx } from '../../../styled-system/css'

const whole = css({ whiteSpace: 'nowrap' })

/**
 * A booking reference ("RNT-53VSSE") or a document number: isolated from the sentence's direction
 * and kept on one line, so a phone never breaks it after its hyphen.
 */
export function RefCode(props: { children: string; className?: string }) {
  return <bdi className={cx(whole, props.className)}>{props.children}</bdi>
}
