import { css } from '../../styled-system/css'

// Compact, static styles for the panel. Logical properties only, so it mirrors in Arabic.

// The toggle sits in the strip the app reserves for floating controls (centred in its 64 px),
// or in the side gutter on wide screens: never over a page's actions or prices.
export const dock = css({
  position: 'fixed',
  insetBlockEnd: '3.5',
  insetInlineEnd: '3',
  _floatingGutter: { insetBlockEnd: '5', insetInlineEnd: '5' },
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: '2',
  fontSize: 'sm',
  lineHeight: '1.4',
  color: 'fg.default',
})

export const toggle = css({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  // Never wider than the gutter beside the app's 1240 px column.
  _floatingGutter: { maxInlineSize: 'calc((100vw - 1240px) / 2 - 28px)' },
  gap: '2',
  minHeight: '36px',
  paddingInline: '3',
  borderRadius: 'control',
  // A light ring keeps the button visible on dark footers as well as light pages.
  border: '2px solid',
  borderColor: 'bg.surface',
  bg: 'bg.brand',
  color: 'fg.onBrand',
  fontWeight: 'semibold',
  boxShadow: 'md',
  _hover: { bg: 'bg.brandHover' },
  cursor: 'pointer',
})

export const toggleBadge = css({
  paddingInline: '1.5',
  borderRadius: 'sm',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'xs',
})

export const panel = css({
  width: '360px',
  maxWidth: 'calc(100vw - 24px)',
  maxHeight: 'calc(100dvh - 80px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'grid',
  gap: '3',
  padding: '3',
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.strong',
  borderRadius: 'card',
  boxShadow: 'xl',
  // On a phone the open panel is a compact bottom sheet: half the screen at most, scrolling
  // inside, no overlay, so the page above it stays usable (and it closes when the app navigates).
  '@media (max-width: 480px)': {
    position: 'fixed',
    insetInline: '0',
    insetBlockEnd: '0',
    width: 'auto',
    maxWidth: 'none',
    maxHeight: '50dvh',
    borderEndStartRadius: '0',
    borderEndEndRadius: '0',
  },
})

export const header = css({
  position: 'sticky',
  insetBlockStart: '-3',
  marginBlock: '-3',
  paddingBlock: '3',
  bg: 'bg.surface',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
})

export const title = css({ fontSize: 'md', fontWeight: 'bold' })

export const group = css({
  display: 'grid',
  gap: '2',
  paddingBlockStart: '3',
  borderBlockStart: '1px solid',
  borderColor: 'border.default',
})

export const groupTitle = css({ fontSize: 'sm', fontWeight: 'bold' })

export const field = css({ display: 'grid', gap: '1' })

export const label = css({ fontWeight: 'semibold', color: 'fg.default' })

export const select = css({
  width: '100%',
  minHeight: '32px',
  paddingInline: '2',
  borderRadius: 'control',
  border: '1px solid',
  borderColor: 'border.control',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
})

export const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })

export const fields = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '2',
})

export const wideField = css({ display: 'grid', gap: '1', gridColumn: '1 / -1' })

export const button = css({
  minHeight: '32px',
  minWidth: '32px',
  paddingInline: '3',
  borderRadius: 'control',
  border: '1px solid',
  borderColor: 'border.control',
  bg: 'bg.surface',
  color: 'fg.default',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
})

export const primaryButton = css({
  minHeight: '32px',
  minWidth: '32px',
  paddingInline: '3',
  borderRadius: 'control',
  border: '1px solid',
  borderColor: 'bg.brand',
  bg: 'bg.brand',
  color: 'fg.onBrand',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { bg: 'bg.brandHover' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
})

export const dangerButton = css({
  minHeight: '32px',
  paddingInline: '3',
  borderRadius: 'control',
  border: '1px solid',
  borderColor: 'border.danger',
  bg: 'bg.surface',
  color: 'fg.danger',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { bg: 'status.errorBg' },
})

export const muted = css({ color: 'fg.muted' })

/** English-only copy (persona and scenario notes) keeps its own direction in Arabic. */
export const note = css({ color: 'fg.muted', fontSize: 'xs', textAlign: 'start' })

/** One feature flag: its name, everyone's default, and the logged-in account's own setting. */
export const flag = css({
  display: 'grid',
  gap: '1',
  margin: '0',
  padding: '2',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'control',
  minWidth: '0',
})

export const flagOverride = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '3',
  rowGap: '1',
  margin: '0',
  padding: '0',
  border: 'none',
  minWidth: '0',
})

export const check = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minHeight: '28px',
  cursor: 'pointer',
})

export const list = css({ display: 'grid', gap: '1', listStyle: 'none', padding: '0', margin: '0' })

export const listItem = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  paddingBlock: '1',
  paddingInline: '2',
  borderRadius: 'control',
  bg: 'bg.subtle',
})

export const confirm = css({
  display: 'grid',
  gap: '2',
  padding: '2',
  borderRadius: 'control',
  border: '1px solid',
  borderColor: 'status.errorBorder',
  bg: 'status.errorBg',
})

export const status = css({ color: 'fg.muted', minHeight: '1lh' })
