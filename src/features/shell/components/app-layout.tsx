import type { ReactNode } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import type { LocationLanguageOption } from '../../../domain/locales'
import { AppFooter } from './app-footer'
import { BannedNotice } from './banned-notice'
import { AppHeader } from './app-header'
import { HydrationRegion } from '../../../components/ui/hydration-region'

// The body's padding reserves the floating controls' strip below the page.
export const page = css({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 'calc(100dvh - var(--floating-dock-size))',
})

const skipLink = css({
  position: 'absolute',
  insetInlineStart: '4',
  insetBlockStart: '-100px',
  zIndex: 50,
  padding: '3',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'control',
  _focus: { insetBlockStart: '4' },
})

// At least a screen tall, so the footer starts below the first screen: a page whose content
// arrives after the first paint (the cars list, a car's page) grows under the fold instead of
// pushing a visible footer down, a layout shift on every phone.
export const main = css({
  flex: '1',
  minBlockSize: '100dvh',
  width: '100%',
  maxWidth: 'container',
  marginInline: 'auto',
  paddingInline: { base: '4', laptop: '6' },
  paddingBlock: { base: '5', laptop: '8' },
})

/** The common layout: header, the 1240 px content container, footer. */
export function AppLayout(props: {
  children: ReactNode
  options: readonly LocationLanguageOption[]
}) {
  const { t } = useTranslation()
  return (
    <div className={page}>
      <a href="#main-content" className={skipLink}>
        {t('common.skipToContent')}
      </a>
      {/* The header and the footer hydrate apart from the page (HydrationRegion). */}
      <HydrationRegion>
        <AppHeader options={props.options} />
      </HydrationRegion>
      <main id="main-content" tabIndex={-1} className={main}>
        <BannedNotice />
        {props.children}
      </main>
      <HydrationRegion>
        <AppFooter />
      </HydrationRegion>
    </div>
  )
}
