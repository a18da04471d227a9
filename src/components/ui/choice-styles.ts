import { css } from '../../../styled-system/css'

// A set of choices as radio cards: each radio and its whole description is one target.

export const fieldset = css({ border: 'none', padding: '0', margin: '0', minWidth: '0' })

export const legend = css({ fontWeight: 'semibold', padding: '0', marginBlockEnd: '2' })

export const radioCards = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tabletS: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
})

/** A radio button and its whole description as one target. */
export const radioCard = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  minHeight: '44px',
  padding: '4',
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'control',
  bg: 'bg.surface',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked)': { borderColor: 'fg.brand', borderWidth: '2px', bg: 'bg.brandSubtle' },
  '&:has(input:disabled)': { cursor: 'not-allowed', bg: 'bg.subtle', color: 'fg.muted' },
})

export const radioInput = css({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginBlockStart: '0.5',
  accentColor: 'bg.brand',
  cursor: 'inherit',
})

export const cardHint = css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })
