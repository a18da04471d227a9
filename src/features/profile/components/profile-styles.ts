import { css } from '../../../../styled-system/css'

export const muted = css({ fontSize: 'sm', color: 'fg.muted' })

export const pair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tabletS: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'start',
})

export const badge = css({
  display: 'inline-block',
  marginInlineStart: '1',
  paddingInline: '2',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontSize: 'xs',
  fontWeight: 'semibold',
  verticalAlign: 'middle',
})
