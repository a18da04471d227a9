import { useEffect } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { isChunkLoadError, recoverFromMissingChunk } from '../../../lib/chunk-recovery'
import { reportCrash } from '../../../lib/crash'
import { documentTitle } from '../../../lib/document-title'

const panel = css({
  maxWidth: '560px',
  marginInline: 'auto',
  marginBlock: '16',
  padding: '8',
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  textAlign: 'center',
  display: 'grid',
  gap: '5',
  justifyItems: 'center',
})

/**
 * SPEC §2 global fallback screen. Works even when translations failed to load (then in English,
 * the SPEC's own words). It names the tab too: the page it replaced may never have named it.
 */
export function CrashFallback({ error }: { error: unknown }) {
  const { t, ready } = useTranslation()
  useEffect(() => {
    // A chunk missing after a deploy is not a crash: a fresh page fixes it (tried once).
    if (isChunkLoadError(error) && recoverFromMissingChunk()) return
    reportCrash(error)
  }, [error])
  const title = ready ? t('crash.title') : 'Looks like some error occurred'
  const tabTitle = documentTitle([title], ready ? t('brand.name') : 'Rental')
  useEffect(() => {
    document.title = tabTitle
  }, [tabTitle])
  return (
    <div role="alert" className={panel}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
      <p className={css({ color: 'fg.muted' })}>{ready ? t('crash.body') : ''}</p>
      <button type="button" className={button()} onClick={() => window.location.reload()}>
        {ready ? t('crash.reload') : 'Reload page'}
      </button>
    </div>
  )
}
