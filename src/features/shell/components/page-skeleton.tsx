import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { Skeleton } from '../../../components/ui/skeleton'

const wrapper = css({ display: 'grid', gap: '4', paddingBlock: '6' })

/** The loading state every route shows while its data arrives. */
export function PageSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite" className={wrapper}>
      <span className={css({ srOnly: true })}>{t('common.loading')}</span>
      <Skeleton className={css({ height: '9', width: '60%' })} />
      <Skeleton className={css({ height: '5', width: '40%' })} />
      <Skeleton className={css({ height: '40' })} />
    </div>
  )
}
