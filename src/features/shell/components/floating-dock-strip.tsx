import { css } from '../../../../styled-system/css'

/**
 * The strip the shell reserves at the bottom for the floating controls (support launcher,
 * sandbox toggle) when the side gutter is too narrow for them. Opaque, so a control never sits
 * over content: what scrolls under the strip is hidden, like content under the sticky header.
 * Its height is `--floating-dock-size` (0 without floating controls or on wide screens).
 */
const strip = css({
  position: 'fixed',
  insetInline: '0',
  insetBlockEnd: '0',
  zIndex: 20,
  blockSize: 'var(--floating-dock-size)',
  bg: 'bg.surface',
  borderColor: 'border.default',
  // No line either when no strip is reserved.
  borderBlockStartWidth: 'min(1px, var(--floating-dock-size))',
})

export function FloatingDockStrip() {
  return <div aria-hidden="true" className={strip} />
}
