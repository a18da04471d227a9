import { css } from '../../../../styled-system/css'

export const muted = css({ fontSize: 'sm', color: 'fg.muted' })

export const plainList = css({ listStyle: 'none', padding: '0', margin: '0', display: 'grid' })

export const listRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '3',
  '&:not(:first-child)': { borderBlockStartWidth: '1px', borderColor: 'border.default' },
})

export const badge = css({
  display: 'inline-block',
  paddingInline: '2',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.default',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
})

export const warningText = css({ fontSize: 'sm', color: 'fg.danger', fontWeight: 'medium' })

export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
