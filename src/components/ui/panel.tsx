import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

export const panel = css({
  display: 'grid',
  gap: '4',
  alignContent: 'start',
  padding: { base: '4', tablet: '5' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  minWidth: '0',
})

export const panelTitle = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3' })

/** A titled section of a settings-like page (profile, payment center): a region named by its h2. */
export function Panel(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={panel}>
      <h2 id={props.id} className={panelTitle}>
        {props.title}
      </h2>
      {props.children}
    </section>
  )
}
