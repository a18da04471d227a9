import { css } from '../../../styled-system/css'

/** The small muted label above a filter or picker control (dates, price, sort). */
export const fieldLabel = css({
  display: 'block',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  marginBlockEnd: '1.5',
})
