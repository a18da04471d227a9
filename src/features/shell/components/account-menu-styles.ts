import { css } from '../../../../styled-system/css'

// The account menu's styles: its trigger, the badges on it, and the panel.

export const entry = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  paddingInline: '3',
  borderRadius: 'control',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  color: 'fg.default',
  textDecoration: 'none',
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
})

// The dot sits in the button's corner, out of the flow: it appears when the documents status
// arrives, after the header has rendered, and must not move the name or the menu.
export const dot = css({
  position: 'absolute',
  insetBlockStart: '1',
  insetInlineEnd: '1',
  width: '10px',
  height: '10px',
  borderRadius: 'full',
  bg: 'status.warningBorder',
  borderWidth: '2px',
  borderColor: 'bg.surface',
  // Forced colours would paint the dot over with the canvas colour.
  forcedColorAdjust: 'none',
})

export const marker = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  marginInlineStart: 'auto',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.warning',
  whiteSpace: 'nowrap',
  _before: {
    content: '""',
    width: '8px',
    height: '8px',
    borderRadius: 'full',
    bg: 'status.warningBorder',
    forcedColorAdjust: 'none',
  },
})

export const placeholder = css({ display: 'inline-block', minWidth: '72px', minHeight: '44px' })

export const badge = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  letterSpacing: '0.04em',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  bg: 'sand.900',
  color: 'amber.200',
})

export const panel = css({
  position: 'absolute',
  insetInlineEnd: '0',
  insetBlockStart: 'calc(100% + 8px)',
  zIndex: 20,
  minWidth: '240px',
  padding: '2',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'lg',
  display: 'grid',
  gap: '1',
})

export const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minHeight: '44px',
  paddingInline: '3',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  textAlign: 'start',
  width: '100%',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
})
