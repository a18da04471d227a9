import { css } from '../../../../styled-system/css'

// Styles both rentals pages share.

export const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})

export const sectionTitle = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3' })

export const carPhoto = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  bg: 'bg.subtle',
})

/** Label above value, in a grid that wraps on narrow screens. */
export const factList = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: '4',
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': { fontWeight: 'semibold', overflowWrap: 'anywhere' },
})

export const textLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  color: 'fg.brand',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { textDecorationThickness: '2px' },
})
