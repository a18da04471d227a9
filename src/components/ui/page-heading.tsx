import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

const heading = css({
  fontSize: { base: '2xl', tablet: '3xl' },
  fontWeight: 'bold',
  lineHeight: '1.2',
  color: 'fg.default',
  _focus: { outline: 'none' },
})

/** The page's h1; focusable so navigation can move focus to it (see useFocusHeadingOnNavigate). */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h1 id={id} tabIndex={-1} className={heading} data-page-heading="">
      {children}
    </h1>
  )
}
