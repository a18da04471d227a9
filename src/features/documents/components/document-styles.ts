import { css } from '../../../../styled-system/css'

// Styles the documents page's parts share.

export const card = css({
  display: 'grid',
  gap: '4',
  padding: { base: '4', tablet: '6' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})

export const cardTitle = css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3' })

export const muted = css({ color: 'fg.muted', fontSize: 'sm' })

/** A set of radio buttons, each a bordered option large enough to tap. */
export const choiceGroup = css({
  display: 'grid',
  gap: '3',
  border: 'none',
  padding: '0',
  margin: '0',
})

export const choices = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })

export const choice = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  paddingInline: '4',
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'control',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'bg.brand', bg: 'bg.brandSubtle' },
  '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
})

export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })

/** A file input that is reached by its label styled as a button; focus shows on the label. */
export const fileInput = css({ srOnly: true })

export const fileLabel = css({
  '&:has(+ input:focus-visible), input:focus-visible + &': {
    outline: '3px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
})

/** Only where the pointer is a finger: the camera is one tap away on a phone. */
export const onTouch = css({
  display: 'none',
  '@media (pointer: coarse)': { display: 'inline-flex' },
})
