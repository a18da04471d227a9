import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
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

/** While offline a banner says so (nothing typed is lost); coming back is confirmed by a toast. */
export function OfflineNotice() {
  const { t } = useTranslation()
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && !navigator.onLine,
  )
  useEffect(() => {
    const goOffline = () => setOffline(true)
    const goOnline = () => {
      setOffline(false)
      notify.success(t('offline.back'))
    }
    window.addEventListener('offline', goOffline)
    window.addEventListener('online', goOnline)
    return () => {
      window.removeEventListener('offline', goOffline)
      window.removeEventListener('online', goOnline)
    }
  }, [t])
  if (!offline) return null
  return (
    <div role="status" className={banner}>
      {t('offline.banner')}
    </div>
  )
}
