import { css } from '../../../styled-system/css'

/** The card beside a page's content that stays in view on wide screens (booking, price summary). */
export const sidePanel = css({
  display: 'grid',
  gap: '4',
  padding: '5',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'md',
  position: { base: 'static', laptop: 'sticky' },
  insetBlockStart: { laptop: '84px' },
})
