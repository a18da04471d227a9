import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'

const spinner = css({
  width: '18px',
  height: '18px',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'currentColor',
  borderInlineEndColor: 'transparent',
  animation: 'spin',
  _reducedMotion: { animation: 'none' },
})

/**
 * A form's one primary action. While the request runs it is disabled (no double submit) and says
 * what is happening; the busy text is also announced.
 */
export function SubmitButton(props: {
  busy: boolean
  disabled: boolean
  label: string
  busyLabel: string
}) {
  return (
    <>
      <button
        type="submit"
        className={cx(button(), css({ width: '100%' }))}
        disabled={props.disabled || props.busy}
      >
        {props.busy ? <span aria-hidden="true" className={spinner} /> : null}
        {props.busy ? props.busyLabel : props.label}
      </button>
      <p role="status" className={css({ srOnly: true })}>
        {props.busy ? props.busyLabel : ''}
      </p>
    </>
  )
}
