import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey, isApiError, type ApiError } from '../../../api/errors'
import { useDocumentTitle } from '../../../components/ui/page-heading'
import { CrashFallback } from './crash-fallback'

const panel = css({
  display: 'grid',
  gap: '4',
  justifyItems: 'start',
  paddingBlock: '10',
  maxWidth: '640px',
})

/**
 * A route's error state. A failed platform call gets its own message and "Try again"; anything
 * else is a crash and gets the global fallback.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => {
    queryReset.reset()
  }, [queryReset])
  if (!isApiError(error)) return <CrashFallback error={error} />
  return <PlatformError error={error} />
}

/** A failed platform call: its message, "Try again", and the tab named after it. */
function PlatformError({ error }: { error: ApiError }) {
  const { t } = useTranslation()
  const router = useRouter()
  useDocumentTitle([t('errors.pageTitle')])
  return (
    <section role="alert" aria-labelledby="route-error-title" className={panel}>
      <h1 id="route-error-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {t('errors.pageTitle')}
      </h1>
      <p className={css({ color: 'fg.muted' })}>{t(errorMessageKey(error))}</p>
      <button type="button" className={button()} onClick={() => void router.invalidate()}>
        {t('common.tryAgain')}
      </button>
    </section>
  )
}
