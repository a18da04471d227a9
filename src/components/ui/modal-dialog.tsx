import { useEffect, useId, useRef, type ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'

// Written as plain css() calls (no cva) so the build turns each into its class names and the
// styling runtime stays out of the bundle (scripts/vite/static-css.ts).
const dialog = css({
  padding: '0',
  border: 'none',
  borderRadius: 'card',
  bg: 'bg.surface',
  color: 'fg.default',
  boxShadow: 'xl',
  overflow: 'hidden',
  _backdrop: { bg: 'bg.overlay' },
  '&[open]': { display: 'flex', flexDirection: 'column' },
})

const placements = {
  // The reset zeroes every margin; a modal dialog centres itself with auto margins.
  center: css({
    margin: 'auto',
    width: 'min(560px, calc(100vw - 24px))',
    maxHeight: 'calc(100dvh - 24px)',
  }),
  /** Anchored to the bottom inline-start corner, like a chat window. */
  corner: css({
    position: 'fixed',
    margin: '0',
    insetBlockStart: 'auto',
    insetBlockEnd: { base: '3', tablet: '5' },
    insetInlineStart: { base: '3', tablet: '5' },
    insetInlineEnd: 'auto',
    width: 'min(400px, calc(100vw - 24px))',
    maxHeight: 'min(640px, calc(100dvh - 24px))',
  }),
}

const header = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '5',
  paddingBlock: '4',
  borderBlockEndWidth: '1px',
  borderColor: 'border.default',
})

const title = css({ fontSize: 'lg', fontWeight: 'bold', marginInlineEnd: 'auto' })

const closeButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: 'control',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
})

const body = css({ padding: '5', overflowY: 'auto', flex: '1' })

/**
 * A modal `<dialog>`: the browser traps focus inside and closes it on Escape; focus goes back
 * to whatever opened it. Clicking the backdrop closes it too.
 */
export function ModalDialog(props: {
  open: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  children: ReactNode
  footer?: ReactNode
  placement?: 'center' | 'corner'
  /** A selector for the element to focus on opening; otherwise the first focusable one. */
  initialFocus?: string
  className?: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const { open, initialFocus } = props

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
      if (initialFocus) element.querySelector<HTMLElement>(initialFocus)?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open, initialFocus])

  const handleClose = () => {
    props.onClose()
    const target = opener.current
    opener.current = null
    if (target?.isConnected) target.focus()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={cx(dialog, placements[props.placement ?? 'center'], props.className)}
      onClose={handleClose}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) landed on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      {open ? (
        <>
          <div className={header}>
            <h2 id={titleId} className={title}>
              {props.title}
            </h2>
            <button
              type="button"
              className={closeButton}
              aria-label={props.closeLabel}
              onClick={() => ref.current?.close()}
            >
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          <div className={body}>{props.children}</div>
          {props.footer}
        </>
      ) : null}
    </dialog>
  )
}
