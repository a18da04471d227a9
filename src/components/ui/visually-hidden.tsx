import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

const hidden = css({ srOnly: true })

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={hidden}>{children}</span>
}
