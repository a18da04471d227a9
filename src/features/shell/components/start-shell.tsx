import { css } from '../../../../styled-system/css'
import { Skeleton } from '../../../components/ui/skeleton'
import { bar, inner } from './app-header'
import { main, page } from './app-layout'

const heading = css({ height: '9', width: '60%' })
const line = css({ height: '5', width: '40%' })
const block = css({ height: '40' })
const account = css({ width: '72px', height: '44px', marginInlineStart: 'auto' })
const content = css({ display: 'grid', gap: '4', paddingBlock: '6' })

/**
 * What a page that is not prerendered (one that needs a session, a query string, or is not a
 * cars or car page) shows from the first byte until the app draws it: the frame every page has,
 * without words, so it suits either language (the first script gives the document its
 * language's direction, src/app/early/start-early-requests.ts). Drawn into the build's index.html at
 * build time (scripts/prerender.ts); the app's first render replaces it.
 */
export function StartShell() {
  return (
    <div className={page}>
      <header className={bar}>
        <div className={inner}>
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
          <Skeleton className={account} />
        </div>
      </header>
      <main className={main} aria-busy="true">
        <div className={content}>
          <Skeleton className={heading} />
          <Skeleton className={line} />
          <Skeleton className={block} />
        </div>
      </main>
    </div>
  )
}
