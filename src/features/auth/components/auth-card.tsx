import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import { PageHeading } from '../../../components/ui/page-heading'

const outer = css({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: { base: '0', tablet: '4' },
})

const card = css({
  width: 'min(100%, 440px)',
  display: 'grid',
  gap: '5',
  padding: { base: '5', tabletS: '8' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'sm',
})

const leadText = css({ color: 'fg.muted' })

/** The centred card every auth page sits in: the page's h1, a lead, then the content. */
export function AuthCard(props: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className={outer}>
      <div className={card}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <PageHeading id="page-title">{props.title}</PageHeading>
          {props.lead ? <p className={leadText}>{props.lead}</p> : null}
        </div>
        {props.children}
      </div>
    </section>
  )
}
