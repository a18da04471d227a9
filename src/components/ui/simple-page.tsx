import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { PageHeading } from './page-heading'

const section = css({ display: 'grid', gap: '4', alignContent: 'start' })

/** A page: its h1, an optional lead paragraph, then content. */
export function SimplePage(props: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className={section}>
      <PageHeading id="page-title">{props.title}</PageHeading>
      {props.lead ? (
        <p className={css({ color: 'fg.muted', maxWidth: '70ch' })}>{props.lead}</p>
      ) : null}
      {props.children}
    </section>
  )
}
