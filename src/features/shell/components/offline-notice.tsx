import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { notify } from '../../../lib/toast'

const banner = css({
  position: 'fixed',
  insetInline: '0',
  // Above the floating controls' strip, not under the controls.
  insetBlockEnd: 'var(--floating-dock-size)',
  zIndex: 40,
  padding: '3',
  textAlign: 'center',
  bg: 'status.warningBg',
  color: 'fg.default',
  borderBlockStartWidth: '2px',
  borderColor: 'status.warningBorder',
  fontWeight: 'medium',
})

function watchConnection(onChange: () => void): () => void {
  window.addEventListener('offline', onChange)
  window.addEventListener('online', onChange)
  return () => {
    window.removeEventListener('offline', onChange)
    window.removeEventListener('online', onChange)
  }
}

/**
 * While offline a banner says so (nothing typed is lost); coming back is confirmed by a toast.
 * A prerendered page was online when it was made: hydration reads it that way, and the banner
 * follows once the page is live, so a page that goes offline while it starts still hydrates.
 */
export function OfflineNotice() {
  const { t } = useTranslation()
  const offline = useSyncExternalStore(
    watchConnection,
    () => !navigator.onLine,
    () => false,
  )
  useEffect(() => {
    const goOnline = () => notify.success(t('offline.back'))
    window.addEventListener('online', goOnline)
    return () => window.removeEventListener('online', goOnline)
  }, [t])
  if (!offline) return null
  return (
    <div role="status" className={banner}>
      {t('offline.banner')}
    </div>
  )
}
